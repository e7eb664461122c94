import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import siteConfig from '../content/site.json' with { type: 'json' };
import { OWNERS_CONTENT, type BuildName } from './builds.ts';
import { basePathOf, expect, familyPath, GROUP_NAMES, openFromMenu, test, visit } from './fixtures.ts';
import { laidOutScreens, PHONE } from './laid-out.ts';

// The checklist pages `families/{Group}`: prerendered with the table, fetched from `data/{Group}.csv` after navigation.

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 800 } });

const DEFAULT_CHECKLISTS = path.resolve(import.meta.dirname, '../content/checklists');
const OWNERS_CHECKLISTS = path.join(OWNERS_CONTENT, 'checklists');
const SHARED_GROUPS = existsSync(OWNERS_CHECKLISTS) ? readdirSync(OWNERS_CHECKLISTS).filter((file) => file.endsWith('.csv')).map((file) => file.slice(0, -4).normalize('NFC')) : [];

/** A checklist as the test reads it from the CSV, independently of the app's parser. */
type Expected = { rows: Record<string, string>[]; hasKlasa: boolean; species: number; families: number };

/** Collapses whitespace runs (NBSP included) and trims, as a reader sees a cell; NFC ('ü' may be 'u' + '¨' in a file). */
const tidy = (value: string | undefined) => (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();

function readChecklist(file: string): Expected {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const [header = [], ...data] = Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
  // Header names as the owners spell them ('Klasa:', '"Referenca"'): compared by their letters.
  const names = header.map((name) => tidy(name).replace(/[^\p{L}]/gu, '').toLowerCase());
  const rows = data
    .filter((cells) => cells.some((cell) => /\S/.test(cell)))
    .map((cells) => Object.fromEntries(names.map((name, index) => [name, tidy(cells[index])])));
  return {
    rows,
    hasKlasa: rows.some((row) => (row.klasa ?? '') !== ''),
    species: new Set(rows.map((row) => row.lloji)).size,
    families: new Set(rows.map((row) => row.familja).filter(Boolean)).size,
  };
}

/** The CSV a build shows for a group: the owners' file when they have one, else the default content's (file by file). */
function checklistFileFor(build: BuildName, group: string): string {
  const file = siteConfig.groups.find((candidate) => candidate.name === group)!.file;
  const owners = path.join(OWNERS_CHECKLISTS, file);
  return build === 'owners' && existsSync(owners) ? owners : path.join(DEFAULT_CHECKLISTS, file);
}

const expectedColumns = (hasKlasa: boolean) => ['Nr', ...(hasKlasa ? ['Klasa'] : []), 'Rendi', 'Familja', 'Lloji', 'Referenca'];

function checklistTable(page: Page, group: string): Locator {
  return page.getByRole('table', { name: `Lista e llojeve: ${group}` });
}

/** Rows with data cells (the header row has column headers only). */
function dataRows(page: Page, group: string): Locator {
  return checklistTable(page, group).getByRole('row').filter({ has: page.getByRole('cell') });
}

const CSV_REQUEST = /\/data\/[^/]+\.csv$/;

/** A name compared by its letters: the site tidies spacing and stray punctuation after the year ('1789).'). */
const nameKey = (name: string) => name.replace(/\s/g, '').replace(/[.,;:]+$/, '');
/**
 * A name of the file as the table shows it: with the comma the Code recommends before its year (decision 81), and a
 * hyphen in a double name written with a dash (decision 82).
 */
const shownNameKey = (name: string) =>
  nameKey(name)
    .replace(/(?<=[\p{L}.])(?=\[?\d{4}[a-z]?\]?\)?$)/u, ',')
    .replace(/(?<=\p{Ll})[–—](?=\p{Lu})/gu, '-');

