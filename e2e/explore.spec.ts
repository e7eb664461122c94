import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import siteConfig from '../content/site.json' with { type: 'json' };
import endemicContent from '../content/endemic.json' with { type: 'json' };
import { OWNERS_CONTENT, type BuildName } from './builds.ts';
import { expect, SAME_AS_SUBPATH, familyPath, openFromMenu, scrollIntoViewSettled, test, visit } from './fixtures.ts';
import { syntheticChecklistCsv } from '../scripts/bench/synthetic-checklist.ts';
import { PRERENDERED_ROWS } from '../src/features/checklists/use-progressive-count.ts';
import { afterNextFrames } from './laid-out.ts';
import { withSlowCpu } from './slow-cpu.ts';

test.skip(({ build }) => build === 'default', SAME_AS_SUBPATH);

// Exploring a checklist (group, sort, filter, endemic only), each view kept in the address; downloads of what is shown.

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 } });

const GROUP = 'Trichoptera';
/** How many times slower the CPU is for the steps of a slow phone, where the router lags behind what a choice shows. */
const SLOW_PHONE = 8;
type Row = { nr: number; klasa: string; rendi: string; familja: string; lloji: string; referenca: string };

const tidy = (value: string | undefined) => (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();

/** The rows of a CSV checklist, read independently of the app's parser (header names compared by their letters). */
function readRows(file: string): Row[] {
  const [header = [], ...data] = Papa.parse<string[]>(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')).data;
  const names = header.map((name) => tidy(name).replace(/[^\p{L}]/gu, '').toLowerCase());
  const column = (cells: string[], name: string) => tidy(cells[names.indexOf(name)]);
  return data
    .filter((cells) => cells.some((cell) => /\S/.test(cell)))
    .map((cells, index) => ({
      nr: index + 1,
      klasa: column(cells, 'klasa'),
      rendi: column(cells, 'rendi'),
      familja: column(cells, 'familja'),
      lloji: column(cells, 'lloji'),
      referenca: column(cells, 'referenca'),
    }));
}

/** The checklist file a build shows for a group: the owners' when they have one, else the default content's. */
function checklistFile(build: BuildName, group: string): string {
  const file = siteConfig.groups.find((candidate) => candidate.name === group)!.file;
  const owners = path.join(OWNERS_CONTENT, 'checklists', file);
  return build === 'owners' && existsSync(owners) ? owners : path.resolve(import.meta.dirname, '../content/checklists', file);
}

const ENDEMIC_NAMES = endemicContent.groups.flatMap((group) => group.species.map((species) => species.name));
const isEndemic = (lloji: string) => ENDEMIC_NAMES.some((name) => lloji === name || lloji.startsWith(`${name} `));

/** The Nr of every row shown, in order, across the view's tables (the whole list's table is hidden meanwhile). */
async function shownNumbers(page: Page): Promise<number[]> {
  const tables = page.getByRole('table', { name: /^Lista e llojeve: / });
  const numbers: number[] = [];
  for (const table of await tables.all()) {
    const cells = await table.getByRole('row').filter({ has: page.getByRole('cell') }).evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
    numbers.push(...cells.map(Number));
  }
  return numbers;
}

async function expectShown(page: Page, expected: readonly number[]) {
  await expect.poll(() => shownNumbers(page)).toEqual(expected);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: / nga / });

test('filter to one family: in the address, restored from it and by Back', async ({ tab: page, build }) => {
  const rows = readRows(checklistFile(build, GROUP));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.familja, (counts.get(row.familja) ?? 0) + 1);
  const [family] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const inFamily = rows.filter((row) => row.familja === family).map((row) => row.nr);

  await visit(page, familyPath(GROUP));
  await expectShown(page, rows.map((row) => row.nr));
  await page.getByLabel('Familja').selectOption(family);
  await expect(page).toHaveURL(new RegExp(`\\?family=${family}$`));
  await expectShown(page, inFamily);
  await expect(status(page)).toHaveText(`${inFamily.length} nga ${rows.length} rreshta · familja ${family}`);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${familyPath(GROUP)}$`));
  await expectShown(page, rows.map((row) => row.nr));
  await page.goForward();
  await expectShown(page, inFamily);

  await visit(page, `${familyPath(GROUP)}?family=${family}`);
  await expectShown(page, inFamily);
  await expect(page.getByLabel('Familja')).toHaveValue(family);
});

// Back while the router is still showing the choice (it renders an address change as a transition): a slow phone.
test('Back straight after a choice shows the whole list again', async ({ tab: page, build }) => {
  const rows = readRows(checklistFile(build, GROUP));
  const family = rows.at(-1)!.familja;
  await visit(page, familyPath(GROUP));
  await expectShown(page, rows.map((row) => row.nr));
  await withSlowCpu(page, 20, async () => {
    // Back the moment the router has put the choice in the address, before it has rendered it.
    await page.evaluate(() => {
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        push(...args);
        history.pushState = push;
        history.back();
      };
    });
    await page.getByLabel('Familja').selectOption(family);
    await expect(page).toHaveURL(new RegExp(`${familyPath(GROUP)}$`));
  });
  await expectShown(page, rows.map((row) => row.nr));
  await expect(page.getByLabel('Familja')).toHaveValue('');
});

/** Opens GROUP from the menu with its CSV replaced by `count` synthetic rows (a client-side navigation fetches it). */
async function openWithRows(page: Page, count: number) {
  await visit(page, './');
  await page.route(/\/data\/[^/]+\.csv$/, (route) => route.fulfill({ status: 200, contentType: 'text/csv; charset=utf-8', body: syntheticChecklistCsv(count) }));
  await openFromMenu(page, GROUP);
  await expect(shownRows(page)).toHaveCount(count);
}
const shownRows = (page: Page) => page.locator('.checklist-scroll:not([data-hidden]) tbody tr');
const hiddenRows = (page: Page) => page.locator('.checklist-scroll[data-hidden] tbody tr');

test('the stripes alternate down the whole list, across its batches of rows', async ({ page }) => {
  await openWithRows(page, 300);
  await page.mouse.move(0, 0); // a row under the pointer has the hover shade
  const stripes = await shownRows(page).evaluateAll((rows) => rows.map((row) => getComputedStyle(row).backgroundColor));
  const [odd, even] = stripes;
  expect(odd, 'two shades').not.toBe(even);
  const broken = stripes.flatMap((shade, index) => (shade === (index % 2 === 0 ? odd : even) ? [] : [`row ${index + 1}`]));
  expect(broken, 'rows out of turn').toEqual([]);
});

// Decision 0045: the whole list stays hidden under another view, except a list longer than its HTML holds.
// On a slow phone, the router makes the choice's history entry the current one well after the choice is shown: the
// scroll meanwhile must not be remembered as the list's (it was, and Back then put the sorted view's row in place).
test('a list its HTML holds stays whole under a choice: the scroll stays, and Back lands where the visitor was', async ({ page }) => {
  await openWithRows(page, 300);
  await page.evaluate(() => window.scrollTo(0, 8000));
  await afterNextFrames(page);
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBe(8000);
  await withSlowCpu(page, SLOW_PHONE, async () => {
    await page.getByLabel('Rendit sipas').selectOption('lloji');
    await expect(status(page)).toBeVisible();
    // The sorted view grows by steps, as a discarded copy would shrink: once it is whole, the copy is still there.
    await expect(shownRows(page)).toHaveCount(300);
    await expect(hiddenRows(page)).toHaveCount(300);
  });
  await page.goBack();
  await expect(page.getByLabel('Rendit sipas')).toHaveValue('nr');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
});

test('a list longer than its HTML holds: a search keeps it whole under the matches, a choice lets it go, Back shows it all', async ({ page }) => {
  const count = PRERENDERED_ROWS + 500;
  await openWithRows(page, count);
  const search = page.getByRole('searchbox', { name: 'Kërko në listë' });
  await search.fill('a');
  await expect(status(page)).toBeVisible();
  await expect(hiddenRows(page)).toHaveCount(count);
  await search.fill('');
  await expect(status(page)).toHaveCount(0);

  await page.getByLabel('Rendit sipas').selectOption('lloji');
  await expect(status(page)).toBeVisible();
  await expect(hiddenRows(page)).toHaveCount(0);
  await page.goBack();
  await expect(shownRows(page)).toHaveCount(count);
});

/** The shown row numbered `nr`. */
const shownRow = (page: Page, nr: number) => shownRows(page).filter({ has: page.locator('td.col-nr').getByText(String(nr), { exact: true }) });
const topOf = (page: Page, nr: number) => shownRow(page, nr).evaluate((row) => row.getBoundingClientRect().top);
/** Within a pixel: a row's top may fall between pixels, a scroll offset does not. */
const nearTo = (page: Page, nr: number, top: number) => expect.poll(async () => Math.abs((await topOf(page, nr)) - top)).toBeLessThanOrEqual(1);

/** Puts row `nr` in the middle of the viewport and returns its top, once the scroll has settled. */
async function centreRow(page: Page, nr: number): Promise<number> {
  await shownRow(page, nr).evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await scrollIntoViewSettled(shownRow(page, nr));
  return topOf(page, nr);
}

/** Types `query` into the checklist's search; returns how many rows match, once they are all shown. */
async function searchFor(page: Page, query: string): Promise<number> {
  await page.getByRole('searchbox', { name: 'Kërko në listë' }).fill(query);
  const counted = (await status(page).textContent())?.split(' nga ')[0] ?? '';
  const matches = Number(counted.replace(/\D/g, ''));
  await expect(shownRows(page)).toHaveCount(matches);
  return matches;
}

/** The Nr of the shown row at `index` (0-based). */
const nrOfShownRow = async (page: Page, index: number) => Number(await shownRows(page).nth(index).locator('td.col-nr').textContent());

/** Leaves the checklist by the site's logo (a navigation in the app), then comes back by Back. */
async function leaveAndComeBack(page: Page) {
  await page.getByRole('navigation', { name: 'Menyja kryesore' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(GROUP);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROUP);
}

// Back to a checklist: its rows are fetched and added by steps after the navigation, and the rows off screen have
// estimated heights, so the scroll is kept by row (use-row-scroll-memory.ts), not by pixel.
for (const width of [375, 1280]) {
  test(`Back to a checklist shows the row the visitor left where it was (${width} px)`, async ({ page }) => {
    await openWithRows(page, 300);
    await page.setViewportSize({ width, height: 800 });
    const top = await centreRow(page, 240);
    await leaveAndComeBack(page);
    await expect(shownRows(page)).toHaveCount(300);
    await nearTo(page, 240, top);
  });
}

test('a reload of a long checklist shows the row the visitor left where it was', async ({ page, build }) => {
  test.skip(build !== 'owners', "needs a prerendered checklist long enough to scroll far: the owners' Lepidoptera");
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, familyPath('Lepidoptera'));
  const count = await shownRows(page).count();
  const nr = Math.floor(count * 0.85);
  const top = await centreRow(page, nr);
  await page.reload();
  await nearTo(page, nr, top);
});

test('a reload of a checklist with a search in its address shows the row the visitor left, among the matches', async ({ page, build }) => {
  test.skip(build !== 'owners', "needs a prerendered checklist long enough to scroll far: the owners' Lepidoptera");
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, familyPath('Lepidoptera'));
  const matches = await searchFor(page, 'a');
  const nr = await nrOfShownRow(page, matches - 20);
  const top = await centreRow(page, nr);
  await page.reload();
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  await expect(shownRows(page)).toHaveCount(matches);
  await nearTo(page, nr, top);
});

test('Back to a long checklist waits for the row the visitor left, rendered steps later, and puts it in place', async ({ page }) => {
  const count = PRERENDERED_ROWS + 500;
  await openWithRows(page, count);
  const top = await centreRow(page, count - 100);
  await leaveAndComeBack(page);
  await expect(shownRows(page)).toHaveCount(count);
  await nearTo(page, count - 100, top);
});

// A search is written into the address with replaceState, which the router does not see: the row is kept under the
// address with the search (decision 0065), so Back to it puts the row back once the matches have grown back.
test('Back to a long checklist with a search in its address: the row the visitor left, once the matches have grown back', async ({ page }) => {
  const count = PRERENDERED_ROWS + 500;
  await openWithRows(page, count);
  const matches = await searchFor(page, 'a');
  expect(matches, 'a search that leaves a list longer than its first steps').toBeGreaterThan(PRERENDERED_ROWS);
  const nr = await nrOfShownRow(page, matches - 100);
  const top = await centreRow(page, nr);
  await leaveAndComeBack(page);
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  await expect(shownRows(page)).toHaveCount(matches);
  await nearTo(page, nr, top);
});

test('Back from a choice to a long list that let its copy go: the row the visitor left, once it has grown back', async ({ page }) => {
  const count = PRERENDERED_ROWS + 500;
  await openWithRows(page, count);
  const top = await centreRow(page, count - 100);
  await withSlowCpu(page, SLOW_PHONE, async () => {
    await page.getByLabel('Rendit sipas').selectOption('lloji');
    await expect(hiddenRows(page)).toHaveCount(0);
  });
  await page.goBack();
  await expect(shownRows(page)).toHaveCount(count);
  await nearTo(page, count - 100, top);
});

test('sort by species, both ways, with aria-sort; restored from the address and by Back', async ({ tab: page, build }) => {
  const rows = readRows(checklistFile(build, GROUP));
  await visit(page, familyPath(GROUP));
  // The browser's own Albanian collation (its ICU data decides, e.g., whether 'Th' follows all of 'T').
  const ranks = await page.evaluate((names) => {
    const distinct = [...new Set(names)].sort(new Intl.Collator('sq').compare);
    return names.map((name) => distinct.indexOf(name));
  }, rows.map((row) => row.lloji));
  const byRank = (sign: number) => rows.map((row, index) => ({ nr: row.nr, rank: ranks[index]! })).sort((a, b) => sign * (a.rank - b.rank) || a.nr - b.nr).map((row) => row.nr);
  const ascending = byRank(1);
  const descending = byRank(-1); // equal names keep the list's order
  const header = () => page.getByRole('table', { name: /^Lista e llojeve: / }).first().getByRole('columnheader', { name: 'Lloji' });
  await header().getByRole('button').click();
  await expect(page).toHaveURL(/\?sort=lloji$/);
  await expect(header()).toHaveAttribute('aria-sort', 'ascending');
  await expectShown(page, ascending);
  await header().getByRole('button').click();
  await expect(page).toHaveURL(/\?sort=lloji&dir=desc$/);
  await expect(header()).toHaveAttribute('aria-sort', 'descending');
  await expectShown(page, descending);

  await page.goBack();
  await expect(header()).toHaveAttribute('aria-sort', 'ascending');
  await expectShown(page, ascending);

  await visit(page, `${familyPath(GROUP)}?sort=lloji&dir=desc`);
  await expect(header()).toHaveAttribute('aria-sort', 'descending');
  await expectShown(page, descending);
  await expect(page.getByLabel('Rendit sipas')).toHaveValue('lloji');
});

/** The table of one family in the grouped view. */
const familyTable = (page: Page, family: string) => page.getByRole('table', { name: `Lista e llojeve: ${GROUP}, grupuar sipas rendit dhe familjes, familja ${family}` });

test('group by order and family: headings with counts, collapsible, a summary that jumps; restored by Back', async ({ tab: page, build }) => {
  const rows = readRows(checklistFile(build, GROUP));
  const families = [...new Set(rows.map((row) => row.familja))];
  const count = (family: string) => rows.filter((row) => row.familja === family).length;

  await visit(page, familyPath(GROUP));
  await page.getByRole('checkbox', { name: 'Grupo sipas rendit dhe familjes' }).check();
  await expect(page).toHaveURL(/\?view=grouped$/);
  const headings = page.getByRole('heading', { level: 3 });
  await expect(headings).toHaveText(families.map((family) => `${family} — ${count(family)} ${count(family) === 1 ? 'lloj' : 'lloje'}`));
  await expectShown(page, families.flatMap((family) => rows.filter((row) => row.familja === family).map((row) => row.nr)));

  const last = families.at(-1)!;
  const summary = page.getByRole('navigation', { name: 'Rendet dhe familjet' });
  await expect(summary.getByRole('link')).toHaveText([...new Set(rows.map((row) => row.rendi))].concat(families).sort() as string[], { useInnerText: true }).catch(async () => {
    // Orders and their families interleave in the summary: compare as sets.
    expect((await summary.getByRole('link').allTextContents()).sort()).toEqual([...new Set(rows.map((row) => row.rendi)), ...families].sort());
  });
  const lastTable = familyTable(page, last);
  const lastHeading = page.getByRole('heading', { level: 3, name: new RegExp(`^${last} — `) });
  await scrollIntoViewSettled(lastHeading);
  await lastHeading.click(); // collapses it
  await expect(lastTable).toBeHidden();
  await summary.getByRole('link', { name: last, exact: true }).click(); // jumps there and opens it
  await expect(lastTable).toBeVisible();
  await expect(lastTable).toBeInViewport();

  await page.goBack(); // the jump
  await page.goBack(); // the grouping
  await expect(page).toHaveURL(new RegExp(`${familyPath(GROUP)}$`));
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expectShown(page, rows.map((row) => row.nr));
});

test('group by order and family: a collapsed section stays collapsed after a species page and Back', async ({ tab: page, build }) => {
  const rows = readRows(checklistFile(build, GROUP));
  const families = [...new Set(rows.map((row) => row.familja))];
  expect(families.length, 'the checklist has two families or more').toBeGreaterThan(1);
  const [first, last] = [families[0]!, families.at(-1)!];
  const table = (family: string) => familyTable(page, family);

  await visit(page, familyPath(GROUP));
  await page.getByRole('checkbox', { name: 'Grupo sipas rendit dhe familjes' }).check();
  const lastHeading = page.getByRole('heading', { level: 3, name: new RegExp(`^${last} — `) });
  await scrollIntoViewSettled(lastHeading);
  await lastHeading.click(); // collapses it
  await expect(table(last)).toBeHidden();

  await table(first).locator('a[href*="/species/"]').first().click();
  await expect(page).toHaveURL(/\/species\//);
  await page.goBack();
  await expect(page).toHaveURL(/\?view=grouped$/);
  await expect(table(first)).toBeVisible();
  await expect(table(last)).toBeHidden();

  // Opened again, it stays open after the next round trip.
  await lastHeading.click();
  await expect(table(last)).toBeVisible();
  await table(first).locator('a[href*="/species/"]').first().click();
  await expect(page).toHaveURL(/\/species\//);
  await page.goBack();
  await expect(table(last)).toBeVisible();
});

test('endemic species only: badges lead to the endemic page; restored from the address and by Back', async ({ tab: page, build }) => {
  const rows = readRows(checklistFile(build, GROUP));
  const endemic = rows.filter((row) => isEndemic(row.lloji)).map((row) => row.nr);
  expect(endemic.length, 'the checklist has endemic species').toBeGreaterThan(0);

  await visit(page, familyPath(GROUP));
  const whole = page.getByRole('table', { name: `Lista e llojeve: ${GROUP}`, exact: true });
  await expect(whole.getByRole('link', { name: 'Endemik' })).toHaveCount(endemic.length);
  await page.getByRole('checkbox', { name: 'Vetëm llojet endemike' }).check();
  await expect(page).toHaveURL(/\?endemic=1$/);
  await expectShown(page, endemic);
  await expect(status(page)).toHaveText(`${endemic.length} nga ${rows.length} rreshta · vetëm llojet endemike`);
  await page.goBack();
  await expectShown(page, rows.map((row) => row.nr));

  await visit(page, `${familyPath(GROUP)}?endemic=1`);
  await expectShown(page, endemic);
  await expect(page.getByRole('checkbox', { name: 'Vetëm llojet endemike' })).toBeChecked();
  await page.getByRole('table', { name: /^Lista e llojeve: / }).getByRole('link', { name: 'Endemik' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('endemik', { ignoreCase: true });
});

test('a search and filters combine; the download of the view holds exactly the rows on screen', async ({ page, build }) => {
  const rows = readRows(checklistFile(build, GROUP));
  const order = rows[0]!.rendi;
  const word = rows.find((row) => row.rendi === order)!.lloji.split(' ')[0]!; // a genus
  // The search matches any column, case and diacritics folded.
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const expected = rows.filter((row) => row.rendi === order && fold([row.klasa, row.rendi, row.familja, row.lloji, row.referenca].join(' ')).includes(fold(word)));

  await visit(page, `${familyPath(GROUP)}?q=${encodeURIComponent(word)}&order=${encodeURIComponent(order)}&sort=nr&dir=desc`);
  const numbers = expected.map((row) => row.nr).reverse();
  await expectShown(page, numbers);
  await expect(page.getByRole('searchbox', { name: 'Kërko në listë' })).toHaveValue(word);
  await expect(status(page)).toContainText(`${expected.length} nga ${rows.length} rreshta`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Shkarko këtë pamje (CSV)' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(text.startsWith('\uFEFF'), 'a byte-order mark for Excel').toBe(true);
  const [header, ...data] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header).toEqual(['Nr', 'Klasa', 'Rendi', 'Familja', 'Lloji', 'Referenca', 'Grupi']);
  expect(data.map((cells) => Number(cells[0]))).toEqual(numbers);
  expect(data.map((cells) => tidy(cells[4]))).toEqual([...expected].reverse().map((row) => row.lloji));
  expect(new Set(data.map((cells) => cells[6]))).toEqual(new Set([GROUP]));
});

test('the whole fauna, offered on the home page, has every row of every checklist', async ({ page, build, request }) => {
  await visit(page, './');
  const link = page.getByRole('link', { name: /Shkarko gjithë faunën/ });
  const href = await link.getAttribute('href');
  const response = await request.get(new URL(href!, page.url()).href);
  expect(response.status()).toBe(200);
  const text = (await response.body()).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...data] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header).toEqual(['Nr', 'Klasa', 'Rendi', 'Familja', 'Lloji', 'Referenca', 'Grupi']);
  const expected = siteConfig.groups.flatMap((group) => readRows(checklistFile(build, group.name)).map((row) => [group.name, String(row.nr), row.lloji]));
  expect(data.map((cells) => [cells[6], cells[0], tidy(cells[4])])).toEqual(expected);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // Room a menu keeps for its arrow, beyond its padding (Chromium's is about 20 px).
  const ARROW_PX = 24;

  for (const edition of ['', 'en/']) {
    test(`every choice and the search box show their whole text (${edition || 'sq'})`, async ({ tab: page }) => {
      await visit(page, `${edition}${familyPath(GROUP)}`);
      const cut = await page.locator('.checklist-explore, .checklist-search').evaluateAll((areas, arrow) => {
        const context = document.createElement('canvas').getContext('2d')!;
        return areas.flatMap((area) =>
          [...area.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>('input:not([type="checkbox"]), select, button')].flatMap((control) => {
            const style = getComputedStyle(control);
            context.font = style.font;
            const text =
              control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.text ?? '') : control instanceof HTMLInputElement ? control.placeholder : (control.textContent ?? '');
            const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (control instanceof HTMLSelectElement ? arrow : 0);
            const width = context.measureText(text.trim()).width;
            // A button is as wide as its text: a pixel's fraction apart.
            return width > room + 1 ? [`"${text.trim()}": ${Math.round(width)} px in ${Math.round(room)} px`] : [];
          }),
        );
      }, ARROW_PX);
      expect(cut).toEqual([]);
    });
  }
});
