import type { MetaDescriptor } from 'react-router';
import { pageAddress, publicHome } from '../content/derived/page-address.ts';
import { editionOf, inEdition } from './paths.ts';
import type { Locale } from '../i18n/locale.ts';

export type PageSite = { productName: string; siteUrl?: string | undefined; basePath: string };

/** The languages of a page's twins as hreflang names them, the Albanian one also the default (`x-default`). */
export const ALTERNATE_LANGUAGES: readonly { hrefLang: string; locale: Locale }[] = [
  { hrefLang: 'sq', locale: 'sq' },
  { hrefLang: 'en', locale: 'en' },
  { hrefLang: 'x-default', locale: 'sq' },
];

/** og:locale of each language (Open Graph writes a territory). */
const OG_LOCALE: Record<Locale, string> = { sq: 'sq_AL', en: 'en_GB' };
const LOCALES = Object.keys(OG_LOCALE) as Locale[];

/** The addresses of a page in each language, by hreflang: absolute when the site's address is known, else under the base path. */
export function alternateAddresses(site: PageSite, pathname: string): { hrefLang: string; href: string }[] {
  const home = site.siteUrl ? publicHome(site.siteUrl, site.basePath) : site.basePath;
  return ALTERNATE_LANGUAGES.map(({ hrefLang, locale }) => ({ hrefLang, href: pageAddress(home, inEdition(locale, pathname)) }));
}

/**
 * Meta descriptors of a page: title, description, Open Graph with the page's language, and, given its location, its
 * twins in both languages (hreflang, and Open Graph's alternate locale); the canonical link and og:url only when the
 * site's address is also known, to `canonicalPath` where another page stands for this one (an old name's page: its
 * species' page).
 */
export function pageMetaFor(site: PageSite, title: string | null, description: string, location?: { pathname: string }, canonicalPath?: string): MetaDescriptor[] {
  const locale = location ? editionOf(location.pathname) : 'sq';
  const subtitle = locale === 'sq' ? ' – Fauna e Kosovës' : '';
  const fullTitle = title ? `${title} | ${site.productName}` : `${site.productName}${subtitle}`;
  const address = site.siteUrl && location ? pageAddress(publicHome(site.siteUrl, site.basePath), canonicalPath ?? location.pathname) : null;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...(location ? LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALE[other] })) : []),
    ...(address ? [{ tagName: 'link', rel: 'canonical', href: address }, { property: 'og:url', content: address }] : []),
    ...(location ? alternateAddresses(site, location.pathname).map((alternate) => ({ tagName: 'link', rel: 'alternate', ...alternate })) : []),
  ];
}
