// A strict Content-Security-Policy per page: same origin only, and the page's own inline scripts and styles by
// their SHA-256 hashes (no 'unsafe-inline'). It goes into each page as <meta http-equiv> (for static hosts) and
// into the site manifest for the servers, which also send frame-ancestors (a header-only directive).
import { createHash } from 'node:crypto';
import { append, prependChild, removeElement } from 'domutils';
import { attribute, createElement, elements, parsePage, part, rawText, serializePage, type Document } from './html-document.ts';

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
export function inlineHashes(document: Document): InlineHashes {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  for (const element of elements(document, (candidate) => candidate.name === 'script' || candidate.name === 'style')) {
    if (element.name === 'script' && attribute(element, 'src') !== undefined) continue;
    const list = element.name === 'script' ? hashes.scripts : hashes.styles;
    const source = sha256Source(rawText(element));
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
export function addPolicyMeta(document: Document, metaPolicy: string): void {
  const head = part(document, 'head');
  const meta = createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: metaPolicy });
  const charset = elements(head, (element) => element.name === 'meta' && attribute(element, 'charset') !== undefined)[0];
  if (charset) append(charset, meta);
  else prependChild(head, meta);
}

/**
 * Checks a written page against the hashes its policy was made from: the page parsed again must hold exactly the
 * inline code that was hashed (a serializer that changed a script's text would leave it blocked by the browser).
 */
export function checkPolicyHashes(html: string, hashes: InlineHashes): void {
  const written = inlineHashes(parsePage(html));
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((source, index) => source === b[index]);
  if (!same(written.scripts, hashes.scripts) || !same(written.styles, hashes.styles)) {
    throw new Error('the written page does not hold the inline scripts and styles its policy was computed from');
  }
}

/** A written page with its <meta> policy made again for the inline code it holds now (e2e/redeploy.spec.ts edits pages). */
export function renewPolicyMeta(html: string): string {
  const document = parsePage(html);
  for (const meta of elements(document, (element) => element.name === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy')) {
    removeElement(meta);
  }
  const hashes = inlineHashes(document);
  addPolicyMeta(document, policy(hashes, { header: false }));
  const written = serializePage(document);
  checkPolicyHashes(written, hashes);
  return written;
}
