// Build step: the per-page Content-Security-Policy (`<buildDir>/csp.json`, or the fallback policy while the build
// writes none) and the other response headers, for the servers that are not the Node server:
//  - `<buildDir>/nginx-csp.conf`: `map $uri $fauna_csp { … }`, included by deploy/nginx.conf;
//  - `<buildDir>/client/_headers`: Netlify / Cloudflare Pages style headers file;
//  - `<buildDir>/client/404.html` (and `species/404.html`): the 404 pages where static hosts look for them (the nearest
//    `404.html` up the address), with `_redirects` rules for the hosts that take a 404 rule (the site's servers answer
//    404 at all of these).
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCspTable, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, IMMUTABLE, type CspTable } from '../../server/headers.ts';
import { BUILD_LAYOUT, DEFAULT_NOT_FOUND_PAGES, readBuildInfo, staticHostNotFoundFile, type BuildInfo } from '../../src/config/build-info.server.ts';
import { internalNotFoundUri, NGINX_CSP_FILE } from '../nginx-config.ts';

type NotFoundPages = NonNullable<BuildInfo['notFoundPages']>;

/** The URL paths (base path included, decoded) at which a page file is served. */
export function pageUrls(file: string, basePath: string): string[] {
  if (file === 'index.html') return [basePath, `${basePath}index.html`];
  if (!file.endsWith('/index.html')) return [`${basePath}${file}`];
  const folder = `${basePath}${file.slice(0, -'/index.html'.length)}`;
  return [folder, `${folder}/`, `${folder}/index.html`];
}

/** An nginx string literal. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx: no '$' expected in ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

export function nginxCspMap(table: CspTable, basePath: string, notFoundPages: NotFoundPages = DEFAULT_NOT_FOUND_PAGES): string {
  const lines = [`# Written by the build from csp.json: the Content-Security-Policy of each page.`, 'map $uri $fauna_csp {', `    default ${quote(table['*'] ?? '')};`];
  const notFoundFiles = new Set(notFoundPages.map(({ page }) => page));
  for (const [file, policy] of Object.entries(table)) {
    if (file === '*') continue;
    for (const url of pageUrls(file, basePath)) lines.push(`    ${quote(url)} ${quote(policy)};`);
    // A 404 page is also served from nginx's internal address for it.
    if (notFoundFiles.has(file)) lines.push(`    ${quote(internalNotFoundUri(file))} ${quote(policy)};`);
  }
  lines.push('}', '');
  return lines.join('\n');
}

/**
 * Netlify / Cloudflare Pages `_headers`: the same rules for every site, whatever its size (Cloudflare allows 100
 * rules). Each page's script and style hashes are in its `<meta>` policy; the header adds what a meta policy cannot
 * carry (`frame-ancestors`). Both hosts join a header that several rules set, and a browser enforces every policy
 * it is given, so the two together are the page's full policy.
 */
export function staticHostHeaders(basePath: string): string {
  const block = (url: string, headers: Record<string, string>) => [url, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    '# Written by the build (scripts/build/host-headers.ts) for Netlify / Cloudflare Pages; see deploy/README.md.',
    block(`${basePath}*`, {
      ...SECURITY_HEADERS,
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
      'Content-Security-Policy': STATIC_HOST_POLICY,
    }),
    block(`${basePath}assets/*`, { 'Cache-Control': IMMUTABLE }),
    block(`${basePath}photos/*`, { 'Cache-Control': IMMUTABLE }),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** The header policy of a static host: what a page's `<meta>` policy cannot say, and nothing a page needs. */
export const STATIC_HOST_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** Lists the pages when there is no csp.json yet, so that each still gets the (fallback) policy. */
function withPages(table: CspTable, pages: string[]): CspTable {
  if (Object.keys(table).length > 1) return table;
  return Object.fromEntries([['*', table['*']!], ...pages.map((page) => [page, table['*']!])]);
}

/** Netlify `_redirects`: an unknown address matching a more specific 404 page's pattern gets that page, status 404. */
export function staticHostRedirects(basePath: string, notFoundPages: NotFoundPages): string {
  const rules = notFoundPages
    .filter(({ pattern }) => pattern !== '*')
    .map(({ pattern, page }) => `${basePath}${pattern.replace(/^\//, '')}  ${basePath}${staticHostNotFoundFile(page)}  404`);
  return ['# Written by the build (scripts/build/host-headers.ts) for Netlify; see deploy/README.md.', ...rules, ''].join('\n');
}


export function writeHostHeaders(buildDir: string, basePath: string, pages: string[]): void {
  const client = path.join(buildDir, BUILD_LAYOUT.client);
  const notFoundPages = readBuildInfo(client).notFoundPages ?? DEFAULT_NOT_FOUND_PAGES;
  const table = withPages(readCspTable(buildDir), pages);
  writeFileSync(path.join(buildDir, NGINX_CSP_FILE), nginxCspMap(table, basePath, notFoundPages));
  writeFileSync(path.join(client, '_headers'), staticHostHeaders(basePath));
  writeFileSync(path.join(client, '_redirects'), staticHostRedirects(basePath, notFoundPages));
  for (const { page } of notFoundPages) {
    if (existsSync(path.join(client, page))) copyFileSync(path.join(client, page), path.join(client, staticHostNotFoundFile(page)));
  }
}
