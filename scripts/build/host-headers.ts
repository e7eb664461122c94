// Build stage: the site manifest (src/config/site-manifest.server.ts) in the words of the servers that are not the
// Node server, so that every way of serving the site sends what the manifest says:
//  - `<site>/nginx-site.conf`: nginx maps of the published addresses, their policies, cache classes and 404 pages,
//    included by deploy/nginx.conf;
//  - `client/_headers`: Netlify / Cloudflare Pages style headers file, and `client/_redirects` for Netlify's 404 rules;
//  - `client/404.html` (and `species/404.html`): the 404 pages where static hosts look for them (the nearest
//    `404.html` up the address).
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import escapeStringRegexp from 'escape-string-regexp';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, IMMUTABLE, REVALIDATE, withFrameAncestors } from '../../server/headers.ts';
import { BUILD_LAYOUT } from '../../src/config/build-info.server.ts';
import { addressesOf, staticHostNotFoundFile, type SiteManifest } from '../../src/config/site-manifest.server.ts';
import { HOST_FILES } from './describe-site.ts';

/** The internal address at which nginx serves a 404 page (deploy/nginx.conf's `/__fauna_404/` location). */
export function internalNotFoundUri(file: string): string {
  return `/__fauna_404/${file}`;
}

/** An nginx string literal. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx: no '$' expected in ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function map(variable: string, fallback: string, rows: Iterable<[string, string]>, comment: string): string[] {
  return [`# ${comment}`, `map $uri ${variable} {`, `    default ${fallback};`, ...[...rows].map(([key, value]) => `    ${key} ${value};`), '}', ''];
}

/**
 * The manifest as nginx maps over `$uri` (decoded, under the base path):
 * `$fauna_published` 1 at every address of the site (404 at a 404 page's own), `$fauna_csp` and `$fauna_cache` the
 * headers of each, `$fauna_not_found` the internal address of the 404 page an unknown address gets.
 */
