import type { MetaDescriptor } from 'react-router';
import { pageAddress, publicHome } from '../content/derived/page-address.ts';

export type PageSite = { productName: string; siteUrl?: string | undefined; basePath: string };

/** Meta descriptors of a page; the canonical link and og:url only when the site's address and the page's path are known. */
export function pageMetaFor(site: PageSite, title: string | null, description: string, location?: { pathname: string }): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${site.productName}` : `${site.productName} – Fauna e Kosovës`;
  const address = site.siteUrl && location ? pageAddress(publicHome(site.siteUrl, site.basePath), location.pathname) : null;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(address ? [{ tagName: 'link', rel: 'canonical', href: address }, { property: 'og:url', content: address }] : []),
  ];
}
