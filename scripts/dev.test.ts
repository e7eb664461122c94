// `npm run dev`: with content errors it lists them, as the build does, and starts nothing; with good content the
// development server renders the pages (it once answered every page with a 500: React inlined into its module runner)
// and prints the content's warnings once.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scratchFolders } from '../test/scratch-folders.ts';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = scratchFolders('dev');

it('lists the content errors at their places and does not start the server', () => {
  const content = scratch();
  mkdirSync(path.join(content, 'checklists'));
  const odonata = readFileSync(path.join(repo, 'content/checklists/Odonata.csv'), 'utf8');
  writeFileSync(path.join(content, 'checklists/Odonata.csv'), odonata.replace(/^(.*)\bLloji\b/, '$1Emri'));
  const result = spawnSync('npm', ['run', '--silent', 'dev'], { cwd: repo, encoding: 'utf8', env: { ...process.env, FAUNA_CONTENT: content }, timeout: 30_000 });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => line.trim() !== '');
  expect(result.status).toBe(1);
  expect(lines[0]).toBe(`content: ${content}: 1 error(s)`);
  expect(lines[1]).toMatch(/^checklists\/Odonata\.csv:1: error: no species column/);
  expect(lines.at(-1)).toBe('Fix them, then run `npm run dev` again (`npm run check-content` lists every problem).');
  expect(lines.filter((line) => /^\s+at |Route config/.test(line))).toEqual([]);
}, 40_000);

it('names a content folder that is not there, in one line', () => {
  const result = spawnSync('npm', ['run', '--silent', 'dev'], { cwd: repo, encoding: 'utf8', env: { ...process.env, FAUNA_CONTENT: '/nonexistent/fauna' }, timeout: 30_000 });
  expect(result.status).toBe(1);
  expect(`${result.stdout}${result.stderr}`.trim()).toBe('FAUNA_CONTENT: folder not found: /nonexistent/fauna');
}, 40_000);

it('serves the pages of the default content, rendered on the server', async () => {
  const port = await freePort();
  const env = { ...process.env, FAUNA_CONTENT: '' };
  const server = spawn('npm', ['run', '--silent', 'dev', '--', '--port', String(port), '--strictPort'], { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const page = async (address: string) => {
      const response = await fetch(`http://localhost:${port}${address}`);
      return { status: response.status, text: await response.text() };
    };
    const home = await waitFor(() => page('/'));
    expect(home.status).toBe(200);
    expect(home.text).toMatch(/<h1 id="home-title"[^>]*>Fauna e Kosovës/);
    const species = await page('/species/Canis-lupus');
    expect(species.status).toBe(200);
    expect(species.text).toMatch(/<title>Canis lupus \|/);
    // The content's warnings, once (React Router's own Vite server for the routes' exports prepares no content).
    expect(output.split('\n').filter((line) => line.startsWith('content: '))).toEqual([expect.stringMatching(/^content: .*\/content: \d+ warning\(s\)$/)]);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}, 90_000);

async function waitFor<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries > 120) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
