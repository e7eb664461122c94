import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressesOf, matchesPagePattern, parseSiteManifest, readSiteManifest, urlOfFile, type SiteManifest } from './site-manifest.server.ts';
import { scratchFolders } from '../../test/scratch-folders.ts';

const scratch = scratchFolders('manifest');

const valid = (): SiteManifest => ({
  format: 1,
  buildId: '20261125T000000Z-abcdef',
  builtAt: '2026-11-25T00:00:00.000Z',
  basePath: '/fauna/',
  content: ['/content'],
  policy: "default-src 'self'",
  notFoundPages: [{ pattern: '*', page: '/404' }],
  resources: {
    '/': { file: 'index.html', type: 'text/html; charset=utf-8', bytes: 10, encodings: { br: 5, gzip: 6 }, hash: 'abc', cache: 'revalidate', policy: "script-src 'self'" },
    '/404': { file: '404/index.html', type: 'text/html; charset=utf-8', bytes: 10, encodings: {}, hash: 'def', cache: 'revalidate' },
  },
});

describe('the URL ↔ file mapping', () => {
  it.each([
    ['index.html', '/', ['/', '/index.html']],
    ['families/Pakurrizoret tjerë/index.html', '/families/Pakurrizoret tjerë', ['/families/Pakurrizoret tjerë', '/families/Pakurrizoret tjerë/', '/families/Pakurrizoret tjerë/index.html']],
    ['families/Odonata.data', '/families/Odonata.data', ['/families/Odonata.data']],
    ['data/Odonata.csv', '/data/Odonata.csv', ['/data/Odonata.csv']],
  ])('%s is published at %s', (file, url, addresses) => {
    expect(urlOfFile(file)).toBe(url);
    expect(addressesOf(url, file)).toEqual(addresses);
  });
});

describe('not-found page patterns', () => {
  it.each([
    ['/species/:slug', '/species/No-such-species', true],
    ['/species/:slug', '/species/No-such-species/', true],
    ['/species/:slug', '/species/', false],
    ['/species/:slug', '/species', false],
    ['/species/:slug', '/species/a/b', false],
    ['/species/:slug', '/families/Nope', false],
    ['*', '/anything/at/all', true],
    ['/en/*', '/en', true],
    ['/en/*', '/en/', true],
    ['/en/*', '/en/families/Nope/x', true],
    ['/en/*', '/english', false],
    ['/en/*', '/families/en', false],
    ['/en/species/:slug', '/en/species/Nope', true],
    ['/en/species/:slug', '/species/Nope', false],
  ])('%s matches %s: %s', (pattern, requestPath, matches) => {
    expect(matchesPagePattern(pattern, requestPath)).toBe(matches);
  });
});

describe('the manifest schema', () => {
  it('accepts what the build writes', () => {
    expect(parseSiteManifest(valid(), 'm.json')).toEqual(valid());
  });

  // Each a defect the schema must catch: the server would otherwise serve a wrong or broken site.
  it.each<[string, (manifest: SiteManifest) => void, RegExp]>([
    ['another format', (m) => ((m as { format: number }).format = 2), /format/],
    ['a base path without its slashes', (m) => (m.basePath = 'fauna'), /basePath/],
    ['a file outside the client folder', (m) => (m.resources['/']!.file = '../secret.txt'), /resources\.\/\.file/],
    ['an address that is not the file’s', (m) => (m.resources['/']!.file = 'endemic/index.html'), /\/ is not the address of endemic\/index\.html/],
    ['a cache class it does not know', (m) => ((m.resources['/'] as { cache: string }).cache = 'forever'), /cache/],
    ['a negative size', (m) => (m.resources['/']!.encodings.br = -1), /br/],
    ['a 404 page it does not list', (m) => (m.notFoundPages = [{ pattern: '*', page: '/missing' }]), /the 404 page \/missing is not in its resources/],
    ['no 404 page', (m) => (m.notFoundPages = []), /notFoundPages/],
    ['an unknown field', (m) => Object.assign(m, { extra: 1 }), /extra/],
  ])('refuses %s, in one line naming the file', (_, plant, message) => {
    const manifest = valid();
    plant(manifest);
    let error: Error | undefined;
    try {
      parseSiteManifest(manifest, '/b/site-manifest.json');
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).toMatch(/^\/b\/site-manifest\.json: .*; run `npm run build`$/);
    expect(error?.message).not.toContain('\n');
  });

  it('reads a site folder’s manifest, and explains a missing or broken one', () => {
    const dir = scratch();
    expect(() => readSiteManifest(dir)).toThrow(/site-manifest\.json: missing; run `npm run build`/);
    writeFileSync(path.join(dir, 'site-manifest.json'), '{ "format": 1,');
    expect(() => readSiteManifest(dir)).toThrow(/site-manifest\.json: not valid JSON/);
    writeFileSync(path.join(dir, 'site-manifest.json'), JSON.stringify(valid()));
    expect(readSiteManifest(dir).buildId).toBe(valid().buildId);
  });
});
