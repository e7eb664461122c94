import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { sitePages } from './site-pages.ts';

describe('sitemap.xml and robots.txt', () => {
  it('lists every listed page once, at its encoded public address', () => {
    const pages = sitePages({ groups: [{ name: 'Odonata' }, { name: 'Pakurrizoret tjerë' }], speciesPaths: ['/species/Eresus-kollari', '/species/Eresus-kollari'], releasePaths: ['/releases/1'] });
    const listed = pages.filter((page) => page.listed).map((page) => page.path);
    const xml = sitemapXml(listed, 'https://fauna.example/fauna/');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://fauna.example/fauna/',
      'https://fauna.example/fauna/endemic',
      'https://fauna.example/fauna/references',
      'https://fauna.example/fauna/about-data',
      'https://fauna.example/fauna/families/Odonata',
      'https://fauna.example/fauna/families/Pakurrizoret%20tjer%C3%AB',
      'https://fauna.example/fauna/releases/1',
      'https://fauna.example/fauna/species/Eresus-kollari',
      'https://fauna.example/fauna/en/',
      'https://fauna.example/fauna/en/endemic',
      'https://fauna.example/fauna/en/references',
      'https://fauna.example/fauna/en/about-data',
      'https://fauna.example/fauna/en/families/Odonata',
      'https://fauna.example/fauna/en/families/Pakurrizoret%20tjer%C3%AB',
      'https://fauna.example/fauna/en/releases/1',
      'https://fauna.example/fauna/en/species/Eresus-kollari',
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  });

  it('gives each page its twins in both languages, the Albanian one the default, the same from either side', () => {
    const xml = sitemapXml(['/endemic', '/en/endemic'], 'https://fauna.example/');
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const alternates = (entry: string) => [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(alternates(entries[0]!)).toEqual(['sq https://fauna.example/endemic', 'en https://fauna.example/en/endemic', 'x-default https://fauna.example/endemic']);
    expect(alternates(entries[1]!)).toEqual(alternates(entries[0]!));
  });

  it('prerenders the error and not-found pages but keeps them out of the sitemap', () => {
    const unlisted = sitePages({ groups: [] }).filter((page) => !page.listed).map((page) => page.path);
    expect(unlisted).toEqual(['/error', '/404', '/species/404', '/en/error', '/en/404', '/en/species/404']);
  });

  it("prerenders the old names' and removed species' pages in both editions, out of the sitemap", () => {
    const pages = sitePages({ groups: [], speciesPaths: ['/species/Ichthyosaura-alpestris'], unlistedSpeciesPaths: ['/species/Triturus-alpestris'] });
    expect(pages.filter((page) => page.path.includes('alpestris'))).toEqual([
      { path: '/species/Ichthyosaura-alpestris', listed: true },
      { path: '/species/Triturus-alpestris', listed: false },
      { path: '/en/species/Ichthyosaura-alpestris', listed: true },
      { path: '/en/species/Triturus-alpestris', listed: false },
    ]);
  });

  it('points robots.txt to the sitemap only when there is one', () => {
    expect(robotsTxt('https://fauna.example/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://fauna.example/sitemap.xml\n');
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\n');
  });
});
