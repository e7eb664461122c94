import { COVERED_ELSEWHERE, escapeRegExp, expect, familyPath, skipDefaultIfCovered, test, visit } from './fixtures.ts';

// The site-wide species search on the home page: every group's checklist at once, each result leading to its species page.

test.skip(skipDefaultIfCovered, COVERED_ELSEWHERE);
test.describe.configure({ mode: 'parallel' });

const GROUP = 'Amfibet dhe Reptilet';

test('finds a species in every checklist and opens its species page', async ({ page, consoleErrors }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('species-index')) indexRequests.push(request.url());
  });
  await visit(page, './');
  expect(indexRequests).toEqual([]); // not loaded until someone searches

  const search = page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' });
  await search.fill('SALAMANDRA salamandra');
  const results = page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('listitem');
  await expect(results.first()).toContainText('Salamandra salamandra');
  await expect(results.first()).toContainText(`${GROUP} › Salamandridae`);
  await expect(results.first().locator('i')).toHaveText('Salamandra salamandra'); // the name italic, the authorship not
  await expect(page.getByRole('status')).toHaveText(/^\d+ lloje? u gjet/);
  expect(indexRequests).toHaveLength(1);

  await results.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Salamandra salamandra/);
  expect(new URL(page.url()).pathname.endsWith('/species/Salamandra-salamandra')).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Vendndodhja' }).getByRole('link', { name: GROUP })).toHaveAttribute('href', new RegExp(`${escapeRegExp(familyPath(GROUP))}$`));
  expect(consoleErrors.filter((message) => !message.startsWith('Missing photo'))).toEqual([]); // (default content: no photos)
});

test('forgives a slip, ignores diacritics, and says when nothing is found', async ({ tab: page }) => {
  await visit(page, './');
  const search = page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' });
  const results = page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('listitem');
  await search.fill('salamndra');
  await expect(results.first()).toContainText('Salamandra');
  await search.fill('qqqzzz');
  await expect(page.getByRole('status')).toHaveText('Asnjë lloj nuk u gjet.');
  await expect(results).toHaveCount(0);
  await search.fill('');
  await expect(page.getByRole('status')).toHaveText('');
});

test('says so when the index cannot be loaded, and tries again later', async ({ page }) => {
  await visit(page, './');
  let fail = true;
  await page.route('**/data/species-index.json', (route) => (fail ? route.fulfill({ status: 500, body: 'nope' }) : route.continue()));
  const search = page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' });
  await search.fill('salamandra');
  await expect(page.getByRole('status')).toHaveText('Kërkimi nuk është i mundur tani; provoni përsëri më vonë.');
  fail = false;
  await search.blur();
  await search.focus();
  await expect(page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('listitem').first()).toContainText('Salamandra');
});
