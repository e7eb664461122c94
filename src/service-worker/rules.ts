// What the service worker caches at run time, as plain functions (tested in Node; used by service-worker.ts).
// Same-origin only: other origins (map tiles, …) pass through untouched.
import { editionDir, editionOf } from '../config/paths.ts';
import type { Locale } from '../i18n/locale.ts';

/** Prefix of the precache's cache name; a new build's worker removes older builds' precaches. */
export const CACHE_ID = 'fauna-of-kosovo';
export const OFFLINE_PAGE = 'offline.html';
export const CACHE_NAMES = { pages: 'fauna-pages', pageData: 'fauna-page-data', photos: 'fauna-photos' } as const;

interface MatchOptions {
  request: Pick<Request, 'mode'>;
  url: URL;
  sameOrigin: boolean;
}

/** A page opened (navigation): from the network, else as last seen, else the offline page. */
export const isPage = ({ request, sameOrigin }: MatchOptions): boolean => sameOrigin && request.mode === 'navigate';
/** A page opened in the English edition (its offline page is English). */
export const isEnglishPage = (basePath: string) => (options: MatchOptions): boolean => isPage(options) && editionOfUrl(options.url, basePath) === 'en';
/** A page's loader data, fetched by React Router on a link: from the network, else as last seen. */
export const isPageData = ({ url, sameOrigin }: MatchOptions): boolean => sameOrigin && url.pathname.endsWith('.data');
/** A photo: once seen, kept. */
export const isPhoto = ({ url, sameOrigin }: MatchOptions): boolean => sameOrigin && url.pathname.includes('/photos/');

/** The page shown for a page not kept, below the base path, in the edition's language (`en/offline.html`). */
export const offlineUrl = (basePath: string, locale: Locale = 'sq'): string => `${basePath}${editionDir(locale)}${OFFLINE_PAGE}`;

/** The edition of an address below the base path: English under `{base}en/`, else Albanian. */
export const editionOfUrl = (url: URL, basePath: string): Locale =>
  url.pathname.startsWith(basePath) ? editionOf(`/${url.pathname.slice(basePath.length)}`) : 'sq';

/**
 * Offline, a link to a page whose data was never fetched (a species page opened by its address): React Router is
 * told to load the page as a document instead, which the page rule answers (page or offline page).
 */
export function pageDataFallback(request: Pick<Request, 'url'>): Response {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  // Absolute: React Router would prefix a path with the base path once more.
  const page = url.origin + url.pathname.replace(/_root\.data$/, '').replace(/\.data$/, '') + url.search;
  return new Response(null, { status: 204, headers: { 'X-Remix-Redirect': page, 'X-Remix-Reload-Document': 'true' } });
}
