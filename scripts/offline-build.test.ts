import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash } from './build/describe-site.ts';
import { offlineEn } from '../src/i18n/offline-en.ts';
import { bundleServiceWorker, offlinePage, PRECACHE_PATTERNS, precacheManifest, webAppManifest } from './offline-build.ts';

describe('offline build', () => {
  it('precaches the lists, the search index and the small pages, never the species pages or photos', () => {
    expect(PRECACHE_PATTERNS).toEqual(expect.arrayContaining(['families/*/index.html', 'families/*.data', 'data/*.csv', 'data/citations.json', 'data/species-index.json', 'references/index.html', 'endemic/index.html']));
    expect(PRECACHE_PATTERNS.some((pattern) => pattern.startsWith('species') || pattern.startsWith('photos'))).toBe(false);
  });

  it('lists the precached files under their URLs, with a content revision unless the name is hashed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fauna-offline-build-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    for (const file of ['index.html', 'families/Gjitarët/index.html', 'families/Gjitarët.data', 'data/fauna-of-kosovo.csv', 'data/Gjitarët.csv', 'offline.html']) write(file, file);
    write('assets/root-AbC_1234.js', 'js');
    write('species/Canis-lupus/index.html', 'species');
    write('photos/x.webp', 'photo');
    const manifest = precacheManifest(dir, '/fauna/');
    rmSync(dir, { recursive: true });
    const hash = (text: string) => contentHash(Buffer.from(text));
    expect(manifest).toEqual(expect.arrayContaining([
      { url: '/fauna/', revision: hash('index.html') },
      { url: '/fauna/families/Gjitarët', revision: hash('families/Gjitarët/index.html') },
      { url: '/fauna/families/Gjitarët.data', revision: hash('families/Gjitarët.data') },
      { url: '/fauna/data/Gjitarët.csv', revision: hash('data/Gjitarët.csv') },
      { url: '/fauna/offline.html', revision: hash('offline.html') },
      { url: '/fauna/assets/root-AbC_1234.js', revision: null },
    ]));
    expect(manifest).toHaveLength(6);
  });

  it('bundles the worker into one script with its precache list and base path written in', async () => {
    const code = await bundleServiceWorker([{ url: '/fauna/families/Gjitarët', revision: 'abc123' }], '/fauna/');
    expect(code).toContain('/fauna/families/Gjitarët');
    expect(code).toContain('abc123');
    expect(code).toContain('/fauna/');
    expect(code).toContain('fauna-of-kosovo');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).not.toContain('process.env');
  });

  it('describes the installable site in Albanian, in the site colours, for its base path', () => {
    expect(webAppManifest('/fauna/')).toMatchObject({ lang: 'sq', name: 'Fauna e Kosovës', start_url: '/fauna/', scope: '/fauna/', theme_color: '#1f4d3a' });
  });

  it('writes an offline page in Albanian with links to what works offline, without script', () => {
    const html = offlinePage('/fauna/', [{ name: 'Pakurrizoret tjerë', label: { text: 'Pakurrizoret tjerë', lang: 'sq' } }]);
    expect(html).toContain('<html lang="sq">');
    expect(html).toContain('Kjo faqe nuk mund të hapet pa internet');
    expect(html).toContain('href="/fauna/families/Pakurrizoret%20tjer%C3%AB"');
    expect(html).not.toContain('<script');
  });

  it("writes the English edition's offline page with links within it, an Albanian label marked as such", () => {
    const groups = [
      { name: 'Gjitarët', label: { text: 'Mammals', lang: 'en' as const } },
      { name: 'Odonata', label: { text: 'Odonata', lang: 'sq' as const } },
    ];
    const html = offlinePage('/fauna/', groups, offlineEn);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('This page cannot be opened offline');
    expect(html).toContain('<a href="/fauna/en/families/Gjitar%C3%ABt">Mammals</a>');
    expect(html).toContain('<a href="/fauna/en/families/Odonata" lang="sq">Odonata</a>');
    expect(html).toContain('<a href="/fauna/en/">Home page</a>');
    expect(html).toContain('<a href="/fauna/en/endemic">');
  });

  it("precaches both editions' lists and offline pages, and gives each edition its manifest", () => {
    expect(PRECACHE_PATTERNS).toEqual(expect.arrayContaining(['en/families/*/index.html', 'en/offline.html', 'offline.html', 'en/manifest.webmanifest']));
    expect(webAppManifest('/fauna/', offlineEn)).toMatchObject({ lang: 'en', start_url: '/fauna/en/', scope: '/fauna/' });
  });
});
