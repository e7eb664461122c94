// Issue 21's acceptance with real data: the owners' content as version 2 and a release 1 made from it by removing
// 25 species and renaming 3 (stated in renames.csv). The page of version 2 shows 25 added and 3 renamed, the old
// names' addresses lead to the new pages, and no link of any page of the site is broken.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { contentSource } from '../src/content/node/content-dir.server.ts';
import { wholeFaunaCsv } from '../src/content/node/fauna-csv.server.ts';
import { loadValidContent } from '../src/content/node/load-content.server.ts';
import { buildSite, startServer, type RunningServer } from '../scripts/bench/processes.ts';
import { crawlSite, fetchText } from '../test/validators/site-crawl.ts';
import { OWNERS_SKIP_LINE } from '../test/owners-content.ts';
import { BUILDS, hasOwnersContent, OWNERS_CONTENT } from './builds.ts';
import { escapeRegExp, expect, test } from './fixtures.ts';

test.skip(!hasOwnersContent, OWNERS_SKIP_LINE);
test.skip(({ build, server }) => build !== 'default' || server !== 'node', 'one build of its own is enough');
test.describe.configure({ mode: 'serial', timeout: 600_000 }); // one build of the owners' content (both editions)

/**
 * A name's key as written here: genus, epithet and a lowercase infraspecific epithet, followed by the authorship or
 * nothing; '' for any other form (a qualifier such as "cf.", a subgenus): the names picked are plain ones.
 */
const keyOf = (name: string) => /^[A-Z][a-z]+ [a-z]+(?: [a-z]+)?(?= [A-Z(]|$)/.exec(name)?.[0] ?? '';
const slugOf = (key: string) => key.replaceAll(' ', '-');

let work = '';
let server: RunningServer | null = null;
const fixture = { added: [] as string[], renamed: [] as { from: string; to: string }[] };

test.beforeAll(async () => {
  test.setTimeout(600_000); // the hook's own timeout: it builds a site
  work = mkdtempSync(path.join(os.tmpdir(), 'fauna-owners-releases-'));
  const content = path.join(work, 'content');
  cpSync(OWNERS_CONTENT, content, { recursive: true });
  // Version 2: the owners' content as the site publishes it (the file the owners keep when they start version 3).
  const current = wholeFaunaCsv(loadValidContent(contentSource(content)).checklists);
  const parsed = Papa.parse<Record<string, string>>(current.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  const rows = parsed.data;
  // Species named by genus and epithet alone (no subspecies of theirs listed), each listed once, spread over the fauna.
  const keys = rows.map((row) => keyOf(row.Lloji!));
  const once = [...new Set(keys)].filter((key) => key.split(' ').length === 2 && !/\b(?:cf|aff|sp|spp)$/.test(key) && keys.filter((other) => other === key || other.startsWith(`${key} `)).length === 1);
  const picked = once.filter((_, index) => index % Math.floor(once.length / 28) === 0).slice(0, 28);
  expect(picked).toHaveLength(28);
  const [renamedKeys, removedKeys] = [picked.slice(0, 3), picked.slice(3)];
  const release1 = rows.flatMap((row) => {
    const key = keyOf(row.Lloji!);
    if (removedKeys.includes(key)) return [];
    if (!renamedKeys.includes(key)) return [row];
    // Listed in version 1 under a name no list has: its genus spelt otherwise.
    const from = row.Lloji!.replace(/^([A-Z][a-z]+)/, '$1ops');
    fixture.renamed.push({ from, to: row.Lloji! });
    return [{ ...row, Lloji: from }];
  });
  fixture.added = removedKeys;
  mkdirSync(path.join(content, 'releases/1'), { recursive: true });
  writeFileSync(path.join(content, 'releases/1/fauna-of-kosovo.csv'), `\uFEFF${Papa.unparse(release1, { columns: parsed.meta.fields!, quotes: true })}\r\n`);
  cpSync(path.join(content, 'references.md'), path.join(content, 'releases/1/references.md'));
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
  writeFileSync(path.join(content, 'renames.csv'), ['Emri i vjetër,Emri i ri,Ndryshimi,Burimi', ...fixture.renamed.map(({ from, to }) => [from, to, 'new combination', 'Fixture, 2026'].map(cell).join(','))].join('\n'));

  const buildDir = path.join(work, 'build');
  const { seconds } = buildSite(buildDir, content);
  test.info().annotations.push({ type: 'timing', description: `fixture build: ${seconds.toFixed(1)} s` });
  server = await startServer(buildDir, BUILDS.default.port + 30);
});

test.afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the page of version 2 shows the 25 species added and the 3 renamed, each linked to its page', async ({ page }) => {
  for (const edition of [
    { prefix: '', counts: ['Lloje të shtuara: 25 lloje', 'Emra të ndryshuar: 3 lloje'], previously: 'më parë' },
    { prefix: 'en/', counts: ['Species added: 25 species', 'Names changed: 3 species'], previously: 'previously' },
  ]) {
    expect((await page.goto(`${server!.url}${edition.prefix}releases/2`))?.status()).toBe(200);
    expect(await page.locator('.release-change-counts li').allTextContents()).toEqual(edition.counts);
    const added = page.locator('.release-kind[data-change="added"] li');
    expect((await added.allTextContents()).map(keyOf).toSorted()).toEqual(fixture.added.toSorted());
    for (const key of fixture.added) {
      await expect(page.locator('.release-kind[data-change="added"]').getByRole('link', { name: new RegExp(`^${escapeRegExp(key)}\\b`) })).toHaveAttribute('href', `/${edition.prefix}species/${slugOf(key)}`);
    }
    const renamed = page.locator('.release-kind[data-change="renamed"] li');
    await expect(renamed).toHaveCount(3);
    for (const { from, to } of fixture.renamed) {
      const item = renamed.filter({ hasText: `(${edition.previously} ${from})` });
      await expect(item.getByRole('link')).toHaveText(to);
      await expect(item.getByRole('link')).toHaveAttribute('href', `/${edition.prefix}species/${slugOf(keyOf(to))}`);
    }
  }
});

