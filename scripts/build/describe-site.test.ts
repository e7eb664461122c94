import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteManifest } from '../../src/config/site-manifest.server.ts';
import { contentHash, contentTypeOf, describeSite, isHashedAsset } from './describe-site.ts';
import { scratchFolders } from '../../test/scratch-folders.ts';

const scratch = scratchFolders('describe');

describe('describeSite', () => {
  const client = scratch();
  const files: Record<string, string> = {
    'index.html': 'home',
    'families/Pakurrizoret tjerë/index.html': 'group',
    'families/Pakurrizoret tjerë.data': 'data',
    '404/index.html': 'not found',
    '404.html': 'copy for static hosts',
    'assets/root-AbC_1234.js': 'js',
    'assets/root-AbC_1234.js.br': 'b',
    'assets/root-AbC_1234.js.gz': 'gz',
    '_headers': '/*',
    '.staging/x': 'x',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), text);
  }
  const info = { basePath: '/', buildId: 'b', content: ['/c'], notFoundPages: [{ pattern: '*', page: '404/index.html' }] };
  const manifest = describeSite(client, { info, pagePolicies: { 'index.html': 'P' }, policy: 'D', builtAt: new Date('2026-11-25T00:00:00Z') });

  it('lists every published file under its address, and nothing else', () => {
    expect(Object.keys(manifest.resources).sort()).toEqual(['/', '/404', '/assets/root-AbC_1234.js', '/families/Pakurrizoret tjerë', '/families/Pakurrizoret tjerë.data']);
  });

  it('says what is sent for each: type, sizes, encodings, hash, cache class, policy', () => {
    expect(manifest.resources['/']).toEqual({ file: 'index.html', type: 'text/html; charset=utf-8', bytes: 4, encodings: {}, hash: contentHash(Buffer.from('home')), cache: 'revalidate', policy: 'P' });
    expect(manifest.resources['/assets/root-AbC_1234.js']).toMatchObject({ encodings: { br: 1, gzip: 2 }, cache: 'immutable' });
    expect(manifest.notFoundPages).toEqual([{ pattern: '*', page: '/404' }]);
  });

  it('is a manifest the schema accepts', () => {
    expect(parseSiteManifest(JSON.parse(JSON.stringify(manifest)), 'm')).toEqual(manifest);
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['a/index.html', 'text/html; charset=utf-8'],
    ['a.json', 'application/json; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['x.js', 'text/javascript; charset=utf-8'],
    ['x.data', 'text/x-script; charset=utf-8'],
    ['sitemap.xml', 'text/xml; charset=utf-8'],
    ['a.png', 'image/png'],
    ['a.avif', 'image/avif'],
    ['a.zip', 'application/zip'],
    ['a.unknown', 'application/octet-stream'],
  ])('%s → %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});

describe('isHashedAsset', () => {
  it.each([
    ['assets/index-Bk0-_s2C.js', true],
    ['assets/nested/chunk-a1b2c3d4.js', true],
    ['photos/canis-lupus-320-0a1b2c3d.webp', true],
    ['photos/canis-lupus-320-12345678.webp', true],
    ['assets/logo-original.svg', false],
    ['assets/shot-20240101.jpg', false],
    ['photos/Canis-Lupus-Photo.jpg', false],
    ['data/x-Bk0-_s2C.csv', false],
    ['index-Bk0-_s2C.js', false],
  ])('%s: %s', (file, hashed) => {
    expect(isHashedAsset(file)).toBe(hashed);
  });
});
