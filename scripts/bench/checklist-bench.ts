// Part 1: a 20,000-row checklist in Chromium — client-side navigation, scrolling, and a direct first visit.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import {
  INIT_PROBE,
  longTasks,
  navigationMarks,
  scrollToBottom,
  settle,
  statusLine,
  taskFigures,
  tasksBetween,
  watchChecklistNavigation,
  type TaskFigures,
} from './page-probes.ts';

export type ChecklistBenchOptions = {
  browser: Browser;
  /** Site root URL, ending in '/'. */
  baseUrl: string;
  groupName: string;
  /** The menu's label of the group. */
  groupLabel: string;
  rows: number;
  /** CDP CPU throttling rate: 1 = none, 4 = a cheap phone. */
  cpuSlowdown: number;
  viewport: { width: number; height: number };
};

export type NavigationFigures = {
  loadingGoneMs: number;
  allRowsMs: number;
  load: TaskFigures;
  scroll: TaskFigures & { ms: number; frames: number; heightPx: number };
  search: SearchFigures;
};

/** Typing a query into the checklist's search box at a person's pace, then clearing it (every row comes back). */
export type SearchFigures = { typing: TaskFigures; matches: number; clearing: TaskFigures; allRowsBackMs: number };

/** Two words, without their diacritics ('hubner' finds 'Hübner'), typed a key at a time. */
const SEARCH_QUERY = 'hubner zygae';
const KEY_DELAY_MS = 120;

export type FirstVisitFigures = {
  hydratedMs: number;
  firstContentfulPaintMs: number | null;
  /** When the HTML parser finished (navigation timing's domInteractive). */
  parsedMs: number;
  htmlTransferKb: number;
  htmlKb: number;
  rowsInDom: number;
  tasks: TaskFigures;
  /** Tasks that started while the HTML was being parsed, and those after (loader data, hydration). */
  parsing: TaskFigures;
  afterParsing: TaskFigures;
};

type BenchWindow = { __bench: { hydratedAt: number | null; nav?: { allRowsAt: number | null } } };

function waitForHydration(page: Page) {
  return page.waitForFunction(() => (window as unknown as BenchWindow).__bench.hydratedAt !== null, undefined, { polling: 100 });
}

/** Screens scrolled per animation frame: a quick fling through the whole table in a few seconds. */
const SCROLL_STEP_SCREENS = 3;

async function openPage(options: ChecklistBenchOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await options.browser.newContext({ viewport: options.viewport });
  await context.addInitScript({ content: INIT_PROBE });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  if (options.cpuSlowdown !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  }
  return { context, page };
}

function groupUrl(options: ChecklistBenchOptions): string {
  return `${options.baseUrl}${paths.group.href(options.groupName).slice(1)}`;
}

/** Home page → menu → the group's checklist; then a scroll through the whole table. */
export async function measureNavigation(options: ChecklistBenchOptions): Promise<NavigationFigures> {
  const { context, page } = await openPage(options);
  try {
    await page.goto(options.baseUrl);
    await waitForHydration(page);
    await settle(page);
    await page.getByRole('button', { name: 'Grupet Shtazore' }).click();
    await watchChecklistNavigation(page, options.rows);
    await page.getByRole('link', { name: options.groupLabel, exact: true }).click();
    // A function, not a string: the site's CSP forbids eval.
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.nav?.allRowsAt != null, undefined, { polling: 250 });
    await settle(page);
    const marks = await navigationMarks(page);
    if (marks.clickAt === null || marks.loadingGoneAt === null || marks.allRowsAt === null) throw new Error(`navigation marks missing: ${JSON.stringify(marks)}`);
    // Read before counting the rows: a query over the whole table can itself be a long task.
    const load = taskFigures(tasksBetween(await longTasks(page), marks.clickAt, Number.POSITIVE_INFINITY));
    const rowsInDom = await page.evaluate<number>("document.querySelectorAll('.checklist-table tbody tr').length");
    if (rowsInDom !== options.rows) throw new Error(`after the navigation the table has ${rowsInDom} rows, expected ${options.rows}`);
    await settle(page);

    const scroll = await scrollToBottom(page, SCROLL_STEP_SCREENS);
    await settle(page);
    const scrollTasks = tasksBetween(await longTasks(page), scroll.start, Number.POSITIVE_INFINITY);
    const search = await measureSearch(page, options.rows);
    return {
      loadingGoneMs: marks.loadingGoneAt - marks.clickAt,
      allRowsMs: marks.allRowsAt - marks.clickAt,
      load,
      scroll: { ...taskFigures(scrollTasks), ms: scroll.end - scroll.start, frames: scroll.frames, heightPx: scroll.height },
      search,
    };
  } finally {
    await context.close();
  }
}