/** Checks the whole table against the CSV (row count, columns, every cell) and the counts above it. */
async function expectTableMatches(page: Page, group: string, expected: Expected) {
  const table = checklistTable(page, group);
  await expect(dataRows(page, group)).toHaveCount(expected.rows.length);
  const columns = expectedColumns(expected.hasKlasa);
  await expect(table.getByRole('columnheader')).toHaveText(columns);
  const cells = await table.evaluate((element: HTMLTableElement) =>
    // The cell as written: an ambiguous citation's links to its candidates ("një nga 3: 1, 2, 3") are left out.
    [...element.tBodies].flatMap((body) =>
      [...body.rows].map((row) =>
        [...row.cells].map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          for (const candidates of copy.querySelectorAll('.citation-candidates')) candidates.remove();
          return copy.textContent ?? '';
        }),
      ),
    ),
  );
  // One comparison for the whole table (thousands of single expects would be slow).
  const keys = columns.map((name) => name.toLowerCase());
  const lloji = keys.indexOf('lloji');
  const shown = cells.map((row) => row.map((text, index) => (index === lloji ? nameKey(text) : text)));
  const inFile = expected.rows.map((row, index) => keys.map((key) => (key === 'nr' ? String(index + 1) : key === 'lloji' ? shownNameKey(row.lloji!) : row[key])));
  expect(shown, `${group}: the table shows the file's rows, canonical columns only`).toEqual(inFile);
  const untidy = cells.flat().filter((text) => text !== text.trim() || text.includes('\u00A0'));
  expect(untidy, `${group}: cells with outer whitespace or NBSP`).toEqual([]);
  await expectCounts(page, expected);
}

function countTexts(expected: Expected): string[] {
  return [`${expected.species} ${expected.species === 1 ? 'lloj' : 'lloje'}`, `${expected.families} familje`];
}

async function expectCounts(page: Page, expected: Expected) {
  const counts = page.getByRole('list', { name: 'Numri i llojeve dhe familjeve' }).getByRole('listitem');
  await expect(counts).toHaveText(countTexts(expected));
}

test.describe("every shared checklist shows all its species (owners' content)", () => {
  test.skip(({ build }) => build !== 'owners', "runs with the owners' content only");

  test('Klasa is in the data of Pakurrizoret tjerë only', () => {
    const withKlasa = SHARED_GROUPS.filter((group) => readChecklist(path.join(OWNERS_CHECKLISTS, `${group}.csv`)).hasKlasa);
    expect(withKlasa).toEqual(['Pakurrizoret tjerë']);
  });

  for (const group of SHARED_GROUPS) {
    test(`${group}: prerendered and after client-side navigation`, async ({ page, consoleErrors }) => {
      const expected = readChecklist(path.join(OWNERS_CHECKLISTS, `${group}.csv`));
      expect(expected.rows.length).toBeGreaterThan(0);
      const csvRequests: string[] = [];
      page.on('request', (request) => CSV_REQUEST.test(request.url()) && csvRequests.push(request.url()));

      await visit(page, familyPath(group));
      await expectTableMatches(page, group, expected);
      expect(csvRequests, 'the prerendered page needs no CSV').toEqual([]);

      await visit(page, './');
      await openFromMenu(page, group);
      await expectTableMatches(page, group, expected);
      expect(csvRequests).toHaveLength(1);
      expect(consoleErrors, 'no hydration or loading error').toEqual([]);
    });
  }
});

test.describe("scientific names: the name italic, the authorship roman (owners' content)", () => {
  test.skip(({ build }) => build !== 'owners', "runs with the owners' content only");

  // Found in the owners' files by pattern; `italic` and `roman` pick the expected parts from the match.
  const CASES = [
    { what: 'a binomen', group: 'Amfibet dhe Reptilet', pattern: /^(Bufo bufo) (\(Linnaeus, 1758\))$/, italic: [1], roman: [2] },
    { what: 'a subgenus', group: 'Coleoptera', pattern: /^([A-Z][a-z]+ \([A-Z][a-z]+\) [a-z]+) (\([A-Z][^()]*, \d{4}\))$/, italic: [1], roman: [2] },
    { what: "'cf.'", group: 'Ephemeroptera', pattern: /^([A-Z][a-z]+) (cf\.) ([a-z]+) (\([A-Z][^()]*, \d{4}\))$/, italic: [1, 3], roman: [2, 4] },
    { what: "a particle ('von Rottemburg')", group: 'Lepidoptera', pattern: /^([A-Z][a-z]+ [a-z]+) (\(von Rottemburg, \d{4}\))$/, italic: [1], roman: [2] },
  ];

  for (const { what, group, pattern, italic, roman } of CASES) {
    test(`${what} in ${group}`, async ({ tab: page }) => {
      const name = readChecklist(path.join(OWNERS_CHECKLISTS, `${group}.csv`)).rows.map((row) => row.lloji!).find((lloji) => pattern.test(lloji));
      expect(name, `a name matching ${pattern} in ${group}.csv`).toBeDefined();
      const match = pattern.exec(name!)!;

      await visit(page, familyPath(group));
      const cell = checklistTable(page, group).getByRole('cell', { name: name!, exact: true });
      await expect(cell).toHaveCount(1);
      // Each text run with its computed style.
      const runs = await cell.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const found: { text: string; italic: boolean }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (text) found.push({ text, italic: getComputedStyle(node.parentElement!).fontStyle === 'italic' });
        }
        return found;
      });
      expect(runs.filter((run) => run.italic).map((run) => run.text)).toEqual(italic.map((index) => match[index]));
      expect(runs.filter((run) => !run.italic).map((run) => run.text)).toEqual(roman.map((index) => match[index]));
    });
  }
});

