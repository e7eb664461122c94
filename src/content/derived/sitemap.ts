import { pageAddress } from './page-address.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org 0.9) listing each page's public address once, given the site's home address. */
export function sitemapXml(pagePaths: readonly string[], home: string): string {
  const addresses = [...new Set(pagePaths.map((path) => pageAddress(home, path)))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...addresses.map((address) => `  <url><loc>${escapeXml(address)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt allowing everything, pointing to the sitemap when there is one. */
export function robotsTxt(sitemapAddress: string | null): string {
  return ['User-agent: *', 'Allow: /', ...(sitemapAddress ? ['', `Sitemap: ${sitemapAddress}`] : []), ''].join('\n');
}
