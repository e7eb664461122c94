// pa11y (HTML_CodeSniffer, WCAG 2 AA) in Debian's Chromium: the accessibility errors of pages, beside axe-core's.
import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import { CHROMIUM_ARGS, testBrowserPath } from '../../scripts/ensure-chromium.ts';

export type Pa11yIssue = { code: string; message: string; selector: string };

/**
 * The WCAG 2 AA errors HTML_CodeSniffer finds on each page (warnings and notices are not counted), by address, in
 * order. One browser serves every page, in one tab: starting a browser per page cost about as much as the checks
 * themselves, and a new tab per page twice what the tab costs once it has shown the site.
 */
export async function pa11yErrors(urls: readonly string[]): Promise<Map<string, Pa11yIssue[]>> {
  const browser = await puppeteer.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS });
  const found = new Map<string, Pa11yIssue[]>();
  try {
    const page = await browser.newPage();
    for (const url of urls) {
      const result = await pa11y(url, { browser, page, standard: 'WCAG2AA', runners: ['htmlcs'], includeWarnings: false, includeNotices: false, timeout: 60_000 });
      found.set(url, result.issues.filter((issue) => issue.type === 'error').map(({ code, message, selector }) => ({ code, message, selector })));
    }
  } finally {
    await browser.close();
  }
  return found;
}