test.describe('client-side loading', () => {
  // Behaviour that does not depend on the content: the default build, and the sub-path one (URLs under /fauna/).
  test.skip(({ build }) => build === 'owners', 'same code as the default build; the owners’ content is covered above');
  const GROUP = 'Odonata';

  test("shows a centred 'Loading...' until the CSV arrives, then the table", async ({ page, build }) => {
    await visit(page, './');
    await page.route(CSV_REQUEST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const expected = readChecklist(checklistFileFor(build, GROUP));
    await openFromMenu(page, GROUP);
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    await expect(loading).toBeVisible();
    await expect(checklistTable(page, GROUP)).toHaveCount(0);
    // The text sits in the middle of its box.
    const offsets = await loading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { dx: text.left + text.width / 2 - (box.left + box.width / 2), dy: text.top + text.height / 2 - (box.top + box.height / 2) };
    });
    expect(Math.abs(offsets.dx)).toBeLessThan(2);
    expect(Math.abs(offsets.dy)).toBeLessThan(2);

    await expect(dataRows(page, GROUP)).toHaveCount(expected.rows.length);
    await expect(loading).toHaveCount(0);
  });

  const FAILURES = [
    { what: 'an HTML answer', message: 'Response is not in CSV format', answer: { status: 200, contentType: 'text/html', body: '<!doctype html><title>x</title>' } },
    { what: 'a 500 answer', message: 'Network response was not ok', answer: { status: 500, contentType: 'text/plain', body: 'Internal Server Error' } },
    { what: 'a network failure', message: null, answer: null },
  ];
  for (const { what, message, answer } of FAILURES) {
    test(`${what} ends at /error`, async ({ page, consoleErrors }) => {
      await visit(page, './');
      await page.route(CSV_REQUEST, (route) => (answer ? route.fulfill(answer) : route.abort('failed')));
      const nav = page.getByRole('navigation', { name: 'Menyja kryesore' });
      await nav.getByRole('button', { name: 'Grupet Shtazore' }).click();
      await nav.getByRole('link', { name: GROUP, exact: true }).click();
      await expect(page).toHaveURL(/\/error$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Të dhënat nuk u ngarkuan');
      if (message) expect(consoleErrors).toContain(message);

      // Back on its feet: 'Provo përsëri' returns to the group.
      await page.unrouteAll();
      await page.getByRole('link', { name: 'Provo përsëri' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROUP);
      await expect(dataRows(page, GROUP).first()).toBeVisible();
    });
  }

  test("a header-only checklist shows 'No data available' across 2 columns", async ({ page }) => {
    await visit(page, './');
    await page.route(CSV_REQUEST, (route) => route.fulfill({ status: 200, contentType: 'text/csv; charset=utf-8', body: 'Nr,Rendi,Familja,Lloji,Referenca\n' }));
    await openFromMenu(page, GROUP);
    const empty = checklistTable(page, GROUP).getByRole('cell', { name: 'No data available' });
    await expect(empty).toBeVisible();
    await expect(empty).toHaveAttribute('colspan', '2');
    await expect(checklistTable(page, GROUP).getByRole('columnheader')).toHaveText(expectedColumns(false));
    await expect(page.getByRole('list', { name: 'Numri i llojeve dhe familjeve' }).getByRole('listitem')).toHaveText(['0 lloje', '0 familje']);
    await expect(page.getByRole('searchbox')).toHaveCount(0); // nothing to search
  });

  test('choosing another group while one is loading shows the other group, not /error', async ({ page, build }) => {
    await visit(page, './');
    let firstAnswered!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (firstAnswered = resolve));
    await page.route(CSV_REQUEST, async (route) => {
      if (route.request().url().includes(GROUP)) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => {}); // the browser may have cancelled it meanwhile
        firstAnswered();
      } else {
        await route.continue();
      }
    });
    await openFromMenu(page, GROUP);
    await expect(page.getByRole('status')).toHaveText('Loading...');
    const other = 'Plecoptera';
    await openFromMenu(page, other);
    await expect(dataRows(page, other)).toHaveCount(readChecklist(checklistFileFor(build, other)).rows.length);
    await firstAnswer;
    await page.waitForTimeout(300); // time for a wrong navigation to happen
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other);
    expect(new URL(page.url()).pathname).toBe(`${basePathOf(build)}${familyPath(other)}`);
  });

  // Decision 0049: a list the tab has shown is kept; Back to it shows it at once. Every CSV asked for after the first
  // takes 2 s to come here, so a list fetched again would show "Loading..." all that time.
  for (const arrival of ['after a navigation', 'prerendered'] as const) {
    test(`Back from a species page to a list shown ${arrival} shows it at once, without fetching it again`, async ({ page, build }) => {
      const requests: string[] = [];
      page.on('request', (request) => CSV_REQUEST.test(request.url()) && requests.push(request.url()));
      if (arrival === 'prerendered') {
        await visit(page, familyPath(GROUP));
      } else {
        await visit(page, './');
        await openFromMenu(page, GROUP);
      }
      const rows = readChecklist(checklistFileFor(build, GROUP)).rows.length;
      await expect(dataRows(page, GROUP)).toHaveCount(rows);
      const fetched = requests.length;
      expect(fetched).toBe(arrival === 'prerendered' ? 0 : 1);
      await page.route(CSV_REQUEST, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue().catch(() => {});
      });

      await checklistTable(page, GROUP).locator('a[href*="/species/"]').first().click();
      await expect(page).toHaveURL(/\/species\//);
      await page.goBack();
      await expect(dataRows(page, GROUP)).toHaveCount(rows, { timeout: 1000 });
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      expect(requests, 'no CSV fetched again').toHaveLength(fetched);
    });
  }

  test('the CSV URL respects the base path, also from a trailing-slash URL', async ({ page, build, consoleErrors }) => {
    const dataUrl = (group: string) => `${basePathOf(build)}data/${encodeURIComponent(group)}.csv`;
    const routeData: string[] = [];
    page.on('request', (request) => /\.data(\?|$)/.test(request.url()) && routeData.push(request.url()));
    await visit(page, './');
    let request = page.waitForRequest(CSV_REQUEST);
    await openFromMenu(page, GROUP);
    expect(new URL((await request).url()).pathname).toBe(dataUrl(GROUP));
    await expect(dataRows(page, GROUP)).toHaveCount(readChecklist(checklistFileFor(build, GROUP)).rows.length);

    await visit(page, `${familyPath(GROUP)}/`);
    await expect(dataRows(page, GROUP)).toHaveCount(readChecklist(checklistFileFor(build, GROUP)).rows.length);
    const other = 'Plecoptera';
    request = page.waitForRequest(CSV_REQUEST);
    await openFromMenu(page, other);
    expect(new URL((await request).url()).pathname).toBe(dataUrl(other));
    await expect(dataRows(page, other)).toHaveCount(readChecklist(checklistFileFor(build, other)).rows.length);
    expect(routeData, 'the CSV is the only data a checklist fetches').toEqual([]);
    // The home page of the default content logs its missing gallery photos on purpose.
    expect(consoleErrors.filter((message) => !message.startsWith('Missing photo:'))).toEqual([]);
  });
});

