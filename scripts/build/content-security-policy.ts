// A strict Content-Security-Policy per page: same origin only, and the page's own inline scripts and styles by
// their SHA-256 hashes (no 'unsafe-inline'). It goes into each page as <meta http-equiv> (for static hosts) and
// into csp.json for the servers, which also send frame-ancestors (a header-only directive).
import { createHash } from 'node:crypto';
import { rawTextElements } from './html-text.ts';

/** The directives every file gets (as server/app.ts had them), without the inline allowances. */
const BASE: [string, string][] = [
  ['default-src', "'self'"],
  ['img-src', "'self' data:"],
  ['style-src', "'self'"],
  ['script-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];
const HEADER_ONLY: [string, string][] = [['frame-ancestors', "'none'"]];

export type InlineHashes = { scripts: string[]; styles: string[] };

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of a page's inline <script> and <style> elements (scripts with a src are not inline). */
export function inlineHashes(html: string): InlineHashes {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  for (const element of rawTextElements(html)) {
    if (element.tag === 'script' && /\ssrc=/i.test(element.attributes)) continue;
    const list = element.tag === 'script' ? hashes.scripts : hashes.styles;
    const source = sha256Source(element.text);
    if (!list.includes(source)) list.push(source);
  }
  return hashes;
}

/** The policy for a page with these hashes; `header` adds the directives a <meta> policy cannot carry. */
export function policy(hashes: InlineHashes = { scripts: [], styles: [] }, { header }: { header: boolean }): string {
  const extra: Record<string, string[]> = { 'script-src': hashes.scripts, 'style-src': hashes.styles };
  return [...BASE, ...(header ? HEADER_ONLY : [])]
    .map(([name, value]) => [name, value, ...(extra[name] ?? [])].join(' '))
    .join('; ');
}

/** Puts the <meta> policy first in <head>, after the charset (the policy covers only what follows it). */
export function withPolicyMeta(html: string, metaPolicy: string): string {
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8">/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.indexOf('<head>') + '<head>'.length;
  if (at < '<head>'.length) throw new Error('page has no <head>');
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${metaPolicy}"/>${html.slice(at)}`;
}
