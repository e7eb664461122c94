import type { MetaDescriptor } from 'react-router';
import site from 'virtual:fauna/site';
import { pageAddress, publicHome } from '../content/derived/page-address.ts';
import { pageMetaFor } from './page-meta-tags.ts';
import { baseUrl } from './paths.ts';

/**
 * Title and description of a page, as every route's `meta` returns them; given the route's `location`,
 * also its canonical link and og:url (when the site's public address is known: to `canonicalPath` if given).
 */
export function pageMeta(title: string | null, description: string, location?: { pathname: string }, canonicalPath?: string): MetaDescriptor[] {
  return pageMetaFor({ productName: site.productName, siteUrl: site.siteUrl, basePath: baseUrl() }, title, description, location, canonicalPath);
}

/** The public address of the page at a router path, or null when the site's address is not known. */
export function publicPageAddress(pathname: string): string | null {
  return site.siteUrl ? pageAddress(publicHome(site.siteUrl, baseUrl()), pathname) : null;
}

/** Address of a page or file from its router path: absolute when the site's address is known, else under the base path. */
export function publicUrl(routerPath: string): string {
  return pageAddress(site.siteUrl ? publicHome(site.siteUrl, baseUrl()) : baseUrl(), routerPath);
}
