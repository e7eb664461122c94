// Code run inside the page. Plain JavaScript strings, so that no compiler helper leaks into the browser.
import type { ElementHandle, Locator, Page } from '@playwright/test';

export type LongTask = { start: number; duration: number };

/** Installed before any page script: records every long task (buffered) and when React has hydrated. */
export const INIT_PROBE = `(() => {
  const bench = (window.__bench = { longTasks: [], hydratedAt: null, error: null });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    bench.error = String(error);
  }
  new MutationObserver(() => {
    if (bench.hydratedAt === null && document.documentElement.dataset.hydrated === 'true') bench.hydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
})()`;

export type NavigationMarks = {
  clickAt: number | null;
  loadingSeenAt: number | null;
  loadingGoneAt: number | null;
  allRowsAt: number | null;
};

/**
 * Watches a client-side navigation to a checklist: the link click, the loading message, and the moment the last
 * row (Nr = expectedRows) is in the DOM. A few DOM reads per mutation (the article and its table are looked up once,
 * while the article is still small), so the probe adds nothing measurable to the tasks it observes.
 */
export function watchChecklistNavigation(page: Page, expectedRows: number): Promise<void> {
  return page.evaluate(`(() => {
    const marks = (window.__bench.nav = { clickAt: null, loadingSeenAt: null, loadingGoneAt: null, allRowsAt: null });
    document.addEventListener('click', (event) => {
      if (marks.clickAt === null && event.target.closest('a')) marks.clickAt = performance.now();
    }, { capture: true });
    let article = null;
    let table = null;
    const observer = new MutationObserver(() => {
      if (marks.clickAt === null) return;
      const now = performance.now();
      if (!article || !article.isConnected) article = document.querySelector('article.checklist-page');
      if (!article) return;
      // While loading the article is small; once found, the table is kept (a query over its rows is not O(1)).
      if (!table || !table.isConnected) table = article.querySelector('.checklist-scroll:not([data-hidden]) > table');
      if (!table) {
        if (marks.loadingSeenAt === null && article.querySelector('.checklist-loading')) marks.loadingSeenAt = now;
        return;
      }
      if (marks.loadingGoneAt === null) marks.loadingGoneAt = now;
      const lastRow = table.lastElementChild && table.lastElementChild.lastElementChild;
      if (lastRow && lastRow.firstElementChild && lastRow.firstElementChild.textContent === '${expectedRows}') {
        marks.allRowsAt = now;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })()`);
}

export function navigationMarks(page: Page): Promise<NavigationMarks> {
  return page.evaluate('window.__bench.nav');
}

export type ScrollRun = { start: number; end: number; frames: number; height: number };

/** Scrolls to the bottom of the page, `stepScreens` viewport heights per animation frame. */
export function scrollToBottom(page: Page, stepScreens: number): Promise<ScrollRun> {
  return page.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    let frames = 0;
    const done = () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight) < 2;
    const step = () => {
      frames++;
      window.scrollBy(0, window.innerHeight * ${stepScreens});
      if (done() || frames > 20000) {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ start, end: performance.now(), frames, height: document.documentElement.scrollHeight })));
      } else {
        requestAnimationFrame(step);
      }
    };
    requestAnimationFrame(step);
  })`);
}

export async function longTasks(page: Page): Promise<LongTask[]> {
  const error = await page.evaluate<string | null>('window.__bench.error');
  if (error) throw new Error(`PerformanceObserver for long tasks failed in the page: ${error}`);
  return page.evaluate('window.__bench.longTasks');
}

/** Long tasks that overlap [from, to] (page time, ms). */
export function tasksBetween(tasks: readonly LongTask[], from: number, to: number): LongTask[] {
  return tasks.filter((task) => task.start + task.duration > from && task.start < to);
}

export type TaskFigures = { longest: number; over50: number; totalBlocking: number };

/** Longest task, number of tasks over 50 ms, and total blocking time (the part of each task beyond 50 ms). */
export function taskFigures(tasks: readonly LongTask[]): TaskFigures {
  let longest = 0;
  let over50 = 0;
  let totalBlocking = 0;
  for (const { duration } of tasks) {
    longest = Math.max(longest, duration);
    if (duration > 50) {
      over50++;
      totalBlocking += duration - 50;
    }
  }
  return { longest, over50, totalBlocking };
}

/** Resolves once the page has had no long task and no pending frame work for `quietMs`. */
export function settle(page: Page, quietMs = 500): Promise<void> {
  return page.evaluate(`new Promise((resolve) => {
    let last = window.__bench.longTasks.length;
    let since = performance.now();
    const tick = () => {
      const count = window.__bench.longTasks.length;
      if (count !== last) {
        last = count;
        since = performance.now();
      }
      if (performance.now() - since >= ${quietMs}) resolve();
      else setTimeout(tick, 50);
    };
    tick();
  })`);
}

/**
 * The page's status line (the checklist's search and loading messages), found with a CSS query. Playwright's role and
 * label queries (`getByRole`, `getByLabel`) run in the page's main thread and walk the whole page: on 20,000 rows a
 * poll of `getByRole('status')` or a click through `getByRole('button', …)` was itself a long task of 60–290 ms,
 * counted as the page's. Inside a measured window, the bench finds elements by CSS or by a handle found before it.
 */
export const statusLine = (page: Page, text: RegExp) => page.locator('[role="status"]').filter({ hasText: text });

/** The element `locator` finds, found once, before a measured window (see `statusLine`). */
export async function foundBefore(locator: Locator): Promise<ElementHandle> {
  const handle = await locator.elementHandle();
  if (!handle) throw new Error(`the bench found no element for ${String(locator)}`);
  return handle;
}
