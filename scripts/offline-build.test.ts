import { describe, expect, it } from 'vitest';
import { offlinePage, pageUrl, PRECACHE_PATTERNS, runtimeCaching, webAppManifest } from './offline-build.ts';

type Match = (options: { request: { mode: string; url: string }; url: URL; sameOrigin: boolean }) => boolean;
const matches = (basePath: string, url: string, mode = 'cors', sameOrigin = true) =>
  runtimeCaching(basePath).map((rule) => (rule.urlPattern as unknown as Match)({ request: { mode, url }, url: new URL(url), sameOrigin }));

describe('offline build', () => {
  it('stores pages under the URLs the site links, below the base path', () => {
    expect(pageUrl('index.html', '/')).toBe('/');
    expect(pageUrl('families/Pakurrizoret tjerë/index.html', '/fauna/')).toBe('/fauna/families/Pakurrizoret tjerë');
    expect(pageUrl('families/Gjitaret.data', '/fauna/')).toBe('/fauna/families/Gjitaret.data');
    expect(pageUrl('assets/root-abc12345.js', '/')).toBe('/assets/root-abc12345.js');
  });

  it('precaches the lists, the search index and the small pages, never the species pages or photos', () => {
    expect(PRECACHE_PATTERNS).toEqual(expect.arrayContaining(['families/*/index.html', 'families/*.data', 'data/*.csv', 'data/species-index.json', 'references/index.html', 'endemic/index.html']));
    expect(PRECACHE_PATTERNS.some((pattern) => pattern.startsWith('species') || pattern.startsWith('photos'))).toBe(false);
  });

  it('caches only same-origin pages, page data and photos at run time, and falls back to the offline page', () => {
    expect(matches('/', 'https://fauna.example/species/Canis-lupus', 'navigate')).toEqual([true, false, false]);
    expect(matches('/', 'https://fauna.example/species/Canis-lupus.data')).toEqual([false, true, false]);
    expect(matches('/', 'https://fauna.example/photos/x-640-0123abcd.webp')).toEqual([false, false, true]);
    expect(matches('/', 'https://tiles.example/photos/x.webp', 'navigate', false)).toEqual([false, false, false]);
    expect(runtimeCaching('/fauna/')[0]!.options?.precacheFallback).toEqual({ fallbackURL: '/fauna/offline.html' });
  });

  it('answers an unreachable page-data request with a document reload of its page', async () => {
    const plugin = runtimeCaching('/fauna/')[1]!.options!.plugins![0]!;
    const response = (await plugin.handlerDidError!({ request: new Request('https://fauna.example/fauna/species/Canis-lupus.data?_routes=routes%2Fspecies&x=1') } as never))!;
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Remix-Redirect')).toBe('https://fauna.example/fauna/species/Canis-lupus?x=1');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    const home = (await plugin.handlerDidError!({ request: new Request('https://fauna.example/fauna/_root.data') } as never))!;
    expect(home.headers.get('X-Remix-Redirect')).toBe('https://fauna.example/fauna/');
  });

  it('describes the installable site in Albanian, in the site colours, for its base path', () => {
    expect(webAppManifest('/fauna/')).toMatchObject({ lang: 'sq', name: 'Fauna e Kosovës', start_url: '/fauna/', scope: '/fauna/', theme_color: '#1f4d3a' });
  });

  it('writes an offline page in Albanian with links to what works offline, without script', () => {
    const html = offlinePage('/fauna/', ['Pakurrizoret tjerë']);
    expect(html).toContain('<html lang="sq">');
    expect(html).toContain('Kjo faqe nuk mund të hapet pa internet');
    expect(html).toContain('href="/fauna/families/Pakurrizoret%20tjer%C3%AB"');
    expect(html).not.toContain('<script');
  });
});
