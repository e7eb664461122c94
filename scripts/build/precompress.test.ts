import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpeciesPage, precompress } from './precompress.ts';

let dir: string;
const text = (label: string) => `${label}: ${'Lloj i rrallë i faunës së Kosovës. '.repeat(50)}\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fauna-precompress-'));
  const files: Record<string, string | Buffer> = {
    'index.html': text('html'),
    'families/Pakurrizoret tjerë/index.html': text('html'),
    'families/Pakurrizoret tjerë.data': text('data'),
    'assets/app-Bk0-_s2C.js': text('js'),
    'assets/app-D4x9Qa1Z.css': text('css'),
    'data/Odonata.csv': text('csv'),
    'search.json': text('json'),
    'sitemap.xml': text('xml'),
    'favicon.svg': text('svg'),
    'site.webmanifest': text('manifest'),
    'robots.txt': text('txt'),
    'tiny.txt': 'a',
    'photos/a-320-0a1b2c3d.jpg': Buffer.alloc(4000, 7),
    'data/archive.zip': Buffer.alloc(4000, 7),
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  await writeFile(path.join(dir, 'tiny.txt.br'), 'stale');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz beside every text file, and only there', async () => {
    const result = await precompress(dir);
    expect(result.files).toBe(12);
    const names = (await readdir(dir, { recursive: true })).map((name) => name.split(path.sep).join('/')).sort();
    for (const name of ['index.html', 'families/Pakurrizoret tjerë/index.html', 'families/Pakurrizoret tjerë.data', 'assets/app-Bk0-_s2C.js', 'assets/app-D4x9Qa1Z.css', 'data/Odonata.csv', 'search.json', 'sitemap.xml', 'favicon.svg', 'site.webmanifest', 'robots.txt']) {
      expect(names, name).toContain(`${name}.br`);
      expect(names, name).toContain(`${name}.gz`);
    }
    expect(names.filter((name) => /\.(jpg|zip)\.(br|gz)$/.test(name))).toEqual([]);
  });

  it('round-trips byte for byte', async () => {
    const original = await readFile(path.join(dir, 'families/Pakurrizoret tjerë/index.html'));
    const br = await readFile(path.join(dir, 'families/Pakurrizoret tjerë/index.html.br'));
    const gz = await readFile(path.join(dir, 'families/Pakurrizoret tjerë/index.html.gz'));
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('writes no variant that is not smaller, and removes a stale one', async () => {
    const names = await readdir(dir);
    expect(names).not.toContain('tiny.txt.br');
    expect(names).not.toContain('tiny.txt.gz');
  });

  it('can run again on its own output', async () => {
    const again = await precompress(dir);
    expect(again.files).toBe(12);
  });

  it('takes both editions\' species pages and data for species pages, and nothing else', () => {
    const species = ['species/Canis-lupus/index.html', 'species/Canis-lupus.data', 'en/species/Canis-lupus/index.html', 'en/species/Canis-lupus.data'];
    const others = ['species.json', 'en/index.html', 'en/endemic/index.html', 'families/Aves/index.html', 'en/families/Aves.data', 'data/species.csv'];
    for (const name of species) expect(isSpeciesPage('/site', path.join('/site', name)), name).toBe(true);
    for (const name of others) expect(isSpeciesPage('/site', path.join('/site', name)), name).toBe(false);
  });
});
