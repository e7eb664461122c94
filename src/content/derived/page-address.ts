/**
 * Public addresses of the site's pages, from `siteUrl` (site.json or FAUNA_SITE_URL) and the base path.
 * `siteUrl` is the address of the home page; when it is only an origin, the base path is added to it.
 */
export function publicHome(siteUrl: string, basePath: string): string {
  const url = new URL(siteUrl);
  if (url.pathname === '/' && basePath !== '/') url.pathname = basePath;
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** Full address of a page from its router path (`/families/Odonata`, encoded or not); the home page ends in '/'. */
export function pageAddress(home: string, routerPath: string): string {
  const segments = routerPath.split('/').filter(Boolean).map((segment) => encodeURIComponent(safeDecode(segment).normalize('NFC')));
  return `${home}${segments.join('/')}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
