// axe-core, evaluated in the page through the DevTools protocol, which the page's content-security policy does not
// govern: axe checks the page under its real policy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's WCAG 2.2 A/AA violations as it is now, one line per failing element. Only violations are collected in
 * full (axe's `resultTypes`): every rule still runs, but the elements that pass are not described one by one.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({ runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_AA,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`),
  );
}
