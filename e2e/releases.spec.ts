// Every release's downloads at /data/releases/{N}/, served like every data file, and changes.csv equal to the
// differences between the two releases of the default content, computed here on their own (docs/decisions/0027).
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { DEFAULT_CONTENT_DIR } from '../src/content/node/content-dir.server.ts';
import { BUILDS } from './builds.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ build }) => build === 'owners', "the default content's releases: the owners' folder keeps none");

const RELEASE_FILES = {
  1: ['fauna-of-kosovo.csv', 'references.md'],
  2: ['fauna-of-kosovo.csv', 'references.md', 'changes.csv', 'CHANGES.md'],
} as const;

test('each release is published and served at /data/releases/{N}/, in the site manifest', async ({ request, build }) => {
  const manifest = readSiteManifest(realpathSync(path.resolve(BUILDS[build].buildDir, BUILD_LAYOUT.current)));
  for (const [version, files] of Object.entries(RELEASE_FILES)) {
    for (const file of files) {
      const address = `/data/releases/${version}/${file}`;
      const type = file.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'text/markdown; charset=utf-8';
      expect(manifest.resources[address], address).toMatchObject({ file: address.slice(1), type, cache: 'revalidate' });
      const response = await request.get(`.${address}`);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
  }
  expect(manifest.resources['/data/releases/1/changes.csv']).toBeUndefined();
  // Release 1 as the content keeps it; release 2, the content's own version, as the site publishes it now.
  for (const file of RELEASE_FILES[1]) {
    expect(await (await request.get(`./data/releases/1/${file}`)).body()).toEqual(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'releases/1', file)));
  }
  expect(await (await request.get('./data/releases/2/fauna-of-kosovo.csv')).body()).toEqual(await (await request.get('./data/fauna-of-kosovo.csv')).body());
  expect(await (await request.get('./data/releases/2/references.md')).body()).toEqual(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'references.md')));
});

test("changes.csv of release 2 parses back to the differences between the two releases' files", async ({ request }) => {
  const csv = async (address: string) => {
    const text = await (await request.get(address)).text();
    expect(text.startsWith('\uFEFF'), address).toBe(true);
    return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data;
  };
  const [before, after, published] = await Promise.all([
    csv('./data/releases/1/fauna-of-kosovo.csv'),
    csv('./data/releases/2/fauna-of-kosovo.csv'),
    csv('./data/releases/2/changes.csv'),
  ]);
  const expected = differences(before, after);
  expect(published.map((row) => [row.Ndryshimi, row.Lloji, row.Grupi, row['Më parë'], row.Tani])).toEqual(expected);
  // What the default content's two releases differ by, as written in its own words (content/releases/1).
  expect(expected.map(([code, name]) => `${code} ${name}`)).toEqual([
    'added Eratigena mirusha Geci, Naumova & Ibrahimi, 2025',
    'added Tinodes lumbardhi Ibrahimi, Bilalli & Musliu, 2025',
    'moved Rutilus rutilus (Linnaeus, 1758)',
    'moved Squalius cephalus (Linnaeus, 1758)',
    'authorship Vipera ammodytes (Linnaeus, 1758)',
  ]);
  const markdown = await (await request.get('./data/releases/2/CHANGES.md')).text();
  expect(markdown).toContain('# Changes in version 2 (since version 1)');
  expect(markdown).toContain('- Added: 2\n- Moved to another order or family: 2\n- Authorship corrected: 1\n');
});

type Listed = { name: string; groups: string[]; placements: Set<string>; authorship: string; sources: string[] };

/**
 * The typed changes between two whole-fauna CSVs, written here without the site's code: species by their name
 * without authorship (genus, epithet and a lowercase infraspecific epithet), in the newer list's order, removals last.
 */
function differences(before: Record<string, string>[], after: Record<string, string>[]): string[][] {
  const [old, now] = [listed(before), listed(after)];
  const rows: string[][] = [];
  for (const [key, species] of now) {
    const was = old.get(key);
    const row = (code: string, previous: string, current: string) => rows.push([code, species.name, species.groups.join('; '), previous, current]);
    if (!was) {
      row('added', '', species.name);
      continue;
    }
    const [a, b] = [[...was.placements].sort().join(' | '), [...species.placements].sort().join(' | ')];
    if (a !== b) row('moved', a, b);
    if (was.authorship !== species.authorship && was.authorship && species.authorship) row('authorship', was.authorship, species.authorship);
    const added = species.sources.filter((source) => !was.sources.includes(source));
    if (added.length > 0) row('sources-added', was.sources.join('; '), added.join('; '));
  }
  for (const [key, species] of old) if (!now.has(key)) rows.push(['removed', species.name, species.groups.join('; '), species.name, '']);
  return rows;
}

function listed(rows: Record<string, string>[]): Map<string, Listed> {
  const species = new Map<string, Listed>();
  for (const row of rows) {
    const name = (row.Lloji ?? '').trim();
    const key = /^[A-Z][a-z]+ [a-z-]+(?: [a-z-]+(?= |$))?/.exec(name)?.[0];
    if (!key) continue;
    const entry = species.get(key) ?? { name, groups: [], placements: new Set<string>(), authorship: name.slice(key.length).trim(), sources: [] };
    species.set(key, entry);
    if (!entry.groups.includes(row.Grupi!)) entry.groups.push(row.Grupi!);
    entry.placements.add(`${row.Rendi} › ${row.Familja}`);
    for (const source of (row.Referenca ?? '').replace(/[()]/g, '').split(';').map((part) => part.trim()).filter(Boolean)) {
      if (!entry.sources.includes(source)) entry.sources.push(source);
    }
  }
  return species;
}
