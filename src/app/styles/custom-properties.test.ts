// A custom property read but never defined is silently empty in the browser, and one defined but never read is a
// token nobody uses: both are caught here, across every stylesheet and module under src/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

const DEFINED_IN_CSS = /^\s*(--[\w-]+)\s*:/gm;
/** Set from code: `style={{ '--rows': … }}`, `style.setProperty('--scrollbar-width', …)`. */
const SET_IN_CODE = /['"](--[\w-]+)['"]/g;
const READ = /var\(\s*(--[\w-]+)/g;

type Source = { file: string; text: string };

const names = (sources: Source[], pattern: RegExp) => new Set(sources.flatMap(({ text }) => [...text.matchAll(pattern)].map((match) => match[1]!)));

/** The properties read but defined nowhere, and those defined in a stylesheet but read nowhere, with their files. */
function customPropertyFindings(stylesheets: Source[], modules: Source[]): { undefinedReads: string[]; unread: string[] } {
  const everything = [...stylesheets, ...modules];
  const defined = new Set([...names(stylesheets, DEFINED_IN_CSS), ...names(modules, SET_IN_CODE)]);
  const read = names(everything, READ);
  const filesWith = (name: string, pattern: RegExp) =>
    everything.filter(({ text }) => [...text.matchAll(pattern)].some((match) => match[1] === name)).map(({ file }) => file);
  return {
    undefinedReads: [...read].filter((name) => !defined.has(name)).map((name) => `${name} (${filesWith(name, READ).join(', ')})`),
    unread: [...names(stylesheets, DEFINED_IN_CSS)].filter((name) => !read.has(name)).map((name) => `${name} (${filesWith(name, DEFINED_IN_CSS).join(', ')})`),
  };
}

const sources = (pattern: string, ignore: string[] = []): Source[] =>
  globSync(pattern, { cwd: root, ignore }).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

describe('custom properties', () => {
  it('finds a property read but not defined, and one defined but not read', () => {
    const stylesheets = [{ file: 'a.css', text: ':root {\n  --color-text: #000;\n  --font-serif: serif;\n}\np { color: var(--color-txt); }\nh1 { color: var(--color-text); height: var(--rows); }' }];
    const modules = [{ file: 'b.tsx', text: "<tbody style={{ '--rows': 3 }} />" }];
    expect(customPropertyFindings(stylesheets, modules)).toEqual({ undefinedReads: ['--color-txt (a.css)'], unread: ['--font-serif (a.css)'] });
  });

  it('every property the site reads is defined, and every one its stylesheets define is read', () => {
    const stylesheets = sources('src/**/*.css');
    expect(stylesheets.length).toBeGreaterThan(10);
    expect(customPropertyFindings(stylesheets, sources('src/**/*.{ts,tsx}', ['src/**/*.test.*']))).toEqual({ undefinedReads: [], unread: [] });
  });
});
