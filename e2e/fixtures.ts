import { test as base, expect, type Locator, type Page } from '@playwright/test';
import siteConfig from '../content/site.json' with { type: 'json' };
import { SERVICE_WORKERS } from './browser-context.ts';
import { BUILDS, hasOwnersContent, type BuildName } from './builds.ts';
import type { ServerKind } from './servers.ts';

export { expect };

/** What the reading tab's pages reported since the test began: blocked by their content-security policy, thrown. */
export type TabReport = { cspViolations: string[]; pageErrors: string[] };
type ReadingTab = { page: Page; report: TabReport };

/**
 * Which build a test runs against (default content, owners' content, or a sub-path build), and which server serves it.
 * Both are the project's, so they are worker fixtures: a `test.skip` that reads only them is decided before the
 * group's `beforeAll` hooks, which then do not build a site for a project whose tests all skip.
 *
 * `tab`: a page kept open across a worker's tests (decision 0039), for a test that opens pages of the site and reads,
 * clicks or types in them as a visitor would. A page opened in a tab that has shown the site before cost about a
 * third of one in a new browser context on a busy machine (decision 0039, measured with the whole browser, not since
 * with the headless shell). A test that changes the browser (a route, an init script, a listener, storage, offline,
 * the clock, a download) or checks a first visit uses `page`, a fresh context.
 * `tabReport`: what the tab's pages blocked under their content-security policy, and the errors they threw.
 */
export const test = base.extend<
  { consoleErrors: string[]; tab: Page; tabReport: TabReport },
  { build: BuildName; server: ServerKind; readingTab: ReadingTab }
>({
  build: [
    async ({}, use, workerInfo) => {
      await use(((workerInfo.project.metadata as { build?: BuildName }).build ?? workerInfo.project.name) as BuildName);
    },
    { scope: 'worker' },
  ],
  server: [
    async ({}, use, workerInfo) => {
      await use((workerInfo.project.metadata as { server?: ServerKind }).server ?? 'node');
    },
    { scope: 'worker' },
  ],
  readingTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, serviceWorkers: SERVICE_WORKERS });
      const page = await context.newPage();
      const tab: ReadingTab = { page, report: { cspViolations: [], pageErrors: [] } };
      await watchCspViolations(page, tab.report.cspViolations);
      page.on('pageerror', (error) => tab.report.pageErrors.push(error.message));
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ readingTab, viewport, hasTouch, isMobile, javaScriptEnabled, bypassCSP, offline, serviceWorkers }, use) => {
    const unsupported = Object.entries({ hasTouch, isMobile, bypassCSP, offline }).flatMap(([name, value]) => (value === true ? [`${name}: true`] : []));
    if (javaScriptEnabled === false) unsupported.push('javaScriptEnabled: false');
    if (serviceWorkers !== SERVICE_WORKERS) unsupported.push(`serviceWorkers: '${serviceWorkers}'`);
    if (unsupported.length > 0) {
      throw new Error(`the reading tab takes the test's viewport only; a test that sets ${unsupported.join(', ')} needs \`page\``);
    }
    const { page } = readingTab;
    readingTab.report.cspViolations.length = 0;
    readingTab.report.pageErrors.length = 0;
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await use(page);
  },
  tabReport: async ({ readingTab, tab }, use) => {
    void tab; // the tab's fixture has emptied the lists for this test
    await use(readingTab.report);
  },
  // Collects console errors so tests can assert on them (e.g. a missing photo is logged once).
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
});

/**
 * Adds to `violations` what the page's documents block under their content-security policy, from the next one the
 * page opens: any blocked script, style or request.
 */
export async function watchCspViolations(page: Page, violations: string[]): Promise<void> {
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
}

/** A text matched literally inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const GROUP_NAMES: string[] = siteConfig.groups.map((group) => group.name);
export const STATISTICS = siteConfig.statistics;
export const CITATION = siteConfig.citation;

/** Router path of a group's checklist page, relative to the base URL (no leading slash). */
export function familyPath(group: string): string {
  return `families/${encodeURIComponent(group)}`;
}

/** Client-side navigation to a group through the 'Grupet Shtazore' menu (an Albanian page). */
export async function openFromMenu(page: Page, group: string) {
  const nav = page.getByRole('navigation', { name: 'Menyja kryesore' });
  await nav.getByRole('button', { name: 'Grupet Shtazore' }).click();
  await nav.getByRole('link', { name: group, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group);
}

/**
 * Why a behaviour test skips the default build: the sub-path build has the same content and tests the same behaviour
 * under its base path, the harder case (e2e/builds.ts).
 */
export const SAME_AS_SUBPATH = 'the sub-path build has the same content and tests this under its base path';

/**
 * For tests whose answer may depend on the base path: the default build is skipped only where the owners' build is
 * there to test the root base path (without the owners' content, the default build does).
 */
export const skipDefaultIfCovered = ({ build }: { build: BuildName }): boolean => build === 'default' && hasOwnersContent;
export const COVERED_ELSEWHERE = "the sub-path build has the same content, the owners' build tests the root base path";

/**
 * The one build that tests behaviour depending on neither the content nor the address (a menu's keys, a control's
 * state): the owners' when it is there (the richest pages), else the sub-path build.
 */
export const BEHAVIOUR_BUILD: BuildName = hasOwnersContent ? 'owners' : 'subpath';
export const BEHAVIOUR_ONCE = `the same behaviour is tested on the ${BEHAVIOUR_BUILD} build`;

export function basePathOf(build: BuildName): string {
  return BUILDS[build].basePath;
}

/** Waits until React has hydrated the prerendered page (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Scrolls an element into view and waits until it stays put: rows shown for the first time after a jump are laid
 * out over the next frames (content-visibility), and a wrapped row moves what is below it. A click sent meanwhile
 * can press on one element and release on another.
 */
export async function scrollIntoViewSettled(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** Opens a page of the site and waits until it is interactive. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The page's JSON-LD blocks, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}
