import { describe, expect, it } from 'vitest';
import { pageMetaFor } from './page-meta-tags.ts';

describe('pageMetaFor', () => {
  it('takes the product name from the site and adds the canonical link and og:url under the base path', () => {
    const meta = pageMetaFor({ productName: 'Fauna e Kosovës', siteUrl: 'https://fauna.example/', basePath: '/fauna/' }, 'Odonata', 'Lista', { pathname: '/families/Odonata' });
    expect(meta).toContainEqual({ title: 'Odonata | Fauna e Kosovës' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://fauna.example/fauna/families/Odonata' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://fauna.example/fauna/families/Odonata' });
  });

  it("names another page as canonical where one stands for it (an old name's page), keeping its own twins", () => {
    const site = { productName: 'F', siteUrl: 'https://fauna.example/', basePath: '/' };
    const meta = pageMetaFor(site, 'Triturus alpestris', 'd', { pathname: '/en/species/Triturus-alpestris' }, '/en/species/Ichthyosaura-alpestris');
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://fauna.example/en/species/Ichthyosaura-alpestris' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://fauna.example/en/species/Ichthyosaura-alpestris' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'sq', href: 'https://fauna.example/species/Triturus-alpestris' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_GB' });
  });

  it('has no canonical link without the site address or the page location', () => {
    const withoutAddress = pageMetaFor({ productName: 'Fauna', basePath: '/' }, null, 'd', { pathname: '/' });
    const withoutLocation = pageMetaFor({ productName: 'Fauna', siteUrl: 'https://fauna.example/', basePath: '/' }, null, 'd');
    for (const meta of [withoutAddress, withoutLocation]) {
      expect(meta).toContainEqual({ title: 'Fauna – Fauna e Kosovës' });
      expect(meta.some((tag) => ('rel' in tag && tag.rel === 'canonical') || ('property' in tag && tag.property === 'og:url'))).toBe(false);
    }
  });
});

describe('a page and its twin in the other language', () => {
  const site = { productName: 'Fauna of Kosovo', siteUrl: 'https://fauna.example/', basePath: '/fauna/' };
  const alternates = (pathname: string) =>
    pageMetaFor(site, 'Odonata', 'd', { pathname }).filter((tag) => 'rel' in tag && tag.rel === 'alternate');

  it('each names both editions and the Albanian one as the default, the same from either side', () => {
    const fromAlbanian = alternates('/families/Odonata');
    expect(fromAlbanian).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'sq', href: 'https://fauna.example/fauna/families/Odonata' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://fauna.example/fauna/en/families/Odonata' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://fauna.example/fauna/families/Odonata' },
    ]);
    expect(alternates('/en/families/Odonata')).toEqual(fromAlbanian);
  });

  it("the English home is /en/, its canonical and its twin's", () => {
    const meta = pageMetaFor(site, null, 'd', { pathname: '/en/' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://fauna.example/fauna/en/' });
    expect(meta).toContainEqual({ title: 'Fauna of Kosovo' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_GB' });
    expect(alternates('/')).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://fauna.example/fauna/en/' });
  });

  it("each says its own locale to Open Graph, and the other as its alternate; a page without a location names none", () => {
    const locales = (pathname?: string) =>
      pageMetaFor(site, 'Odonata', 'd', pathname === undefined ? undefined : { pathname }).filter((tag) => 'property' in tag && String(tag.property).startsWith('og:locale'));
    expect(locales('/families/Odonata')).toEqual([
      { property: 'og:locale', content: 'sq_AL' },
      { property: 'og:locale:alternate', content: 'en_GB' },
    ]);
    expect(locales('/en/families/Odonata')).toEqual([
      { property: 'og:locale', content: 'en_GB' },
      { property: 'og:locale:alternate', content: 'sq_AL' },
    ]);
    expect(locales()).toEqual([{ property: 'og:locale', content: 'sq_AL' }]);
  });

  it('without the site address the twins are under the base path', () => {
    const meta = pageMetaFor({ productName: 'F', basePath: '/' }, null, 'd', { pathname: '/endemic' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: '/en/endemic' });
  });
});
