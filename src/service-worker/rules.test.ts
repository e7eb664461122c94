import { describe, expect, it } from 'vitest';
import { isEnglishPage, isPage, isPageData, isPhoto, offlineUrl, pageDataFallback } from './rules.ts';

const matches = (url: string, mode = 'cors', sameOrigin = true) =>
  [isPage, isPageData, isPhoto].map((match) => match({ request: { mode: mode as RequestMode }, url: new URL(url), sameOrigin }));

describe('service worker rules', () => {
  it('caches only same-origin pages, page data and photos at run time, and falls back to the offline page', () => {
    expect(matches('https://fauna.example/species/Canis-lupus', 'navigate')).toEqual([true, false, false]);
    expect(matches('https://fauna.example/species/Canis-lupus.data')).toEqual([false, true, false]);
    expect(matches('https://fauna.example/photos/x-640-0123abcd.webp')).toEqual([false, false, true]);
    expect(matches('https://tiles.example/photos/x.webp', 'navigate', false)).toEqual([false, false, false]);
    expect(offlineUrl('/fauna/')).toBe('/fauna/offline.html');
  });

  it("gives an English page the English edition's offline page", () => {
    const english = (url: string) => isEnglishPage('/fauna/')({ request: { mode: 'navigate' }, url: new URL(url), sameOrigin: true });
    expect(english('https://fauna.example/fauna/en/species/Canis-lupus')).toBe(true);
    expect(english('https://fauna.example/fauna/en/')).toBe(true);
    expect(english('https://fauna.example/fauna/en')).toBe(true);
    expect(english('https://fauna.example/fauna/species/Canis-lupus')).toBe(false);
    expect(english('https://fauna.example/fauna/english')).toBe(false);
    expect(english('https://fauna.example/en/species/Canis-lupus')).toBe(false);
    expect(offlineUrl('/fauna/', 'en')).toBe('/fauna/en/offline.html');
  });

  it('answers an unreachable page-data request with a document reload of its page', () => {
    const response = pageDataFallback(new Request('https://fauna.example/fauna/species/Canis-lupus.data?_routes=routes%2Fspecies&x=1'));
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Remix-Redirect')).toBe('https://fauna.example/fauna/species/Canis-lupus?x=1');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    const home = pageDataFallback(new Request('https://fauna.example/fauna/_root.data'));
    expect(home.headers.get('X-Remix-Redirect')).toBe('https://fauna.example/fauna/');
  });
});
