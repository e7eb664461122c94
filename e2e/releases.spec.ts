// Every release's downloads at /data/releases/{N}/, served like every data file, and changes.csv equal to the
// differences between the two releases of the default content, computed here on their own (docs/decisions/0027).
import { appendFileSync, cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { DEFAULT_CONTENT_DIR } from '../src/content/node/content-dir.server.ts';
import { buildSite, startServer, type RunningServer } from '../scripts/bench/processes.ts';
import { BUILDS } from './builds.ts';
import { basePathOf, escapeRegExp, expect, test, visit } from './fixtures.ts';

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
  // Each name as the Code sets it: the name in italics, its authorship in roman.
  expect(markdown).toContain('- *Eratigena mirusha* Geci, Naumova & Ibrahimi, 2025 (Merimangat)\n');
});

const CHANGE_TITLES = {
  sq: { added: 'Lloje të shtuara', removed: 'Lloje të hequra', renamed: 'Emra të ndryshuar', moved: 'Në rend ose familje tjetër', authorship: 'Autorësi e korrigjuar', 'sources-added': 'Burime të shtuara' },
  en: { added: 'Species added', removed: 'Species removed', renamed: 'Names changed', moved: 'Moved to another order or family', authorship: 'Authorship corrected', 'sources-added': 'Sources added' },
} as const;

