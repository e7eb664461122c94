import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import siteConfig from '../content/site.json' with { type: 'json' };
import { BUILDS, type BuildName } from './builds.ts';
import { COVERED_ELSEWHERE, expect, familyPath, openFromMenu, skipDefaultIfCovered, test, visit } from './fixtures.ts';

// The site offline: after one visit to the home page, with the network off, every checklist opens with all its rows
// and their citations' links, a species page seen before opens, and one not seen shows the Albanian offline page
// instead of the browser's error.

test.skip(skipDefaultIfCovered, COVERED_ELSEWHERE);
test.use({ serviceWorkers: 'allow' });

const GROUP = 'Gjitaret';

/** Data rows of a group's CSV as the build publishes it (the build's content folder first, then the default one). */
function rowCount(build: BuildName, group: string): number {
  const file = siteConfig.groups.find((candidate) => candidate.name === group)!.file;
  const folders = [BUILDS[build].content, path.resolve(import.meta.dirname, '../content')].filter((folder) => folder !== undefined);
  const csv = folders.map((folder) => path.join(folder, 'checklists', file)).find((candidate) => existsSync(candidate))!;
  const [, ...rows] = Papa.parse<string[]>(readFileSync(csv, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  return rows.filter((cells) => cells.some((cell) => /\S/.test(cell))).length;
}

test('after one visit, checklists, the search and visited species pages open offline', async ({ page, context, build }) => {
  await visit(page, './');
  // The worker registers when the page is idle, precaches, then takes control of the page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await visit(page, 'species/Canis-lupus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Canis lupus/);

  await context.setOffline(true);
  await visit(page, familyPath(GROUP));
  const table = page.getByRole('table', { name: `Lista e llojeve: ${GROUP}` });
  const dataRows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  const citationHrefs = () => table.locator('a[href*="references#ref-"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await expect(dataRows).toHaveCount(rowCount(build, GROUP));
  const prerenderedHrefs = await citationHrefs();
  expect(prerenderedHrefs.length).toBeGreaterThan(0);

  // A client-side visit fetches the list and its citations' links: both from the service worker's cache.
  await visit(page, './');
  await openFromMenu(page, GROUP);
  await expect(dataRows).toHaveCount(rowCount(build, GROUP));
  expect(await citationHrefs()).toEqual(prerenderedHrefs);

  // The site-wide search, then a client-side visit to the species page seen before.
  await visit(page, './');
  await page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' }).fill('ujku');
  await page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Canis lupus/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Canis lupus/);

  // A species never opened: by a link in the app, then by its address.
  await visit(page, './');
  await page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' }).fill('dhelpra');
  await page.getByRole('list', { name: 'Rezultatet e kërkimit' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kjo faqe nuk mund të hapet pa internet');
  const response = await page.goto('species/Vulpes-vulpes');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kjo faqe nuk mund të hapet pa internet');
  await page.getByRole('link', { name: 'Referencat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Referenc/);
  await context.setOffline(false);
});

test('the site is installable: an Albanian manifest with icons in the site colours', async ({ page, request, build }) => {
  await visit(page, './');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as { lang: string; name: string; start_url: string; scope: string; theme_color: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ lang: 'sq', name: 'Fauna e Kosovës', theme_color: '#1f4d3a', start_url: BUILDS[build].basePath, scope: BUILDS[build].basePath });
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});
