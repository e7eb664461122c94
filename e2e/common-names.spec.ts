import { commonNameRows, galleryRows } from './content.ts';
import { expect, jsonLd, SAME_AS_SUBPATH, test, visit } from './fixtures.ts';

test.skip(({ build }) => build === 'default', SAME_AS_SUBPATH);

// Albanian common names (vernacular-names.csv): the site-wide search finds a species by them, its page shows them.
// The owners' build takes the default names file when their folder has none.

test('"ujku" finds Canis lupus, whose page gives its Albanian name', async ({ tab: page }) => {
  await visit(page, './');
  await page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' }).fill('ujku');
  const results = page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('listitem');
  await expect(results.first()).toContainText('Canis lupus');
  await expect(results.first()).toContainText('ujku');

  await results.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Canis lupus/);
  const facts = page.getByRole('term').filter({ hasText: 'Emri shqip' });
  await expect(facts).toHaveCount(1);
  await expect(page.locator('.species-common-names dd').first()).toHaveText('ujku');
});

test("a gallery card gives the species' common name in the page's language, marked Albanian on English pages where no English one is known", async ({ tab: page, build }) => {
  const names = new Map(commonNameRows(build).map((row) => [row.species, row]));
  const rows = galleryRows(build);
  expect(rows.some((row) => names.has(row.species))).toBe(true);
  for (const edition of ['', 'en/'] as const) {
    await visit(page, edition);
    const cards = page.locator('.gallery-card');
    for (const [index, { species }] of rows.entries()) {
      const shown = cards.nth(index).locator('.gallery-common-name');
      const known = names.get(species);
      if (!known) {
        await expect(shown, species).toHaveCount(0);
        continue;
      }
      const english = edition === 'en/' && known.english !== '';
      await expect(shown, species).toHaveText(english ? known.english : known.albanian);
      const lang = edition === 'en/' && !english ? 'sq' : null;
      expect(await shown.getAttribute('lang'), species).toBe(lang);
    }
  }
});

test('the names are found without their diacritics', async ({ tab: page }) => {
  await visit(page, './');
  const search = page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' });
  const results = page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('listitem');
  await search.fill('kaprolli');
  await expect(results.first()).toContainText('Capreolus capreolus');
  await search.fill('breshka');
  await expect(results.first()).toContainText('Testudo hermanni');
  await search.fill('derri i eger');
  await expect(results.first()).toContainText('Sus scrofa');
});

// Names labelled by language, in both editions (issue 20): each edition finds a species by its name in either language.
test('on /en/, "wolf" and "Canis lupus" find Canis lupus, its English name first and marked English', async ({ tab: page }) => {
  await visit(page, 'en/');
  const search = page.getByRole('searchbox', { name: 'Search for a species in all lists' });
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await search.fill('wolf');
  await expect(results.first()).toContainText('Canis lupus');
  await expect(results.first().locator('[lang="en"]')).toHaveText('Grey wolf');
  await search.fill('Canis lupus');
  await expect(results.first()).toContainText('Canis lupus');

  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/species\/Canis-lupus$/);
  await expect(page.locator('.species-common-names dt').first()).toHaveText('English name');
  await expect(page.locator('.species-common-names dd[lang="en"]')).toHaveText('Grey wolf');
  await expect(page.locator('.species-common-names dd[lang="sq"]')).toHaveText('ujku');
  // Its structured data gives both, each with its language (the Taxon profile's dwc:vernacularName).
  const taxon = (await jsonLd(page)).find((data) => data['@type'] === 'Taxon');
  expect(taxon?.['dwc:vernacularName']).toEqual([
    { '@language': 'sq', '@value': 'ujku' },
    { '@language': 'en', '@value': 'Grey wolf' },
  ]);
});

test('on /, "ujku", "Canis lupus" and the English "wolf" find Canis lupus, shown by its Albanian name', async ({ tab: page }) => {
  await visit(page, './');
  const search = page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' });
  const results = page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('listitem');
  for (const query of ['ujku', 'Canis lupus', 'wolf']) {
    await search.fill(query);
    await expect(results.first()).toContainText('Canis lupus');
    await expect(results.first().locator('[lang="sq"]')).toHaveText('ujku');
  }
});
