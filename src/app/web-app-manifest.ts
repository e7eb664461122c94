/** Written by scripts/offline-build.ts: the site installable, with its icons. */
export const MANIFEST_PATH = 'manifest.webmanifest';

type Head = Pick<Document, 'createElement' | 'querySelector'> & { head: Pick<HTMLHeadElement, 'append'> };

/**
 * Links the web app manifest, once. The pages do not link it in their HTML: Chromium fetches a linked manifest and
 * its icon as soon as a page has loaded, which on our pages (nothing else to load before the first paint) is ahead of
 * the first paint; the app links it once hydrated, which is after that paint. Installing needs the service worker,
 * which comes with the scripts anyway.
 */
export function linkWebAppManifest(document: Head, basePath: string): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: `${basePath}${MANIFEST_PATH}` }));
}