/**
 * How a visitor comes to a checklist from a species page: `back`, by Back to the list the species page was opened
 * from (this tab has it: decision 0049); `link`, by the species page's link to its group, the page freshly loaded
 * (the list is fetched and parsed: decision 0048).
 */
export type WayToList = 'back' | 'link';

/** In the page, as a string (tsx would wrap a function's inner names in a helper the page does not have). */
const ROWS_SHOWN_AFTER = (step: string) => `new Promise((resolve) => {
  const start = performance.now();
  const poll = () => (document.querySelector('.checklist-table tbody tr') ? resolve(performance.now() - start) : requestAnimationFrame(poll));
  ${step};
  requestAnimationFrame(poll);
})`;

/** From a species page to the checklist, `times` times, by `way`: ms from the history step or the click to the first row shown. */
export async function measureToList(options: ChecklistBenchOptions, times: number, way: WayToList): Promise<number[]> {
  const { context, page } = await openPage(options);
  try {
    await page.goto(groupUrl(options));
    await waitForHydration(page);
    await settle(page);
    const species = new URL((await page.locator('.checklist-table a[href*="species/"]').first().getAttribute('href'))!, page.url()).href;
    const durations: number[] = [];
    for (let time = 0; time < times; time++) {
      if (way === 'back') {
        await page.locator('.checklist-table a[href*="species/"]').first().click();
        await page.waitForURL(/\/species\//);
      } else {
        await page.goto(species);
        await waitForHydration(page);
      }
      await settle(page);
      const step = way === 'back' ? 'history.back()' : "document.querySelector('.species-placement a').click()";
      durations.push(await page.evaluate<number>(ROWS_SHOWN_AFTER(step)));
      await settle(page);
    }
    return durations;
  } finally {
    await context.close();
  }
}

async function measureSearch(page: Page, rows: number): Promise<SearchFigures> {
  const now = () => page.evaluate(() => performance.now());
  // By its id inside the measured window, a CSS query (see `statusLine`).
  const boxId = await page.getByRole('searchbox', { name: 'Kërko në listë' }).getAttribute('id');
  const box = page.locator(`[id="${boxId}"]`);
  await box.scrollIntoViewIfNeeded();
  await settle(page);
  const typingStart = await now();
  await box.pressSequentially(SEARCH_QUERY, { delay: KEY_DELAY_MS });
  await statusLine(page, / nga /).waitFor();
  await settle(page);
  const typing = taskFigures(tasksBetween(await longTasks(page), typingStart, Number.POSITIVE_INFINITY));
  const matches = Number((await statusLine(page, / nga /).textContent())?.split(' ')[0]);

  const clearingStart = await now();
  await box.clear();
  await page.waitForFunction((total) => document.querySelectorAll('.checklist-table tbody tr').length === total, rows, { polling: 'raf' });
  const allRowsBack = await now();
  await settle(page);
  const clearing = taskFigures(tasksBetween(await longTasks(page), clearingStart, Number.POSITIVE_INFINITY));
  return { typing, matches, clearing, allRowsBackMs: allRowsBack - clearingStart };
}

/**
 * A direct visit of the checklist page: the prerendered HTML (the first PRERENDERED_ROWS rows), hydration, then the
 * remaining rows rendered progressively, until every row is in the DOM.
 */
export async function measureFirstVisit(options: ChecklistBenchOptions): Promise<FirstVisitFigures> {
  const { context, page } = await openPage(options);
  try {
    await page.goto(groupUrl(options));
    await waitForHydration(page);
    await page.waitForFunction((rows) => document.querySelectorAll('.checklist-table tbody tr').length >= rows, options.rows, { timeout: 60_000, polling: 500 });
    await settle(page, 1000);
    const tasks = await longTasks(page); // before the row count below, which is a long query itself
    const facts = await page.evaluate<{ hydratedAt: number; fcp: number | null; parsed: number; transfer: number; decoded: number; rows: number }>(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        hydratedAt: window.__bench.hydratedAt,
        fcp: fcp ? fcp.startTime : null,
        parsed: nav ? nav.domInteractive : 0,
        transfer: nav ? nav.transferSize : 0,
        decoded: nav ? nav.decodedBodySize : 0,
        rows: document.querySelectorAll('.checklist-table tbody tr').length,
      };
    })()`);
    if (facts.rows !== options.rows) throw new Error(`the prerendered page has ${facts.rows} rows, expected ${options.rows}`);
    return {
      hydratedMs: facts.hydratedAt,
      firstContentfulPaintMs: facts.fcp,
      parsedMs: facts.parsed,
      htmlTransferKb: facts.transfer / 1024,
      htmlKb: facts.decoded / 1024,
      rowsInDom: facts.rows,
      tasks: taskFigures(tasks),
      parsing: taskFigures(tasks.filter((task) => task.start < facts.parsed)),
      afterParsing: taskFigures(tasks.filter((task) => task.start >= facts.parsed)),
    };
  } finally {
    await context.close();
  }
}
