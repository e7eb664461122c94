import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The rule that scripts/build edits HTML as documents, run through ESLint's Node API on planted snippets.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function messages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('HTML edited as documents in scripts/build', () => {
  it('a regular expression over markup fails', async () => {
    const code = "export const head = (html: string) => html.replace(/<link\\b[^>]*\\srel=\"modulepreload\"[^>]*>/gi, '');\n";
    expect(await messages('scripts/build/x.ts', code)).toEqual([expect.stringMatching(/^A regular expression over markup/)]);
  });

  it('a pattern built at run time fails', async () => {
    const code = "export const attribute = (tag: string, name: string) => new RegExp(`\\\\s${name}=\"([^\"]*)\"`, 'i').exec(tag);\n";
    expect(await messages('scripts/build/x.ts', code)).toEqual([expect.stringMatching(/^A pattern built at run time/)]);
  });

  it('a string search for a tag fails, in a string and in a template', async () => {
    expect(await messages('scripts/build/x.ts', "export const end = (html: string) => html.indexOf('</head>');\n")).toHaveLength(1);
    expect(await messages('scripts/build/x.ts', 'export const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;\n')).toHaveLength(1);
  });

  it('document code, patterns over other text, and tests pass', async () => {
    const code = [
      "import { elements, parsePage } from './html-document.ts';",
      "export const links = (html: string) => elements(parsePage(html), (element) => element.name === 'link');",
      "export const file = (href: string) => href.replace(/[?#].*$/, '');",
      'export const message = (name: string) => `page has no <${name}>`;',
      '',
    ].join('\n');
    expect(await messages('scripts/build/x.ts', code)).toEqual([]);
    expect(await messages('scripts/build/x.test.ts', "export const end = (html: string) => html.replace(/<\\/head>/, '');\n")).toEqual([]);
  });

  it('every file of scripts/build passes', async () => {
    const files = readdirSync(path.join(root, 'scripts/build')).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files).toContain('html-document.ts');
    for (const file of files) expect(await messages(`scripts/build/${file}`, readFileSync(path.join(root, 'scripts/build', file), 'utf8')), file).toEqual([]);
  });
});