export function nginxSiteConf(manifest: SiteManifest): string {
  const base = manifest.basePath;
  const at = (address: string) => quote(`${base}${address.slice(1)}`);
  const published: [string, string][] = [];
  const policies: [string, string][] = [];
  const caches: [string, string][] = [];
  const notFoundUrls = new Set(manifest.notFoundPages.map(({ page }) => page));
  if (base !== '/') published.push([quote(base.slice(0, -1)), '1']); // redirected to the base path
  for (const [url, resource] of Object.entries(manifest.resources)) {
    const notFound = notFoundUrls.has(url);
    const policy = quote(withFrameAncestors(resource.policy ?? manifest.policy));
    for (const address of addressesOf(url, resource.file)) {
      published.push([at(address), notFound ? '404' : '1']);
      if (resource.policy !== undefined) policies.push([at(address), policy]);
      if (resource.cache === 'immutable' && !notFound) caches.push([at(address), quote(IMMUTABLE)]);
    }
    if (notFound) {
      published.push([quote(internalNotFoundUri(resource.file)), '1'], [quote(`${base}${staticHostNotFoundFile(url)}`), '404']);
      policies.push([quote(internalNotFoundUri(resource.file)), policy]);
    }
  }
  const notFound = manifest.notFoundPages.map(({ pattern, page }): [string, string] => {
    const file = manifest.resources[page]!.file;
    if (pattern === '*') return ['default', internalNotFoundUri(file)];
    // A final `/*`: the path before it and anything below.
    const below = pattern.endsWith('/*');
    const segments = (below ? pattern.slice(0, -2) : pattern).replace(/^\//, '').split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeStringRegexp(segment)));
    return [`"~^${escapeStringRegexp(base)}${segments.join('/')}${below ? '(/.*)?' : '/?'}$"`, internalNotFoundUri(file)];
  });
  const fallbackNotFound = notFound.find(([key]) => key === 'default')?.[1] ?? internalNotFoundUri('404/index.html');
  return [
    `# Written by the build from the site manifest of build ${manifest.buildId} (scripts/build/host-headers.ts).`,
    ...map('$fauna_published', '0', published, 'Every address the site answers at: 1, or 404 for a 404 page.'),
    ...map('$fauna_csp', quote(withFrameAncestors(manifest.policy)), policies, "Each page's Content-Security-Policy."),
    ...map('$fauna_cache', quote(REVALIDATE), caches, 'Files named by their content: cached for a year.'),
    ...map('$fauna_not_found', fallbackNotFound, notFound.filter(([key]) => key !== 'default'), 'Which 404 page an unknown address gets, most specific first.'),
  ].join('\n');
}

/** The folders whose every published file is immutable (one `_headers` rule each); other immutable files one by one. */
function immutablePaths(manifest: SiteManifest): string[] {
  const folderOf = (url: string) => url.slice(0, url.indexOf('/', 1) + 1);
  const mixed = new Set<string>();
  const immutable = new Set<string>();
  for (const [url, { cache }] of Object.entries(manifest.resources)) {
    const folder = folderOf(url);
    if (cache === 'immutable') immutable.add(folder === '' ? url : folder);
    if (cache !== 'immutable' && folder !== '') mixed.add(folder);
  }
  const paths = new Set<string>();
  for (const folder of immutable) {
    if (!folder.endsWith('/') || !mixed.has(folder)) paths.add(folder.endsWith('/') ? `${folder}*` : folder);
    else for (const [url, { cache }] of Object.entries(manifest.resources)) if (cache === 'immutable' && url.startsWith(folder)) paths.add(url);
  }
  return [...paths].sort();
}

/**
 * Netlify / Cloudflare Pages `_headers` (Cloudflare allows 100 rules). Each page's script and style hashes are in its
 * `<meta>` policy; the header adds what a meta policy cannot carry (`frame-ancestors`). Both hosts join a header
 * that several rules set, and a browser enforces every policy it is given, so the two together are the page's policy.
 */
export function staticHostHeaders(manifest: SiteManifest): string {
  const base = manifest.basePath;
  const block = (url: string, headers: Record<string, string>) => [url, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    '# Written by the build from the site manifest (scripts/build/host-headers.ts) for Netlify / Cloudflare Pages; see deploy/README.md.',
    block(`${base}*`, { ...SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY, 'Content-Security-Policy': STATIC_HOST_POLICY }),
    ...immutablePaths(manifest).map((url) => block(`${base}${url.slice(1)}`, { 'Cache-Control': IMMUTABLE })),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** The header policy of a static host: what a page's `<meta>` policy cannot say, and nothing a page needs. */
export const STATIC_HOST_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** Netlify `_redirects`: an unknown address matching a more specific 404 page's pattern gets that page, status 404. */
export function staticHostRedirects(manifest: SiteManifest): string {
  const base = manifest.basePath;
  const rules = manifest.notFoundPages
    .filter(({ pattern }) => pattern !== '*')
    .map(({ pattern, page }) => `${base}${pattern.replace(/^\//, '')}  ${base}${staticHostNotFoundFile(page)}  404`);
  return ['# Written by the build (scripts/build/host-headers.ts) for Netlify; see deploy/README.md.', ...rules, ''].join('\n');
}

/** Writes the files above for the site in `siteDir`. */
export function writeHostFiles(siteDir: string, manifest: SiteManifest): void {
  const client = path.join(siteDir, BUILD_LAYOUT.client);
  writeFileSync(path.join(siteDir, BUILD_LAYOUT.nginxSite), nginxSiteConf(manifest));
  writeFileSync(path.join(client, HOST_FILES.headers), staticHostHeaders(manifest));
  writeFileSync(path.join(client, HOST_FILES.redirects), staticHostRedirects(manifest));
  for (const { page } of manifest.notFoundPages) copyFileSync(path.join(client, manifest.resources[page]!.file), path.join(client, staticHostNotFoundFile(page)));
}
