import { editionDir } from '../config/paths.ts';
import type { Locale } from '../i18n/locale.ts';

/** Written by scripts/offline-build.ts, one per edition (`en/manifest.webmanifest`): the site installable, with its icons. */
export const MANIFEST_PATH = 'manifest.webmanifest';

type Head = Pick<Document, 'createElement' | 'querySelector'> & { head: Pick<HTMLHeadElement, 'append'> };

/**
 * Links the web app manifest, once. The pages do not link it in their HTML: Chromium fetches a linked manifest and
 * its icon as soon as a page has loaded, which on our pages (nothing else to load before the first paint) is ahead of
 * the first paint; the app links it once hydrated, which is after that paint. Installing needs the service worker,
 * which comes with the scripts anyway.
 */
export function linkWebAppManifest(document: Head, basePath: string, locale: Locale = 'sq'): void {
  const href = `${basePath}${editionDir(locale)}${MANIFEST_PATH}`;
  const linked = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  // A page of the other edition, reached by a link: its manifest (its language, its start page).
  if (linked) {
    if (linked.getAttribute('href') !== href) linked.setAttribute('href', href);
    return;
  }
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href }));
}