test('the three old addresses lead to the new pages, whose history says the name changed in version 2', async ({ page }) => {
  for (const { from, to } of fixture.renamed) {
    for (const edition of [{ prefix: '', history: `Versioni 2: emri ndryshoi (më parë ${from})` }, { prefix: 'en/', history: `Version 2: name changed (previously ${from})` }]) {
      const current = `/${edition.prefix}species/${slugOf(keyOf(to))}`;
      expect((await page.goto(`${server!.url}${edition.prefix}species/${slugOf(keyOf(from))}`))?.status(), from).toBe(200);
      await page.getByRole('main').getByRole('link', { name: to, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(current)}$`));
      await expect(page.locator('.species-history li').nth(1)).toHaveText(edition.history);
    }
  }
  await page.goto(`${server!.url}species/${slugOf(fixture.added[0]!)}`);
  await expect(page.locator('.species-history li')).toHaveText(['Në listë që nga versioni 2.']);
});

test('no link, asset, fragment or JSON-LD address of any page of the site is broken', async () => {
  const client = path.join(work, 'build', BUILD_LAYOUT.current);
  const manifest = readSiteManifest(client);
  const notFound = new Set(manifest.notFoundPages.map(({ page }) => page));
  const start = Object.entries(manifest.resources)
    .filter(([url, { type, file }]) => type.startsWith('text/html') && !notFound.has(url) && !file.startsWith('__spa-fallback'))
    .map(([url]) => encodeURI(url.slice(1)));
  // Every page of both editions, among them the added species' and the old names' pages.
  const expected = [...fixture.added, ...fixture.renamed.flatMap(({ from, to }) => [keyOf(from), keyOf(to)])].flatMap((key) => [`species/${slugOf(key)}`, `en/species/${slugOf(key)}`]);
  expect(start).toEqual(expect.arrayContaining(['', 'en', 'releases/1', 'releases/2', 'en/releases/2', ...expected]));
  expect(start.length).toBeGreaterThan(2 * 1500);
  const report = await crawlSite({ served: server!.url, publicHome: null, start, fetch: fetchText });
  expect(report.broken.slice(0, 40).map((broken) => `${broken.kind} ${broken.url}: ${broken.problem} (on ${broken.from})`)).toEqual([]);
  test.info().annotations.push({ type: 'crawl', description: `${report.pages} pages, ${report.addresses} addresses` });
});
