// Every prerendered page, in order: style attributes into CSS, stylesheets inline, module loading after the first
// paint, then the Content-Security-Policy of the result (<meta> in the page, and the header's, for the manifest).
// Each page is parsed once, edited as a document (html-document.ts) and written once; its policy's hashes are taken
// from the document and checked against the written page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addPolicyMeta, checkPolicyHashes, inlineHashes, policy } from './content-security-policy.ts';
import { deferModules, staticImportsIn, type StaticImportsOf } from './defer-modules.ts';
import { parsePage, serializePage } from './html-document.ts';
import { inlineStylesheets } from './inline-stylesheets.ts';
import { moveStyleAttributes } from './style-attributes.ts';

/** Page paths relative to the client folder, with '/' (e.g. `families/Odonata/index.html`). */
export function htmlPages(client: string): string[] {
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The page's HTML after every step; `readCss` reads a stylesheet by its href, `startCode` is the compiled start
 * function (start-code.ts), `staticImportsOf` gives a module's imports.
 */
export function postProcessPage(
  html: string,
  readCss: (href: string) => string | undefined,
  startCode: string,
  staticImportsOf?: StaticImportsOf,
): { html: string; policy: string } {
  const document = parsePage(html);
  const css = moveStyleAttributes(document);
  inlineStylesheets(document, readCss, css);
  deferModules(document, startCode, staticImportsOf);
  const hashes = inlineHashes(document);
  addPolicyMeta(document, policy(hashes, { header: false }));
  const written = serializePage(document);
  checkPolicyHashes(written, hashes);
  return { html: written, policy: policy(hashes, { header: true }) };
}

export type RewrittenPages = {
  /** Page file (relative to client/, '/'-separated) → the policy its header carries. */
  pagePolicies: Record<string, string>;
  /** The header policy of every other response. */
  policy: string;
  inlinedCssBytes: number;
};

/**
 * Rewrites every page of `client` (a site built for `basePath`); returns their policies. `startCode` is the compiled
 * start function (`buildStartCode()`).
 */
export function postProcessPages(client: string, basePath: string, startCode: string): RewrittenPages {
  const cssCache = new Map<string, string | undefined>();
  let inlinedCssBytes = 0;
  const readCss = (href: string) => {
    // React Router may add a '#' to a stylesheet's URL (to tell apart two links to one file).
    const file = href.replace(/[?#].*$/, '');
    if (!file.startsWith(basePath) || !file.endsWith('.css')) return undefined;
    if (!cssCache.has(file)) cssCache.set(file, readFileSync(path.join(client, file.slice(basePath.length)), 'utf8'));
    const css = cssCache.get(file);
    inlinedCssBytes += Buffer.byteLength(css ?? '');
    return css;
  };
  const importsCache = new Map<string, string[]>();
  const staticImportsOf = (href: string) => {
    if (!href.startsWith(basePath) || !href.endsWith('.js')) return [];
    if (!importsCache.has(href)) importsCache.set(href, staticImportsIn(readFileSync(path.join(client, href.slice(basePath.length)), 'utf8'), href));
    return importsCache.get(href)!;
  };
  const pagePolicies: Record<string, string> = {};
  for (const page of htmlPages(client)) {
    const file = path.join(client, page);
    const result = postProcessPage(readFileSync(file, 'utf8'), readCss, startCode, staticImportsOf);
    writeFileSync(file, result.html);
    pagePolicies[page] = result.policy;
  }
  return { pagePolicies, policy: policy(undefined, { header: true }), inlinedCssBytes };
}
