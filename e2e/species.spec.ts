import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import siteConfig from '../content/site.json' with { type: 'json' };
import { BUILDS, type BuildName } from './builds.ts';
import { checklistRows, renameRows, type ChecklistRow } from './content.ts';
import { basePathOf, COVERED_ELSEWHERE, escapeRegExp, expect, familyPath, jsonLd, skipDefaultIfCovered, test, visit } from './fixtures.ts';
import { paths } from '../src/config/paths.ts';

// Species pages `species/{slug}` (issue 8): one per distinct species, reached from every checklist, citations linked
// to the bibliography, JSON-LD, and no request to another origin. Every link and anchor on them is checked by the
// validators' crawl of every page (validators.spec.ts).

test.skip(skipDefaultIfCovered, COVERED_ELSEWHERE);
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 800 } });

const TAXON_PROFILE = 'https://bioschemas.org/profiles/Taxon/1.0-RELEASE';

// Written here independently of src/content/parse/species-identity.ts: genus, epithets (subspecies kept), no subgenus,
// qualifiers or authorship. 'Agonum (Agonum) muelleri (Herbst, 1784)' → 'Agonum muelleri'.
const QUALIFIER = /^(?:cf|cfr|aff|gr|nr|agg|ssp|subsp|var|f|ab|morpha|natio)\.?$/;
const EPITHET = /^(\p{Ll}+(?:[-/]\p{Ll}+)*)([,(].*)?$/u;
const NOT_EPITHET = new Set(['sensu', 'auct', 'non', 'nec', 'et', 'and', 'd', 'da', 'de', 'del', 'der', 'di', 'du', 'la', 'le', 'van', 'von', 'zu']);

function nameKey(name: string): string {
  const [genus = '', ...rest] = name.replace(/[\u200B-\u200D\u2060\u00AD]/g, '').split(' ');
  const words = [genus];
  for (const [index, word] of rest.entries()) {
    if (index === 0 && /^\(\p{Lu}\p{Ll}+\)$/u.test(word)) continue;
    if (QUALIFIER.test(word)) continue;
    const epithet = EPITHET.exec(word);
    if (!epithet || NOT_EPITHET.has(word)) break;
    words.push(epithet[1]!);
    if (epithet[2]) break; // 'trutta,' carries the start of the authorship
  }
  return words.join(' ');
}

const slugOf = (key: string) => key.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

type Group = { name: string; rows: ChecklistRow[] };

function groupsOf(build: BuildName): Group[] {
  return siteConfig.groups.map((group) => ({ name: group.name, rows: checklistRows(build, group.file) }));
}

/** Distinct species keys across all checklists, each with the group (menu order) that lists it first. */
function distinctSpecies(build: BuildName): Map<string, string> {
  const first = new Map<string, string>();
  for (const group of groupsOf(build)) for (const row of group.rows) if (!first.has(nameKey(row.lloji))) first.set(nameKey(row.lloji), group.name);
  return first;
}

const clientDir = (build: BuildName) => path.resolve(import.meta.dirname, '..', BUILDS[build].buildDir, 'client');

/**
 * The species pages the build wrote: every page under `species/` but the species route's own 404 page and the old
 * names' pages of renames.csv (e2e/renames.spec.ts).
 */
function builtSpeciesSlugs(build: BuildName): string[] {
  const dir = path.join(clientDir(build), 'species');
  expect(existsSync(path.join(dir, paths.species.notFoundSlug, 'index.html'))).toBe(true);
  const listed = new Set([...distinctSpecies(build).keys()].map(slugOf));
  const oldNames = new Set(renameRows(build).map((rename) => slugOf(nameKey(rename.from))).filter((slug) => !listed.has(slug)));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== paths.species.notFoundSlug && !oldNames.has(entry.name) && existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name);
}

/** The site's public home (with a site address) or the local server's, always ending in '/'. */
function publicHome(build: BuildName): string | null {
  const { siteUrl, basePath } = BUILDS[build];
  return siteUrl ? new URL(basePath.slice(1), siteUrl).href : null;
}


/** A species name link's accessible name: the genus, maybe a subgenus, the epithets, the authorship. */
const namePattern = (key: string) => {
  const [genus, ...epithets] = key.split(' ');
  return new RegExp(`^${escapeRegExp(genus!)} (?:\\(\\S+\\) )?${epithets.map(escapeRegExp).join(' (?:\\S+\\. )?')}(?: |$)`);
};

const decodeEntities = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

