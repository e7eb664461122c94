import { inEdition } from '../../config/paths.ts';

/**
 * Public addresses of the site's pages, from `siteUrl` (site.json or FAUNA_SITE_URL) and the base path.
 * `siteUrl` is the address of the home page; when it is only an origin, the base path is added to it.
 */
export function publicHome(siteUrl: string, basePath: string): string {
  const url = new URL(siteUrl);
  if (url.pathname === '/' && basePath !== '/') url.pathname = basePath;
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * Full address of a page from its router path (`/families/Odonata`, encoded or not); the home pages end in '/'.
 * A query (`?family=…`) or fragment (`#ref-…`), as the typed path helpers write them, is kept as it is.
 */
export function pageAddress(home: string, routerPath: string): string {
  const split = routerPath.search(/[?#]/);
  const path = split === -1 ? routerPath : routerPath.slice(0, split);
  const suffix = split === -1 ? '' : routerPath.slice(split);
  const segments = path.split('/').filter(Boolean).map((segment) => encodeURIComponent(safeDecode(segment).normalize('NFC')));
  // An edition's home ends in '/' as the site's home does: '/en/' → '…/en/'.
  const slash = path === inEdition('en', '/') ? '/' : '';
  return `${home}${segments.join('/')}${slash}${suffix}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