test("the page of version 2, in both editions, lists exactly the differences between the two releases' files, by group and kind, each species linked", async ({ tab: page, request, build }) => {
  const csv = async (address: string) => Papa.parse<Record<string, string>>((await (await request.get(address)).text()).slice(1), { header: true, skipEmptyLines: true }).data;
  const expected = differences(await csv('./data/releases/1/fauna-of-kosovo.csv'), await csv('./data/releases/2/fauna-of-kosovo.csv'));
  for (const [locale, prefix] of [['sq', ''], ['en', 'en/']] as const) {
    const titles = CHANGE_TITLES[locale];
    const response = await visit(page, `${prefix}releases/2`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'sq' ? 'Versioni 2' : 'Version 2');
    const shown: string[][] = [];
    for (const kind of await page.locator('.release-kind').all()) {
      const code = (await kind.getAttribute('data-change'))! as keyof typeof titles;
      await expect(kind.getByRole('heading')).toHaveText(new RegExp(`^${escapeRegExp(titles[code])} \\(\\d+\\)$`));
      for (const item of await kind.getByRole('listitem').all()) {
        const link = item.getByRole('link');
        const name = (await link.textContent())!;
        const slug = /^[A-Z][a-z]+ [a-z-]+/.exec(name)![0].replace(' ', '-');
        expect(await link.getAttribute('href')).toBe(`${basePathOf(build)}${prefix}species/${slug}`);
        shown.push([code, name]);
      }
    }
    // Per group the page lists each species once per kind; the test's list, once per species and kind.
    const distinct = [...new Map(shown.map((entry) => [entry.join(' '), entry])).values()];
    expect(distinct.toSorted()).toEqual(expected.map(([code, name]) => [code, name]).toSorted());
    const counts = await page.locator('.release-change-counts li').allTextContents();
    const perCode = [...new Set(expected.map(([code]) => code!))].map((code) => {
      const total = expected.filter(([other]) => other === code).length;
      return `${titles[code as keyof typeof titles]}: ${total} ${locale === 'sq' ? (total === 1 ? 'lloj' : 'lloje') : 'species'}`;
    });
    expect(counts.toSorted()).toEqual(perCode.toSorted());
    // The downloads named on the page are the release's, and every version is linked.
    for (const file of RELEASE_FILES[2]) await expect(page.locator(`a[href="${basePathOf(build)}data/releases/2/${file}"]`)).toHaveCount(1);
    await page.getByRole('link', { name: locale === 'sq' ? 'Versioni 1' : 'Version 1', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix)}releases/1$`));
    await expect(page.getByRole('main')).toContainText(locale === 'sq' ? 'Versioni aktual i listës është versioni 2.' : 'The current version of the checklist is version 2.');
  }
});

test('every species page of both editions has its history, from the version it entered the list in', async ({ request, build }) => {
  const manifest = readSiteManifest(realpathSync(path.resolve(BUILDS[build].buildDir, BUILD_LAYOUT.current)));
  const pages = Object.keys(manifest.resources).filter((address) => /^\/(?:en\/)?species\/[^/.]+$/.test(address) && !address.endsWith('/404'));
  expect(pages.length).toBeGreaterThan(100);
  for (const address of pages) {
    const html = (await (await request.get(`.${address}`)).text()).replaceAll('<!-- -->', '');
    // An old name's page leads to its species' page instead.
    if (html.includes('class="species-renamed"')) continue;
    expect(html, address).toMatch(/<h2 id="species-history">(?:Historia në listë|History in the checklist)<\/h2><ul class="species-history"><li>(?:Në listë që nga|In the checklist since) <a [^>]*>versioni? [12]<\/a>\.<\/li>/);
  }
});

test("each species page shows its history: the version it entered the list in and each change since", async ({ tab: page }) => {
  const cases = [
    { slug: 'Rutilus-rutilus', sq: ['Në listë që nga versioni 1.', 'Versioni 2: u zhvendos në rend ose familje tjetër (më parë Cypriniformes › Cyprinidae)'], en: ['In the checklist since version 1.', 'Version 2: moved to another order or family (previously Cypriniformes › Cyprinidae)'] },
    { slug: 'Eratigena-mirusha', sq: ['Në listë që nga versioni 2.'], en: ['In the checklist since version 2.'] },
    { slug: 'Vipera-ammodytes', sq: ['Në listë që nga versioni 1.', 'Versioni 2: autorësia u korrigjua (më parë Linnaeus, 1758)'], en: ['In the checklist since version 1.', 'Version 2: authorship corrected (previously Linnaeus, 1758)'] },
  ];
  for (const { slug, sq, en } of cases) {
    for (const [prefix, lines, heading] of [['', sq, 'Historia në listë'], ['en/', en, 'History in the checklist']] as const) {
      await visit(page, `${prefix}species/${slug}`);
      await expect(page.getByRole('region', { name: heading }).getByRole('listitem')).toHaveText(lines);
    }
  }
  // Its versions lead to their pages; the footer, to the current one's.
  await page.getByRole('region', { name: 'History in the checklist' }).getByRole('link', { name: 'version 1' }).click();
  await expect(page).toHaveURL(/en\/releases\/1$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'What’s new in version 2' }).click();
  await expect(page).toHaveURL(/en\/releases\/2$/);
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

test.describe('a copy of the default content: release 1 with one species more, DOIs for version 1 and for all versions', () => {
  test.skip(({ build, server }) => build !== 'default' || server !== 'node', 'one build of its own is enough');
  test.describe.configure({ mode: 'serial', timeout: 300_000 }); // one build of the default content (~20 s idle)

  let work = '';
  let server: RunningServer | null = null;
  // Test data, not a fact: release 1 of a copy of the default content lists one species more.
  const REMOVED = { name: 'Proteus anguinus Laurenti, 1768', group: 'Amfibet dhe Reptilet', order: 'Caudata', family: 'Proteidae' };
  const DOIS = { version1: '10.5281/zenodo.1000001', all: '10.5281/zenodo.1000000' };

  test.beforeAll(async () => {
    test.setTimeout(300_000); // the hook's own timeout: it builds a site
    work = mkdtempSync(path.join(os.tmpdir(), 'fauna-removed-'));
    const content = path.join(work, 'content');
    cpSync(path.join(DEFAULT_CONTENT_DIR, 'releases'), path.join(content, 'releases'), { recursive: true });
    const csv = path.join(content, 'releases/1/fauna-of-kosovo.csv');
    appendFileSync(csv, `999,,${REMOVED.order},${REMOVED.family},"${REMOVED.name}",,${REMOVED.group}\r\n`);
    // Test data, not facts either: a DOI for version 1 and one for all versions.
    const site = JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'site.json'), 'utf8')) as { releases: { version: number; doi?: string }[] };
    site.releases = site.releases.map((release) => (release.version === 1 ? { ...release, doi: DOIS.version1 } : release));
    writeFileSync(path.join(content, 'site.json'), JSON.stringify({ ...site, allVersionsDoi: DOIS.all }, null, 2));
    buildSite(path.join(work, 'build'), content);
    server = await startServer(path.join(work, 'build'), BUILDS.default.port + 31);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('keeps its address: a page that names the versions that listed it and the current one, linked from the list of changes', async ({ tab: page }) => {
    for (const edition of [
      { prefix: '', text: 'Ishte në listë në versionin 1. Nuk është më në listë që nga versioni 2. Versioni aktual i listës është versioni 2.', removed: 'Lloje të hequra (1)' },
      { prefix: 'en/', text: 'Listed in version 1. Not in the checklist since version 2. The current version of the checklist is version 2.', removed: 'Species removed (1)' },
    ]) {
      const address = `${edition.prefix}species/Proteus-anguinus`;
      expect((await page.goto(`${server!.url}${address}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(REMOVED.name);
      await expect(page.locator('.species-removed')).toHaveText(edition.text);
      await expect(page.locator('.species-placement dd')).toHaveText([/\S/, REMOVED.order, REMOVED.family]);
      await page.getByRole('link', { name: edition.prefix ? 'version 2' : 'versioni 2' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(edition.prefix)}releases/2$`));
      const kind = page.locator('.release-kind[data-change="removed"]');
      await expect(kind.getByRole('heading')).toHaveText(edition.removed);
      await expect(kind.getByRole('link')).toHaveAttribute('href', `/${address}`);
    }
  });
  test('every version keeps its DOI, and the DOI of all versions is named where the site says how to cite', async ({ tab: page }) => {
    for (const { prefix, label, version1 } of [
      { prefix: '', label: 'DOI për të gjitha versionet:', version1: 'Versioni 1' },
      { prefix: 'en/', label: 'DOI for all versions:', version1: 'Version 1' },
    ]) {
      await page.goto(`${server!.url}${prefix}releases/2`);
      const versions = page.locator('.release-versions');
      await expect(versions.getByRole('listitem').filter({ hasText: version1 })).toContainText(`https://doi.org/${DOIS.version1}`);
      await expect(versions.locator('.all-versions-doi')).toHaveText(`${label} https://doi.org/${DOIS.all}`);
      await page.goto(`${server!.url}${prefix}about-data`);
      await expect(page.locator('.all-versions-doi')).toHaveText(`${label} https://doi.org/${DOIS.all}`);
      await expect(page.locator('.all-versions-doi a')).toHaveAttribute('href', `https://doi.org/${DOIS.all}`);
    }
  });
});
