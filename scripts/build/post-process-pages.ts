// Every prerendered page, in order: style attributes into CSS, stylesheets inline, module loading after the first
// paint, then the Content-Security-Policy of the result (<meta> in the page, and <buildDir>/csp.json). Each page is
// parsed once, edited as a document (html-document.ts) and written once; its policy's hashes are taken from the
// document and checked against the written page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addPolicyMeta, checkPolicyHashes, inlineHashes, policy } from './content-security-policy.ts';
import { deferModules, staticImportsIn, type StaticImportsOf } from './defer-modules.ts';
import { parsePage, serializePage } from './html-document.ts';
import { inlineStylesheets } from './inline-stylesheets.ts';
import { moveStyleAttributes } from './style-attributes.ts';
import { CSP_FILE } from '../../server/headers.ts';

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

/**
 * Rewrites every page of `client` (a site built for `basePath`) and writes `<buildDir>/csp.json`; `startCode` is the
 * compiled start function (`buildStartCode()`).
 */
export function postProcessPages(buildDir: string, client: string, basePath: string, startCode: string): { pages: number; inlinedCssBytes: number } {
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
  const policies: Record<string, string> = {};
  const pages = htmlPages(client);
  for (const page of pages) {
    const file = path.join(client, page);
    const result = postProcessPage(readFileSync(file, 'utf8'), readCss, startCode, staticImportsOf);
    writeFileSync(file, result.html);
    policies[page] = result.policy;
  }
  policies['*'] = policy(undefined, { header: true });
  writeFileSync(path.join(buildDir, CSP_FILE), `${JSON.stringify(policies, null, 2)}\n`);
  return { pages: pages.length, inlinedCssBytes };
}
