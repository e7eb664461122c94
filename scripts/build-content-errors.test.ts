// A build of content with errors stops before building anything, and says what the check-content command says: each
// error at its file and line, then one line that the site being served is unchanged. No stack trace, and not the
// framework's own words (React Router reads the content for its routes, and said only that its route config failed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';

const repo = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'fauna-content-errors-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('lists each content error at its place and stops, publishing nothing', () => {
  // One checklist whose species column is misnamed; every other file is the default content's.
  const content = path.join(work, 'content');
  mkdirSync(path.join(content, 'checklists'), { recursive: true });
  const odonata = readFileSync(path.join(repo, 'content/checklists/Odonata.csv'), 'utf8');
  writeFileSync(path.join(content, 'checklists/Odonata.csv'), odonata.replace(/^(.*)\bLloji\b/, '$1Emri'));
  const buildDir = path.join(work, 'build');
  const env = { ...process.env, FAUNA_CONTENT: content, FAUNA_BUILD_DIR: buildDir, FAUNA_BASE: '', FAUNA_SITE_URL: '' };
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repo, encoding: 'utf8', env });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => line.trim() !== '');

  expect(result.status).toBe(1);
  expect(lines).toContain(`content: ${content}: 1 error(s)`);
  expect(lines).toContainEqual(expect.stringMatching(/^checklists\/Odonata\.csv:1: error: no species column: the header row needs a column named "Lloji" \(found "Nr", .*"Emri"/));
  expect(lines.at(-1)).toBe('Build failed (the content has 1 error(s), listed above; `npm run check-content` lists every problem); the site being served is unchanged.');
  expect(lines.filter((line) => /^\s+at |Route config/.test(line))).toEqual([]);
  expect(existsSync(path.join(buildDir, BUILD_LAYOUT.current))).toBe(false);
}, 60_000);
