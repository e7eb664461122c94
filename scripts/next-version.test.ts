import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const run = (dir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/next-version.ts', dir], { cwd: repo, encoding: 'utf8', env: { ...process.env, FAUNA_CONTENT: '' } });

describe('npm run next-version', () => {
  it('says what it kept and wrote, and what to do next', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fauna-next-cli-'));
    temporary.push(dir);
    const result = run(dir);
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      'Version 2 kept as the site publishes it: releases/2/fauna-of-kosovo.csv, releases/2/references.md',
      `site.json: citation.version 3, citation.year ${new Date().getFullYear()}, and release 3 named in "releases" (issued "${new Date().getFullYear()}": give its date when you publish it)`,
      "Now make the year's changes, then run npm run check-content: its Releases line counts what changed since version 2.",
    ]);
  });

  it('refuses content with errors in one line, without a stack trace, and writes nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fauna-next-cli-'));
    temporary.push(dir);
    writeFileSync(path.join(dir, 'site.json'), '{');
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Cannot start the next version: the content has 1 error\(s\); fix them first \(npm run check-content\):\nsite\.json:/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dir, 'releases'))).toBe(false);
  });
});