test.describe('slow network', () => {
  test.skip(({ build }) => build !== 'owners', "the longest checklist is the owners' Lepidoptera");

  test('Lepidoptera shows every row after client-side navigation at 400 kbps, 400 ms RTT', async ({ page }) => {
    const group = 'Lepidoptera';
    const expected = readChecklist(path.join(OWNERS_CHECKLISTS, `${group}.csv`));
    const longest = Math.max(...SHARED_GROUPS.map((name) => readChecklist(path.join(OWNERS_CHECKLISTS, `${name}.csv`)).rows.length));
    expect(expected.rows.length).toBe(longest);
    expect(expected.rows.length).toBeGreaterThan(400); // more than two batches of 200

    await visit(page, './');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (400 * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    await openFromMenu(page, group);
    await expect(dataRows(page, group)).toHaveCount(expected.rows.length, { timeout: 20_000 });
    const last = expected.rows.at(-1)!.lloji!;
    await expect(dataRows(page, group).last().getByRole('cell', { name: last, exact: true })).toBeVisible();
  });
});

test.describe('prerendered pages (no JavaScript)', () => {
  /** The visible text of an HTML page, roughly: tags dropped, the usual entities decoded. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[entity]!)
      .replace(/\s+/g, ' ');

  test('the HTML of every group already holds its table rows and counts', async ({ request, build }) => {
    for (const group of GROUP_NAMES) {
      const expected = readChecklist(checklistFileFor(build, group));
      const response = await request.get(familyPath(group));
      expect(response.status(), group).toBe(200);
      const html = await response.text();
      expect(html.match(/<td class="col-species">/g) ?? [], group).toHaveLength(expected.rows.length);
      const text = textOf(html).replace(/\s/g, '');
      for (const row of [expected.rows[0]!, expected.rows.at(-1)!]) expect(text, group).toContain(shownNameKey(row.lloji!));
      // The counts above the table, computed from the data.
      const counts = /aria-label="Numri i llojeve dhe familjeve">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
      expect(textOf(counts).trim(), group).toBe(countTexts(expected).join(' '));
    }
  });
});

test.describe("on a phone, a long list's first load (owners' content)", () => {
  test.skip(({ build }) => build !== 'owners', "the owners' Lepidoptera is many screens long; the default lists fit in one");
  test.use(PHONE);

  test('lays out the rows near the screen only: four screens at most, not a long first batch whole', async ({ page }) => {
    await visit(page, familyPath('Lepidoptera'));
    // Each <tbody> near the view is laid out in full, the others skipped.
    const screens = await laidOutScreens(page, '.checklist-scroll:not([data-hidden]) tbody');
    expect(screens.scrollY, 'the page opens at its top').toBe(0);
    expect(screens.list, 'the list is many screens long').toBeGreaterThan(10);
    expect(screens.laidOut, 'some rows are laid out').toBeGreaterThan(0);
    expect(screens.laidOut, 'screens of rows laid out').toBeLessThanOrEqual(4);
  });
});

test.describe('counts above the table', () => {
  test.skip(({ build }) => build === 'owners', 'covered for every shared checklist above');
  test('species (distinct names) and families (distinct) match the data, prerendered and after navigation', async ({ tab: page, build }) => {
    const group = 'Coleoptera'; // the owners' file lists one species twice
    const expected = readChecklist(checklistFileFor(build, group));
    await visit(page, familyPath(group));
    await expectCounts(page, expected);
    await visit(page, './');
    await openFromMenu(page, group);
    await expectCounts(page, expected);
  });
});

test('the checklist can be downloaded as the CSV the page is built from', async ({ page, request }) => {
  await visit(page, familyPath('Odonata'));
  const link = page.getByRole('link', { name: 'Shkarko listën (CSV)' });
  await expect(link).toHaveAttribute('download', 'Odonata.csv');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/data\/Odonata\.csv$/);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await response.text()).toContain('Lloji');
});

test('every checklist can be downloaded as one Darwin Core Archive', async ({ page, request, build }) => {
  await visit(page, familyPath('Odonata'));
  const link = page.getByRole('link', { name: 'Të gjitha listat si Darwin Core Archive' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/data\/fauna-of-kosovo-dwca\.zip$/);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await response.body()));
  expect(Object.keys(files).sort()).toEqual(['distribution.txt', 'eml.xml', 'meta.xml', 'references.txt', 'taxon.txt']); // references.txt: the publications the records cite
  const lines = (name: string) => strFromU8(files[name]!).trimEnd().split('\n');

  // One taxon per distinct name, and one distribution record per taxon (the area is Kosovo), in the same order.
  const checklists = GROUP_NAMES.map((group) => readChecklist(checklistFileFor(build, group)));
  const distributions = lines('distribution.txt');
  expect(distributions[0]).toBe('taxonID\tlocality\tcountryCode\toccurrenceStatus\tsource');
  const taxa = lines('taxon.txt');
  const firstColumn = (rows: string[]) => rows.slice(1).map((row) => row.split('\t')[0]);
  expect(firstColumn(distributions)).toEqual(firstColumn(taxa));
  expect(new Set(firstColumn(taxa)).size).toBe(taxa.length - 1);
  expect(taxa.length - 1).toBeLessThanOrEqual(checklists.reduce((sum, checklist) => sum + checklist.rows.length, 0));
  expect(taxa[0]!.split('\t').slice(0, 4)).toEqual(['taxonID', 'scientificName', 'scientificNameAuthorship', 'taxonRank']);
  const firstRow = checklists[0]!.rows[0]!;
  const [taxonID, scientificName, , rank, kingdom] = taxa[1]!.split('\t');
  expect(firstRow.lloji!.startsWith(taxonID!)).toBe(true);
  expect(scientificName).toBe(firstRow.lloji);
  expect([rank, kingdom]).toEqual(['species', 'Animalia']);
  expect(strFromU8(files['eml.xml']!)).toContain(`<pubDate>${siteConfig.citation.year}</pubDate>`);
});

test.describe('searching a checklist', () => {
  test('narrows the rows as one types, keeps their Nr, finds without diacritics, and clears', async ({ tab: page, build }) => {
    const group = 'Lepidoptera';
    const expected = readChecklist(checklistFileFor(build, group));
    const family = expected.rows.at(-1)!.familja!;
    const matching = expected.rows.flatMap((row, index) => (row.familja === family ? [index + 1] : []));
    await visit(page, familyPath(group));
    const search = page.getByRole('searchbox', { name: 'Kërko në listë' });
    await search.fill(family.toUpperCase());
    await expect(dataRows(page, group)).toHaveCount(matching.length);
    await expect(dataRows(page, group).getByRole('cell').nth(0)).toHaveText(String(matching[0]));
    await expect(page.getByRole('status')).toHaveText(`${matching.length} nga ${expected.rows.length} rreshta`);

    // Every word must match, in any column: the family and a word of the first match's name.
    const genus = expected.rows[matching[0]! - 1]!.lloji!.split(' ')[0]!;
    await search.fill(`${genus.toLowerCase()} ${family}`);
    await expect(dataRows(page, group).first()).toContainText(genus);
    // Read in one go once the search has caught up: a list of rows taken while it narrows goes stale.
    await expect
      .poll(async () => {
        const texts = await dataRows(page, group).allTextContents();
        return texts.length === 0 ? ['(no rows)'] : texts.filter((text) => !text.includes(genus));
      })
      .toEqual([]);

    // Diacritics are optional: a name with 'ü' is found by typing 'u'.
    const accented = expected.rows.find((row) => /[çëüöä]/.test(row.lloji!))!;
    const plain = accented.lloji!.normalize('NFD').replace(/\p{M}/gu, '');
    await search.fill(plain);
    await expect(dataRows(page, group).filter({ hasText: accented.lloji! })).toHaveCount(1);

    await search.fill('qqqzzz');
    // The one row the last search found stays until this search catches up: wait for the message, then count.
    const noMatch = 'Asnjë rresht nuk përmban „qqqzzz“.';
    await expect(dataRows(page, group).getByRole('cell', { name: noMatch, exact: true })).toBeVisible();
    await expect(dataRows(page, group)).toHaveCount(1);
    await expect(dataRows(page, group).getByRole('cell')).toHaveText(noMatch);

    await search.clear();
    await expect(dataRows(page, group)).toHaveCount(expected.rows.length);
    await expect(page.getByRole('status')).toHaveText('');
  });

  test('a search lives in the address: it can be shared, and typing neither reloads data nor adds history', async ({ page, build }) => {
    const group = 'Lepidoptera';
    const expected = readChecklist(checklistFileFor(build, group));
    const family = expected.rows.at(-1)!.familja!;
    const matches = expected.rows.filter((row) => row.familja === family).length;
    await visit(page, `${familyPath(group)}?q=${encodeURIComponent(family)}`);
    const search = page.getByRole('searchbox', { name: 'Kërko në listë' });
    await expect(search).toHaveValue(family);
    await expect(dataRows(page, group)).toHaveCount(matches);

    const csvRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/')) csvRequests.push(request.url());
    });
    const historyLength = await page.evaluate(() => history.length);
    await search.fill('zzz yyy');
    await expect(page).toHaveURL(/\?q=zzz\+yyy$/);
    await search.clear();
    await expect(page).toHaveURL(new RegExp(`${familyPath(group)}$`));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(csvRequests).toEqual([]);
    await expect(dataRows(page, group)).toHaveCount(expected.rows.length);
  });
});
