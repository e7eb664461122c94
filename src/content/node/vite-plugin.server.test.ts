import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CITATIONS_FILE, FAUNA_CSV_FILE, releaseFile, SPECIES_INDEX_FILE } from '../../config/paths.ts';
import { buildOptions } from './build-options.server.ts';
import { DEFAULT_CONTENT_DIR } from './content-dir.server.ts';
import { faunaContent } from './vite-plugin.server.ts';

// The development server answers the data URLs of a production build, so that pages behave the same in `npm run dev`.
let buildDir: string;
let vite: ViteDevServer;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'fauna-dev-'));
  vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true },
    // No scan of the project for dependencies to pre-bundle: it reads every HTML file, built pages included.
    optimizeDeps: { noDiscovery: true },
    plugins: [faunaContent({ ...buildOptions({}), buildDir, siteDir: buildDir })],
  });
  server = http.createServer(vite.middlewares);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}, 60_000);

afterAll(async () => {
  // Idle keep-alive connections of fetch would hold close() open for the server's keep-alive timeout.
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await vite?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

describe('the development server', () => {
  it('serves the resolved citations that a checklist fetched after a navigation links to', async () => {
    const response = await fetch(origin + CITATIONS_FILE);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const groups = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(groups['Gjitaret'] ?? {}).length).toBeGreaterThan(0);
  });

  it('serves the whole-fauna CSV, the species index and a group checklist', async () => {
    const fauna = await fetch(origin + FAUNA_CSV_FILE);
    expect(fauna.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await fauna.text()).toMatch(/Canis lupus/);
    expect((await fetch(origin + SPECIES_INDEX_FILE)).status).toBe(200);
    expect((await fetch(`${origin}data/Gjitaret.csv`)).status).toBe(200);
  });

  it("serves every release's downloads: release 1 as kept, release 2 from the content, with its changes", async () => {
    const kept = await fetch(origin + releaseFile(1, 'fauna'));
    expect(kept.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'releases/1/fauna-of-kosovo.csv')));
    expect(await (await fetch(origin + releaseFile(2, 'fauna'))).text()).toBe(await (await fetch(origin + FAUNA_CSV_FILE)).text());
    const changes = await fetch(origin + releaseFile(2, 'changesMarkdown'));
    expect(changes.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await changes.text()).toMatch(/^# Changes in version 2 \(since version 1\)/);
    expect((await fetch(origin + releaseFile(1, 'changesCsv'))).status).toBe(404);
  });
});
