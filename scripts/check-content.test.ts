import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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

const run = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', dir], { cwd: repo, encoding: 'utf8', env: { ...process.env, FAUNA_CONTENT: '' } });

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
});
