// The 20,000-row checklist explored: switching grouping, sorting and a filter, each measured by its longest task.
import type { Browser } from '@playwright/test';
import { foundBefore, INIT_PROBE, longTasks, settle, statusLine, taskFigures, tasksBetween } from './page-probes.ts';
import { paths } from '../../src/config/paths.ts';

export type ExploreFigures = { grouping: number; sorting: number; sortingBack: number; filtering: number; ungrouping: number };

type Options = { browser: Browser; baseUrl: string; groupName: string; viewport: { width: number; height: number } };

/** Opens the list, then makes each choice in turn through the controls and records the longest task that follows. */
export async function measureExplore({ browser, baseUrl, groupName, viewport }: Options): Promise<ExploreFigures> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: INIT_PROBE });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  try {
    await page.goto(`${baseUrl}${paths.group.href(groupName).slice(1)}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // The controls found before any step: a role or label query inside a step would be the bench's long task.
    const groupingBox = await foundBefore(page.getByRole('checkbox', { name: 'Grupo sipas rendit dhe familjes' }));
    const sortSelect = await foundBefore(page.getByLabel('Rendit sipas'));
    const directionButton = await foundBefore(page.getByRole('button', { name: 'Zbritës' }));
    const familySelect = await foundBefore(page.getByLabel('Familja'));
    const family = await familySelect.$$eval('option', (options) => options[1]?.getAttribute('value'));
    await settle(page, 1000);
    const step = async (act: () => Promise<unknown>, done: RegExp) => {
      const start = await page.evaluate(() => performance.now());
      await act();
      await statusLine(page, done).waitFor();
      await settle(page);
      return taskFigures(tasksBetween(await longTasks(page), start, Number.POSITIVE_INFINITY)).longest;
    };
    const grouping = await step(() => groupingBox.check(), /grupuar/);
    const sorting = await step(() => sortSelect.selectOption('lloji'), /renditur sipas Lloji/);
    const sortingBack = await step(() => directionButton.click(), /zbritës/);
    const filtering = await step(() => familySelect.selectOption(family!), new RegExp(`familja ${family}`));
    const ungrouping = await step(() => groupingBox.uncheck(), /^(?!.*grupuar).* nga /);
    return { grouping, sorting, sortingBack, filtering, ungrouping };
  } finally {
    await context.close();
  }
}
