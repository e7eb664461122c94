// pa11y (HTML_CodeSniffer, WCAG 2 AA) in Debian's Chromium: the accessibility errors of a page, beside axe-core's.
import pa11y from 'pa11y';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium.ts';

export type Pa11yIssue = { code: string; message: string; selector: string };

/** The WCAG 2 AA errors HTML_CodeSniffer finds on a page (warnings and notices are not counted). */
export async function pa11yErrors(url: string): Promise<Pa11yIssue[]> {
  const result = await pa11y(url, {
    standard: 'WCAG2AA',
    runners: ['htmlcs'],
    includeWarnings: false,
    includeNotices: false,
    timeout: 60_000,
    chromeLaunchConfig: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  });
  return result.issues.filter((issue) => issue.type === 'error').map(({ code, message, selector }) => ({ code, message, selector }));
}
