import siteConfig from '../content/site.json' with { type: 'json' };
import { axeViolations } from './axe.ts';
import { BUILDS, type BuildName } from './builds.ts';
import { checklistRows, renameRows, type RenameRow } from './content.ts';
import { basePathOf, escapeRegExp, expect, jsonLd, test, visit } from './fixtures.ts';

// Names that change keep their address (issue 21, item 3): each old name of renames.csv keeps its species address,
// a page that says the name it has now and leads to it; the search finds a species by an old name; the species page
// lists its earlier names. Names are read here independently of the app's parsers.

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 800 } });
test.skip(({ build }) => build === 'owners', "the default content's renames: the default and the sub-path builds");

/** A name's species key: the genus and its lower-case epithets, no subgenus, no authorship. */
const keyOf = (name: string) => {
  const [genus = '', ...rest] = name.split(' ').filter((word) => !/^\(\p{Lu}\p{Ll}+\)$/u.test(word));
  const epithets: string[] = [];
  for (const word of rest) {
    if (!/^\p{Ll}+$/u.test(word)) break;
    epithets.push(word);
  }
  return [genus, ...epithets].join(' ');
};
const slugOf = (key: string) => key.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** Each old name with the listed name it leads to (following a new name renamed in turn), as a page shows them. */
function oldNames(renames: readonly RenameRow[], listed: ReadonlyMap<string, string>) {
  const byOld = new Map(renames.map((rename) => [keyOf(rename.from), rename]));
  return renames.flatMap((rename) => {
    let key = keyOf(rename.to);
    for (let step = 0; !listed.has(key) && byOld.has(key) && step < renames.length; step++) key = keyOf(byOld.get(key)!.to);
    const name = listed.get(key);
    return name ? [{ ...rename, slug: slugOf(keyOf(rename.from)), key: keyOf(rename.from), current: { key, slug: slugOf(key), name } }] : [];
  });
}
type OldName = ReturnType<typeof oldNames>[number];

/** The species the checklists list, by key, with the name as first written. */
function listedSpecies(build: BuildName): Map<string, string> {
  const listed = new Map<string, string>();
  for (const group of siteConfig.groups) for (const row of checklistRows(build, group.file)) if (!listed.has(keyOf(row.lloji))) listed.set(keyOf(row.lloji), row.lloji);
  return listed;
}

const EDITIONS = [
  { prefix: '', now: 'Ky emër tani është', change: 'Ndryshimi', kinds: { 'new combination': 'kombinim i ri', synonym: 'sinonim', 'misspelling corrected': 'drejtshkrim i korrigjuar' } as Record<string, string> },
  { prefix: 'en/', now: 'This name is now', change: 'Change', kinds: { 'new combination': 'new combination', synonym: 'synonym', 'misspelling corrected': 'misspelling corrected' } as Record<string, string> },
];

