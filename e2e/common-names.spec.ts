import { expect, test, visit } from './fixtures.ts';

// Albanian common names (vernacular-names.csv): the site-wide search finds a species by them, its page shows them.
// The owners' build takes the default names file when their folder has none.

test('"ujku" finds Canis lupus, whose page gives its Albanian name', async ({ page }) => {
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

test('the names are found without their diacritics', async ({ page }) => {
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
