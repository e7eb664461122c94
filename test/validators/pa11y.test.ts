import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { describeUnless, missingUnless } from '../skip-unless.ts';
import { testBrowserPath } from '../../scripts/ensure-chromium.ts';
import { pa11yErrors } from './pa11y.ts';
import { scratchFolders } from '../scratch-folders.ts';

const scratch = scratchFolders('pa11y');

const page = (body: string) => `<!doctype html><html lang="sq"><head><meta charset="utf-8"><title>Faqe</title></head><body><main>${body}</main></body></html>`;

describeUnless(missingUnless(existsSync(testBrowserPath()), 'no Chromium'))('pa11y with HTML_CodeSniffer', () => {
  it('passes an accessible page and fails on planted defects: an image without alt, a field without label', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'good.html'), page('<h1>Fauna</h1><img src="x.png" alt="Ujku"><label>Kërko <input type="search"></label>'));
    writeFileSync(path.join(dir, 'planted.html'), page('<h1>Fauna</h1><img src="x.png"><input type="search">'));
    const [good, planted] = ['good.html', 'planted.html'].map((file) => pathToFileURL(path.join(dir, file)).href) as [string, string];
    // One browser for both pages, in this order: each page's errors are its own.
    const found = await pa11yErrors([planted, good, planted]);
    expect(found.get(good)).toEqual([]);
    const codes = found.get(planted)!.map((issue) => issue.code).join('\n');
    expect(codes).toMatch(/H37/); // img without alt
    expect(codes).toMatch(/F68|H44|4_1_2/); // form field without a name
  }, 90_000);
});
