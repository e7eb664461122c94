import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasOwnersContent, OWNERS_CONTENT } from '../test/owners-content.ts';

const repo = path.resolve(import.meta.dirname, '..');
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function contentFolder(groups: Record<string, string>, checklists: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fauna-cli-'));
  temporary.push(dir);
  mkdirSync(path.join(dir, 'checklists'));
  const config = {
    productName: 'Fauna of Kosovo',
    statistics: { species: 1, genera: 1, families: 1, orders: 1 },
    citation: { authors: ['Islami, B.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
    groups: Object.entries(groups).map(([name, file]) => ({ name, label: name, file })),
    siteUrl: 'https://fauna.example/',
    licence: 'CC BY 4.0',
    contact: { name: 'Islami, B.', email: 'fauna@example.org' },
  };
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(config, null, 2));
  for (const [file, text] of Object.entries(checklists)) writeFileSync(path.join(dir, 'checklists', file), text);
  return dir;
}

const run = (dir: string, ...options: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', dir, ...options], { cwd: repo, encoding: 'utf8', env: { ...process.env, FAUNA_CONTENT: '' } });

const englishLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('English: '));
/** The lines of the list that --english prints under the summary. */
const listed = (stdout: string) => stdout.split('\n').filter((line) => /^ {2}\S+\.json:\d+:\d+: no /.test(line));

describe('scripts/check-content.ts', () => {
  it('prints warnings as file:line:column, a table and a summary, and exits 0 without errors', () => {
    const dir = contentFolder({ Test: 'Test.csv' }, { 'Test.csv': 'Nr,Rendi,Familja,Lloji,Referenca\n2,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",Ref\n' });
    const result = run(dir);
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toContain('checklists/Test.csv:2:1: warning: Nr starts at 2 instead of 1');
    expect(lines).toContainEqual(expect.stringMatching(/^Test\s+1\s+1\s+1\s+1$/));
    expect(lines.at(-1)).toMatch(/^0 errors, \d+ warnings$/);
  });

  it('exits 1 when there are errors', () => {
    const dir = contentFolder({ Test: 'Test.csv', Missing: 'Missing.csv' }, { 'Test.csv': 'Nr,Rendi,Familja,Lloji,Referenca\n1,Odonata,Aeshnidae,,Ref\n' });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('checklists/Test.csv:2:4: error: this row has no species name (Lloji), so it is not shown');
    expect(result.stdout).toMatch(/site\.json:\d+: error: group "Missing": the checklist file checklists\/Missing\.csv was not found/);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toMatch(/^2 errors, \d+ warnings$/);
  });

  it('exits 1 with a message when the folder does not exist', () => {
    const result = run(path.join(tmpdir(), 'no-such-fauna-folder'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('folder not found');
  });

  it('reports a broken release file as file:line:column and keeps going: every other file is still checked', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fauna-cli-'));
    temporary.push(dir);
    cpSync(path.join(repo, 'content'), dir, { recursive: true });
    const release = path.join(dir, 'releases/1/fauna-of-kosovo.csv');
    writeFileSync(release, readFileSync(release, 'utf8').replace('Merimangat\r\n', ',Merimangat\r\n'));
    writeFileSync(path.join(dir, 'checklists/Odonata.csv'), readFileSync(path.join(dir, 'checklists/Odonata.csv'), 'utf8').replace('Aeshnidae', 'Aeshniade'));
    const result = run(dir);
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toContain('releases/1/fauna-of-kosovo.csv:2:8: warning: column 8 has no header, so what it holds (line 2) is never shown on the site');
    expect(lines).toContain('releases/1/fauna-of-kosovo.csv:2:7: warning: the "Grupi" cell is empty on line 2: those rows are left out of the comparison with this release');
    expect(lines).toContainEqual(expect.stringMatching(/^checklists\/Odonata\.csv:2:3: warning: the family "Aeshniade"/));
  });

  it("sums up the default content's releases and what changed since the one before", () => {
    const result = run(path.join(repo, 'content'));
    expect(result.stdout.split('\n')).toContain('Releases: 1 (2024), 2 (2025, this content); since version 1: 2 added, 2 moved, 1 authorship corrected (data/releases/2/CHANGES.md lists them)');
  });

  it('rejects an unknown option and a second folder, with its usage', () => {
    for (const result of [run('content', '--englsh'), run('content', 'other')]) {
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('usage: npm run check-content [folder] [-- --english]');
    }
  });
});

describe('scripts/check-content.ts: what is missing in English', () => {
  it('says it once, in one line, and never as a warning', () => {
    const dir = contentFolder({ Test: 'Test.csv' }, { 'Test.csv': 'Nr,Rendi,Familja,Lloji,Referenca\n1,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",Ref\n' });
    const result = run(dir);
    expect(result.status).toBe(0);
    // endemic.json comes from the default content, which gives every English text.
    expect(englishLines(result.stdout)).toEqual([
      'English: 0 of 1 group label, 0 of 1 home-page introduction, 6 of 6 endemic group titles, 19 of 19 endemic descriptions; ' +
        '2 texts without English (`npm run check-content -- --english` lists them)',
    ]);
    expect(listed(result.stdout)).toEqual([]);
    expect(result.stdout).not.toMatch(/warning: .*(labelEn|introductionEn|English)/);
  });

  it('lists each text without English, located, with --english', () => {
    const dir = contentFolder({ Test: 'Test.csv' }, { 'Test.csv': 'Nr,Rendi,Familja,Lloji,Referenca\n1,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",Ref\n' });
    const result = run(dir, '--english');
    expect(result.status).toBe(0);
    expect(englishLines(result.stdout)).toEqual([
      'English: 0 of 1 group label, 0 of 1 home-page introduction, 6 of 6 endemic group titles, 19 of 19 endemic descriptions; ' +
        '2 texts without English, where the English pages show the Albanian text:',
    ]);
    expect(listed(result.stdout)).toEqual(['  site.json:20:16: no groups[0].labelEn ("Test")', '  site.json:1:1: no introductionEn']);
  });

  it('finds every English text of the default content', () => {
    const result = run(path.join(repo, 'content'), '--english');
    expect(result.status).toBe(0);
    expect(englishLines(result.stdout)).toEqual([
      'English: 13 of 13 group labels, 1 of 1 home-page introduction, 6 of 6 endemic group titles, 19 of 19 endemic descriptions; every text has its English twin',
    ]);
    expect(listed(result.stdout)).toEqual([]);
  });

  it.skipIf(!hasOwnersContent)("reads the owners' content, which gives no English of its own, and counts it the same way", () => {
    const summary = run(OWNERS_CONTENT);
    expect(summary.status).toBe(0);
    const [line, ...others] = englishLines(summary.stdout);
    expect(others).toEqual([]);
    const counts = [...(line ?? '').matchAll(/(\d+) of (\d+) ([a-z -]+)/g)].map((match) => [match[3], Number(match[1]), Number(match[2])]);
    expect(counts.map(([kind]) => kind)).toEqual(['group labels', 'home-page introduction', 'endemic group titles', 'endemic descriptions']);
    const missing = counts.reduce((sum, [, given, total]) => sum + Number(total) - Number(given), 0);
    const list = run(OWNERS_CONTENT, '--english');
    expect(list.status).toBe(0);
    expect(listed(list.stdout)).toHaveLength(missing);
    for (const entry of listed(list.stdout)) expect(entry).toMatch(/^ {2}(site|endemic)\.json:\d+:\d+: no \S+En\b/);
  });
});
