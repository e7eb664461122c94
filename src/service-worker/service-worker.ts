/// <reference lib="webworker" />
// The site's service worker, bundled into `<client>/sw.js` by scripts/offline-build.ts, which fills in the
// precache list (self.__WB_MANIFEST) and the base path (__BASE_PATH__).
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_ID, CACHE_NAMES, isEnglishPage, isPage, isPageData, isPhoto, offlineUrl, pageDataFallback } from './rules.ts';
import type { Locale } from '../i18n/locale.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };
declare const __BASE_PATH__: string;

setCacheNameDetails({ prefix: CACHE_ID });
// A new build takes over at once and the page reloads on it (see src/app/start-up/recovery.ts): never old pages
// with new data; caches of older builds are removed.
void self.skipWaiting();
clientsClaim();
// Asked again by a page that finds this worker waiting (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A page's query (?q=, ?family=) is read in the browser: same file.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// Pages: as last seen offline, else the offline page of their edition (the English rule first: the first match wins).
const pages = (locale: Locale) =>
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 200 }), new PrecacheFallbackPlugin({ fallbackURL: offlineUrl(__BASE_PATH__, locale) })],
  });
registerRoute(isEnglishPage(__BASE_PATH__), pages('en'));
registerRoute(isPage, pages('sq'));
registerRoute(
  isPageData,
  new NetworkFirst({
    cacheName: CACHE_NAMES.pageData,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 200 }), { handlerDidError: async ({ request }) => pageDataFallback(request) }],
  }),
);
registerRoute(isPhoto, new CacheFirst({ cacheName: CACHE_NAMES.photos, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }));