test('there is one species page per distinct species across all checklists', async ({ build, request }) => {
  const expected = [...distinctSpecies(build).keys()].map(slugOf).sort();
  expect(new Set(expected).size, 'two species would share an address').toBe(expected.length);
  if (build === 'owners') expect(expected.length).toBeGreaterThan(1500);
  const built = builtSpeciesSlugs(build).sort();
  expect(built).toHaveLength(expected.length);
  expect(built).toEqual(expected);

  const home = publicHome(build);
  if (!home) return;
  const locs = [...(await (await request.get('sitemap.xml')).text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => decodeEntities(match[1]!));
  const speciesLocs = locs.filter((loc) => loc.startsWith(`${home}species/`)).sort();
  expect(speciesLocs).toEqual(expected.map((slug) => `${home}species/${slug}`).sort());
});

test.describe('a click on a species name in a checklist opens its species page, and Back returns', () => {
  for (const group of siteConfig.groups.map((entry) => entry.name)) {
    test(group, async ({ tab: page, build }) => {
      const groups = groupsOf(build);
      const row = groups.find((entry) => entry.name === group)!.rows[0];
      test.skip(!row, `${group} has no species in this build`);
      const key = nameKey(row!.lloji);
      const breadcrumbGroup = distinctSpecies(build).get(key)!; // the group that lists the species first

      await visit(page, familyPath(group));
      const table = page.getByRole('table', { name: `Lista e llojeve: ${group}` });
      const nameLink = table.getByRole('link', { name: namePattern(key) }).first();
      await nameLink.click();
      await expect(page).toHaveURL(new RegExp(`${basePathOf(build)}species/${slugOf(key)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(namePattern(key));
      const breadcrumb = page.getByRole('navigation', { name: 'Vendndodhja' });
      await expect(breadcrumb.getByRole('listitem').nth(1).getByRole('link', { name: breadcrumbGroup, exact: true })).toHaveAttribute('href', `${basePathOf(build)}${familyPath(breadcrumbGroup)}`);
      if (breadcrumbGroup !== group) await expect(page.getByRole('main').getByRole('link', { name: group, exact: true }).first()).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(familyPath(group))}$`));
      await expect(nameLink).toBeVisible();
    });
  }
});

test('a resolved citation in a checklist leads to its bibliography entry, which leads to the species it supports', async ({ tab: page, build }) => {
  const group = 'Odonata';
  await visit(page, familyPath(group));
  const table = page.getByRole('table', { name: `Lista e llojeve: ${group}` });
  const citation = table.getByRole('link').and(page.locator('a[href*="references#ref-"]')).first();
  const anchor = (await citation.getAttribute('href'))!.split('#')[1]!;
  expect(anchor).toMatch(/^ref-[a-z0-9-]+$/);
  await citation.click();
  await expect(page).toHaveURL(new RegExp(`${basePathOf(build)}references#${anchor}$`));
  const entry = page.getByRole('listitem').and(page.locator(`[id="${anchor}"]`));
  await expect(entry).toBeVisible();
  await expect(entry).toBeInViewport();

  // The entry says how many species it supports and lists them, each a link to an existing species page.
  const summary = entry.getByText(/^Burim për \d+ llo(j|je)$/);
  const count = Number((await summary.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  await summary.click();
  const links = entry.getByRole('list').getByRole('link');
  await expect(links).toHaveCount(count);
  const built = new Set(builtSpeciesSlugs(build));
  for (const href of await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')!))) {
    expect(href.startsWith(`${basePathOf(build)}species/`)).toBe(true);
    expect(built.has(decodeURIComponent(href.slice(`${basePathOf(build)}species/`.length)))).toBe(true);
  }
  // The link opens the species page in the app, without loading a new document.
  const name = (await links.first().textContent())!;
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(namePattern(name));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a species page carries Bioschemas Taxon and BreadcrumbList JSON-LD', async ({ tab: page, build }) => {
  const group = 'Odonata';
  const row = groupsOf(build).find((entry) => entry.name === group)!.rows[0]!;
  const key = nameKey(row.lloji);
  const authorship = row.lloji.slice(row.lloji.indexOf(key.split(' ').at(-1)!) + key.split(' ').at(-1)!.length).trim();
  const slug = slugOf(key);
  await visit(page, `species/${slug}`);
  const data = await jsonLd(page);
  const taxon = data.find((item) => item['@type'] === 'Taxon')!;
  const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!;
  expect(taxon).toBeDefined();
  expect(breadcrumbs).toBeDefined();

  const home = publicHome(build);
  const url = String(taxon.url);
  if (home) expect(url).toBe(`${home}species/${slug}`);
  else expect(url).toMatch(new RegExp(`${basePathOf(build)}species/${slug}$`));
  expect(authorship).not.toBe('');
  expect(taxon).toMatchObject({
    'dct:conformsTo': { '@id': TAXON_PROFILE },
    name: `${key} ${authorship}`,
    taxonRank: expect.arrayContaining(['species']),
    scientificName: { '@type': 'TaxonName', name: key, author: authorship },
    parentTaxon: {
      '@type': 'Taxon',
      name: key.split(' ')[0],
      taxonRank: expect.arrayContaining(['genus']),
      parentTaxon: {
        name: row.familja,
        taxonRank: expect.arrayContaining(['family']),
        parentTaxon: { name: row.rendi, taxonRank: expect.arrayContaining(['order']) },
      },
    },
  });
  const order = ((taxon.parentTaxon as Record<string, unknown>).parentTaxon as Record<string, unknown>).parentTaxon as Record<string, unknown>;
  if (row.klasa) expect(order.parentTaxon).toMatchObject({ name: row.klasa, taxonRank: expect.arrayContaining(['class']) });

  // Odonata is both the group and its order: neither the breadcrumb nor its JSON-LD says it twice.
  expect(row.rendi).toBe(group);
  const steps = breadcrumbs.itemListElement as { position: number; name: string; item: string }[];
  expect(steps.map((step) => step.name)).toEqual(['Ballina', group, row.familja, key]);
  expect(steps.map((step) => step.position)).toEqual([1, 2, 3, 4]);
  expect(steps.at(-1)!.item).toBe(url);
  await expect(page.getByRole('navigation', { name: 'Vendndodhja' }).getByRole('listitem')).toHaveText(['Ballina', group, row.familja]);
  // In English the group reads "Dragonflies and damselflies", so the order follows it.
  const english = siteConfig.groups.find((entry) => entry.name === group)!.labelEn;
  await visit(page, `en/species/${slug}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', english, row.rendi, row.familja]);
});

test('a checklist page carries Dataset JSON-LD with its licence, address and makers', async ({ tab: page, build }) => {
  const group = 'Merimangat';
  await visit(page, familyPath(group));
  const dataset = (await jsonLd(page)).find((item) => item['@type'] === 'Dataset')!;
  expect(dataset).toMatchObject({
    name: expect.stringContaining(group),
    description: expect.stringMatching(/\S/),
    license: expect.stringMatching(/^https:\/\/creativecommons\.org\//),
    creator: expect.arrayContaining([expect.objectContaining({ '@type': 'Person' })]),
    publisher: expect.objectContaining({ name: expect.stringMatching(/\S/) }),
  });
  const home = publicHome(build);
  if (home) {
    expect(dataset.url).toBe(`${home}${familyPath(group)}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', String(dataset.url));
  }
});

test('a species page with a photo requests nothing from another origin', async ({ page, build, baseURL }) => {
  test.skip(build !== 'owners', "the gallery photo of a species page is in the owners' content");
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await visit(page, 'species/Eresus-kollari');
  const photo = page.getByRole('img', { name: 'Eresus kollari' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.mouse.wheel(0, 10_000);
  await page.waitForLoadState('networkidle');
  expect(requests.length).toBeGreaterThan(3);
  expect(requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([]);
});

test("a publication whose title names the species shows the name in italics, like the references page", async ({ tab: page }) => {
  const name = 'Potamophylax coronavirus'; // described in 2021; its description is among the sources of both contents
  await visit(page, paths.species.href(name.replace(' ', '-')).replace(/^\//, ''));
  const naming = page.locator('.species-publications > li').filter({ hasText: `${name} sp.` });
  await expect(naming).not.toHaveCount(0);
  for (const entry of await naming.all()) expect(await entry.locator('i').allTextContents()).toContain(name);
});

test('names are typeset as a taxonomist would, alike in the checklist, on the species page and in the search', async ({ tab: page, build }) => {
  test.skip(build !== 'owners', "the owners' checklists carry these name forms");
  // Written here from the Code's conventions: genus, subgenus and epithets italic; qualifiers, "(s.l.)" and the
  // authorship with its particle roman.
  const names = [
    { group: 'Coleoptera', query: 'montenegrinus', slug: 'Molops-montenegrinus', text: 'Molops (Stenochoromus) montenegrinus (s.l.) L. Miller, 1866', italic: ['Molops (Stenochoromus) montenegrinus'] },
    { group: 'Pakurrizoret tjerë', query: 'terrestris', slug: 'Rhabdolaimus-terrestris', text: 'Rhabdolaimus cf. terrestris de Man, 1880', italic: ['Rhabdolaimus', 'terrestris'] },
  ];
  const typeset = async (name: ReturnType<Page['locator']>) => ({
    text: (await name.textContent())?.replace(/\s+/g, ' ').trim(),
    italic: await name.locator('i').allTextContents(),
  });
  for (const { group, query, slug, text, italic } of names) {
    await visit(page, `${familyPath(group)}?q=${query}`);
    const row = page.locator('tbody tr').filter({ hasText: text, visible: true });
    await expect(row).toHaveCount(1);
    expect(await typeset(row.locator('.scientific-name')), `${group}: checklist`).toEqual({ text, italic });

    await visit(page, paths.species.href(slug).replace(/^\//, ''));
    expect(await typeset(page.getByRole('heading', { level: 1 }).locator('.scientific-name')), `${slug}: species page`).toEqual({ text, italic });

    await visit(page, './');
    await page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' }).fill(query);
    const hit = page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('listitem').filter({ hasText: text });
    await expect(hit).toHaveCount(1);
    expect(await typeset(hit.locator('.scientific-name')), `${query}: search`).toEqual({ text, italic });
  }
});
