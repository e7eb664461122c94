import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeUnless, missingUnless } from '../skip-unless.ts';
import { hasJava, knownFalsePositives, nuErrors } from './nu-html-checker.ts';
import { scratchFolders } from '../scratch-folders.ts';

const scratch = scratchFolders('nu');

const VALID = '<!doctype html><html lang="sq"><head><meta charset="utf-8"><title>Faqe</title></head><body><dl><div><dt>Rendi</dt><dd>Odonata</dd></div></dl></body></html>';
// The two defects the checker found on the site: a <div> holding two term groups in a <dl>, and a page without a title.
const PLANTED = '<!doctype html><html lang="sq"><head><meta charset="utf-8"></head><body><dl><div><dt>Rendi</dt><dd>Odonata</dd><dt>Familja</dt><dd>Aeshnidae</dd></div></dl></body></html>';

/** The pages written into a new folder, by file name: their paths, as the checker is given them. */
function writePages(pages: Record<string, string>): string[] {
  const dir = scratch();
  return Object.entries(pages).map(([name, html]) => {
    writeFileSync(path.join(dir, name), html);
    return path.join(dir, name);
  });
}

describeUnless(missingUnless(hasJava, 'no java'))('the Nu HTML Checker', () => {
  it('passes a valid page and fails each planted defect, with file and line', async () => {
    const errors = await nuErrors(writePages({ 'valid.html': VALID, 'planted.html': PLANTED }));
    expect(errors.every((error) => error.file.endsWith('planted.html'))).toBe(true);
    const messages = errors.map((error) => error.message).join('\n');
    expect(messages).toMatch(/Element “dt” not allowed as child of element “div”/);
    expect(messages).toMatch(/Element “head” is missing a required instance of child element “title”/);
    expect(errors[0]?.line).toBe(1);
  }, 60_000);

  it('ignores only the listed false positives, each by its exact message', async () => {
    expect(knownFalsePositives().size).toBeGreaterThan(0);
    // CSS var() inside calc() in a custom property: the listed false positive, and nothing else reported.
    const calc = VALID.replace('</title>', '</title><style>:root{--space-2:.5rem}.t{--row-estimate:calc(1.55em + 2 * var(--space-2) + 1px)}</style>');
    expect(await nuErrors(writePages({ 'calc.html': calc }))).toEqual([]);
  }, 60_000);

  it('checks a stylesheet shared by pages once, in the first page, and keeps the line and column of every other message', async () => {
    const shared = '<style>\n.a { color: nonsense }\n.b { margin: 0 }</style>';
    const withStyle = (page: string, style: string) => page.replace('<meta charset="utf-8">', `<meta charset="utf-8">${style}`);
    // A page with the stylesheet, then a defect on the stylesheet's last line and another two lines below; its copy
    // is checked after it, its stylesheet then met before.
    const planted = withStyle(PLANTED, shared).replace('<body>', '<body>\n\n');
    // Given out of order: the checker takes them in path order, so a.html is the first with the shared stylesheet.
    const pages = writePages({ 'd.html': withStyle(VALID, shared), 'b.html': planted, 'a.html': planted, 'c.html': withStyle(VALID, '<style>.c { margin: sideways }</style>') });
    const errors = await nuErrors(pages);
    const css = errors.filter((error) => error.message.startsWith('CSS:'));
    expect(css.map((error) => `${path.basename(error.file)}: ${error.message}`).sort()).toEqual([
      expect.stringMatching(/^a\.html: CSS: “color”: “nonsense”/),
      expect.stringMatching(/^c\.html: CSS: “margin”: “sideways”/),
    ]);
    const where = (file: string) => errors.filter((error) => path.basename(error.file) === file && !error.message.startsWith('CSS:')).map(({ line, column, message }) => ({ line, column, message }));
    expect(where('a.html').length).toBeGreaterThanOrEqual(2);
    expect(where('b.html')).toEqual(where('a.html'));
    expect(where('d.html')).toEqual([]);
  }, 60_000);
});