test("each old name's address, in both editions, says the name it has now and leads to its page", async ({ tab: page, build, request }) => {
  const names = oldNames(renameRows(build), listedSpecies(build));
  expect(names.length, 'the default content states renames').toBeGreaterThan(0);
  const { siteUrl } = BUILDS[build];
  const home = siteUrl ? new URL(basePathOf(build).slice(1), siteUrl).href : null;
  for (const old of names) {
    for (const edition of EDITIONS) {
      const response = await visit(page, `${edition.prefix}species/${old.slug}`);
      expect(response?.status(), `${edition.prefix}species/${old.slug}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(old.from);
      await expect(page.getByRole('heading', { level: 1 }).locator('i')).toHaveText(old.key);
      const main = page.getByRole('main');
      await expect(main).toContainText(`${edition.now} ${old.current.name}.`);
      await expect(main.getByRole('definition').first()).toHaveText(edition.kinds[old.kind]!);
      if (old.source) await expect(main).toContainText(old.source);
      const link = main.getByRole('link', { name: old.current.name, exact: true });
      await expect(link).toHaveAttribute('href', `${basePathOf(build)}${edition.prefix}species/${old.current.slug}`);
      await expect(link.locator('i')).toHaveText(old.current.key); // typeset: the name italic, the authorship not

      const canonical = page.locator('link[rel="canonical"]');
      if (home) await expect(canonical).toHaveAttribute('href', `${home}${edition.prefix}species/${old.current.slug}`);
      else await expect(canonical).toHaveCount(0);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${edition.prefix}species/${old.current.slug}`)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${escapeRegExp(old.current.key)}`));
    }
  }
  if (home) {
    const sitemap = await (await request.get('sitemap.xml')).text();
    for (const old of names) expect(sitemap).not.toMatch(new RegExp(`/species/${escapeRegExp(old.slug)}["<]`));
  }
});

test('the site-wide search finds a species by an old name, and says so', async ({ tab: page, build }) => {
  const [old] = oldNames(renameRows(build), listedSpecies(build));
  for (const edition of [{ prefix: '', label: 'Kërko një lloj në të gjitha listat', results: 'Rezultatet e kërkimit', formerly: 'më parë' }, { prefix: 'en/', label: 'Search for a species in all lists', results: 'Search results', formerly: 'formerly' }]) {
    await visit(page, edition.prefix || './');
    await page.getByRole('searchbox', { name: edition.label }).fill(old!.key);
    const result = page.getByRole('list', { name: edition.results }).getByRole('listitem').first();
    await expect(result).toContainText(old!.current.name);
    await expect(result).toContainText(`(${edition.formerly} ${old!.from})`);
    await result.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${edition.prefix}species/${old!.current.slug}`)}$`));
  }
});

test('the species page lists its synonyms and earlier names, with their kind and source', async ({ tab: page, build }) => {
  const names = oldNames(renameRows(build), listedSpecies(build));
  const current = names[0]!.current;
  const earlier = names.filter((old) => old.current.key === current.key);
  for (const edition of [{ prefix: '', heading: 'Sinonimet dhe emrat e mëparshëm', kinds: EDITIONS[0]!.kinds }, { prefix: 'en/', heading: 'Synonyms and earlier names', kinds: EDITIONS[1]!.kinds }]) {
    await visit(page, `${edition.prefix}species/${current.slug}`);
    const items = page.getByRole('region', { name: edition.heading }).getByRole('listitem');
    await expect(items).toHaveText(earlier.map((old) => `${old.from} — ${edition.kinds[old.kind]}${old.source ? `; ${old.source}` : ''}`));
    for (const [index, old] of earlier.entries()) {
      await expect(items.nth(index).locator('i')).toHaveText(old.key);
      // A source the bibliography holds links to its entry.
      if (old.source) await expect(items.nth(index).getByRole('link', { name: old.source })).toHaveAttribute('href', new RegExp(`${escapeRegExp(edition.prefix)}references#ref-`));
    }
    // Its structured data names the synonyms (a corrected misspelling is not one), with and without authorship.
    const synonyms = earlier.filter((old) => old.kind !== 'misspelling corrected');
    const taxon = (await jsonLd(page)).find((data) => data['@type'] === 'Taxon');
    expect(taxon?.alternateName ?? []).toEqual(synonyms.map((old) => old.from));
    expect(((taxon?.alternateScientificName ?? []) as { name: string }[]).map((name) => name.name)).toEqual(synonyms.map((old) => old.key));
  }
});

// One test per page and width, so that a slow machine meets each test's time limit (decision 0038).
const AXE_PAGES = {
  'the old name’s page': (old: OldName) => `species/${old.slug}`,
  'the old name’s page in English': (old: OldName) => `en/species/${old.slug}`,
  'the list of earlier names': (old: OldName) => `species/${old.current.slug}`,
};
for (const width of [375, 1280]) {
  for (const [what, addressOf] of Object.entries(AXE_PAGES)) {
    test(`${what} has no WCAG 2.2 AA violations (axe-core) at ${width} px`, async ({ tab: page, build }) => {
      const [old] = oldNames(renameRows(build), listedSpecies(build));
      await page.setViewportSize({ width, height: 800 });
      await visit(page, addressOf(old!));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

// With the owners' content and three renames of its own: e2e/releases-owners.spec.ts.
