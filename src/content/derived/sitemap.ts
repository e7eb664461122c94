import { pageAddress } from './page-address.ts';
import { ALTERNATE_LANGUAGES } from '../../config/page-meta-tags.ts';
import { inEdition } from '../../config/paths.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml (sitemaps.org 0.9) listing each page's public address once, given the site's home address, each with
 * its twins in both languages (`xhtml:link` hreflang alternates, as Google reads them; Albanian the x-default).
 */
export function sitemapXml(pagePaths: readonly string[], home: string): string {
  const pages = new Map(pagePaths.map((path) => [pageAddress(home, path), path]));
  const url = (address: string, path: string) => {
    const alternates = ALTERNATE_LANGUAGES.map(
      ({ hrefLang, locale }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(pageAddress(home, inEdition(locale, path)))}"/>`,
    );
    return `  <url><loc>${escapeXml(address)}</loc>${alternates.join('')}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...pages].map(([address, path]) => url(address, path)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt allowing everything, pointing to the sitemap when there is one. */
export function robotsTxt(sitemapAddress: string | null): string {
  return ['User-agent: *', 'Allow: /', ...(sitemapAddress ? ['', `Sitemap: ${sitemapAddress}`] : []), ''].join('\n');
}
