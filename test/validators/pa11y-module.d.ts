// The part of pa11y's API (9.x) the tests use; pa11y ships no types.
declare module 'pa11y' {
  type Options = {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    includeWarnings?: boolean;
    includeNotices?: boolean;
    timeout?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
    /** A browser the caller started (and closes): pa11y opens a page in it for the test. */
    browser?: import('puppeteer').Browser;
    /** A page of that browser for the test (with `browser`): pa11y navigates it and leaves it open. */
    page?: import('puppeteer').Page;
  };
  type Issue = { code: string; type: 'error' | 'warning' | 'notice'; message: string; selector: string; context: string };
  export default function pa11y(url: string, options?: Options): Promise<{ documentTitle: string; pageUrl: string; issues: Issue[] }>;
}
