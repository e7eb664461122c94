// A maintainer rebuilds the site while it is being served: every response in the meantime is one build's file,
// whole, and once the new build is published every response is the new one's. A build stopped half-way changes nothing.
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { DEFAULT_CONTENT_DIR } from '../src/content/node/content-dir.server.ts';
import { buildSite, startNginx, startServer, type RunningServer } from '../scripts/bench/processes.ts';
import { runCollected, runInterrupted, type Finished } from '../scripts/child-output.ts';
import { BUILDS } from './builds.ts';
import { hasNginx, NGINX } from './servers.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ build }) => build !== 'default', 'one build of its own is enough');
// Two builds of the default content beside the other tests: 183–240 s on a busy two-core machine (decision 0038).
test.describe.configure({ mode: 'serial', timeout: 480_000 });

/** What the stream asks for: a page, a checklist page and its CSV and data, a species page, the search index. */
const FILES = ['index.html', 'families/Odonata/index.html', 'data/Odonata.csv', 'families/Odonata.data', 'species/Anax-imperator/index.html', 'data/species-index.json'];
const urlOf = (file: string) => file.replace(/(^|\/)index\.html$/, '$1').replace(/\/$/, '');
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * Each of a server's four streams waits this long between two requests. As fast as the machine allowed, the streams
 * took CPU from the builds they watch: about 22,000 answers per server, 90–125 of them within 250 ms of the switch;
 * the spec alone took 94 s and 150 CPU-seconds. Paced: about 5,400 answers per server, 47–62 within 250 ms of the
 * switch, 74 s and 105 CPU-seconds (measured alone, 2 December 2026).
 */
const PAUSE_MS = 20;

type Answer = { file: string; encoding: string; started: number; body: Buffer | null; problem: string | null };

/** Requests the files round and round, in every encoding, until stopped; each body decoded as the server said. */
function steadyStream(origin: string) {
  const answers: Answer[] = [];
  let running = true;
  const worker = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const file = FILES[i % FILES.length]!;
      const encoding = ENCODINGS[Math.floor(i / FILES.length) % ENCODINGS.length]!;
      const started = performance.now();
      try {
        // node's fetch would decode the body itself: ask with http so that the bytes are the server's.
        const { status, headers, raw } = await get(`${origin}${urlOf(file)}`, encoding);
        const length = Number(headers['content-length']);
        let problem = status !== 200 ? `status ${status}` : Number.isFinite(length) && length !== raw.length ? `Content-Length ${length}, body ${raw.length}` : null;
        let body: Buffer | null = null;
        if (!problem) {
          try {
            const sent = headers['content-encoding'];
            body = sent === 'br' ? zlib.brotliDecompressSync(raw) : sent === 'gzip' ? zlib.gunzipSync(raw) : raw;
          } catch (error) {
            problem = `does not decode: ${(error as Error).message}`;
          }
        }
        answers.push({ file, encoding, started, body, problem });
      } catch (error) {
        answers.push({ file, encoding, started, body: null, problem: (error as Error).message });
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const workers = [0, 1, 2, 3].map((offset) => worker(offset * 5));
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * One GET. A server may close an idle kept-alive connection just as a request is sent on it (nginx's reload closes
 * its old workers' idle ones): like a browser, the request is then sent again once on a new connection (RFC 9112,
 * 9.3.1). A failure on a new connection, or after any byte of the response, is a failure.
 */
async function get(url: string, encoding: string, retried = false): Promise<{ status: number; headers: Record<string, string>; raw: Buffer }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    let answered = false;
    // The second attempt opens a connection of its own: the pool's other idle ones may be closing too.
    const request = http.get(url, { headers: { 'Accept-Encoding': encoding }, ...(retried ? { agent: false } : {}) }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string>, raw: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (request.reusedSocket && !answered && !retried) resolve(get(url, encoding, true));
      else reject(error);
    });
  });
}

/** The environment of `npm run build` of the content into the build folder, at the root, without a site address. */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FAUNA_BUILD_DIR: buildDir, FAUNA_CONTENT: content };
  delete env.FAUNA_BASE;
  delete env.FAUNA_SITE_URL;
  return env;
}

/** `npm run build` of the content into the build folder, without blocking the request stream meanwhile. */
function build(): Promise<Finished> {
  return runCollected(['npm', 'run', 'build'], { env: buildEnv() });
}

/**
 * `npm run build` stopped half-way as Ctrl-C stops it (SIGINT to its process group), once its site folder holds the
 * client's first files: what a maintainer who stops a build meets.
 */
function interruptedBuild(): Promise<Finished & { signalled: boolean }> {
  const before = new Set(builtSites());
  const started = () => builtSites().some((id) => !before.has(id) && existsSync(path.join(buildDir, BUILD_LAYOUT.sites, id, BUILD_LAYOUT.client, 'assets')));
  return runInterrupted(['npm', 'run', 'build'], { env: buildEnv() }, started);
}

/** The build folder's site folders. */
const builtSites = () => {
  const sites = path.join(buildDir, BUILD_LAYOUT.sites);
  return existsSync(sites) ? readdirSync(sites, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
};

/** The site folder the build folder serves now. */
const servedSite = (buildDir: string) => realpathSync(path.join(buildDir, BUILD_LAYOUT.current));
const fileOf = (site: string, file: string) => readFileSync(path.join(site, BUILD_LAYOUT.client, file));

let work = '';
let content: string;
let buildDir: string;
test.beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'fauna-rebuild-'));
  chmodSync(work, 0o755); // nginx's workers run as another user
  content = path.join(work, 'content');
  buildDir = path.join(work, 'build');
  cpSync(DEFAULT_CONTENT_DIR, content, { recursive: true });
  buildSite(buildDir, content);
});
test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true }); // no work folder where the project's tests skip
});

// The build folder is in the system's temporary folder: `npm run build` with FAUNA_BUILD_DIR outside the project,
// served by `node dist/server/main.js` from the project (what a host that keeps its sites elsewhere does).
test('a build into a folder outside the project is built and served', async () => {
  expect(path.relative(path.resolve(import.meta.dirname, '..'), buildDir)).toMatch(/^\.\.\//);
  const server = await startServer(buildDir, BUILDS.default.port + 22);
  try {
    expect((await fetch(`${server.url}endemic`)).status).toBe(200);
    const page = await fetch(server.url, { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('Fauna e Kosovës');
  } finally {
    await server.stop();
  }
});

const servers: { name: string; start: (port: number) => Promise<RunningServer>; reload?: () => void }[] = [
  { name: 'the Node server', start: (port) => startServer(buildDir, port) },
  ...(hasNginx
    ? [{
        name: 'nginx',
        start: (port: number) => startNginx(buildDir, port),
        // The documented switch for nginx: the build switches the link; a reload reads the new per-page policies.
        reload: () => {
          const prefix = path.resolve(buildDir, 'nginx-bench');
          spawnSync(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'reload'], { stdio: 'inherit' });
        },
      }]
    : []),
];

// Both servers serve the same build folder at once, so that one pair of builds (one published, one failed) checks
// both: each has its own stream of requests, and each stream is judged alone.
test(`${servers.map((server) => server.name).join(' and ')}: a rebuild with changed content under a steady stream of requests`, async () => {
  const starts = await Promise.allSettled(servers.map((server, index) => server.start(BUILDS.default.port + 20 + index)));
  const running = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  try {
    // One server that did not start fails the test, and the other is stopped all the same (below).
    for (const start of starts) if (start.status === 'rejected') throw start.reason;
    const siteA = servedSite(buildDir);
    const streams = running.map((server) => steadyStream(server.url));
    await new Promise((resolve) => setTimeout(resolve, 500));

    // A new species in a checklist: the page, its CSV, its data and the search index change.
    appendFileSync(path.join(content, 'checklists', 'Odonata.csv'), `99,Odonata,Libellulidae,"Sympetrum meridionale (Selys, 1841)","(Vinko et al., 2020)"\n`);
    expect((await build()).status).toBe(0);
    const siteB = servedSite(buildDir);
    for (const server of servers) server.reload?.();
    const switched = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // A build stopped half-way (Ctrl-C once its pages are being written) changes nothing that is served, and leaves
    // nothing of its own behind.
    const sitesBefore = builtSites().sort();
    const stopped = await interruptedBuild();
    expect(stopped.signalled, stopped.output).toBe(true);
    expect(stopped.status).not.toBe(0);
    expect(stopped.output).toContain('Build stopped (SIGINT); the site being served is unchanged.');
    expect(builtSites().sort()).toEqual(sitesBefore);
    expect(servedSite(buildDir)).toBe(siteB);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(streams.map((stream) => stream.stop()));

    expect(siteB).not.toBe(siteA);
    expect(existsSync(siteA), 'the previous site is kept for a rollback').toBe(true);
    for (const file of FILES.slice(1, 4)) expect(fileOf(siteB, file).equals(fileOf(siteA, file)), `${file} changed`).toBe(false);
    const at = (answer: Answer) => `${Math.round(answer.started - switched)} ms from the switch`;
    const isA = (answer: Answer) => answer.body!.equals(fileOf(siteA, answer.file));
    const isB = (answer: Answer) => answer.body!.equals(fileOf(siteB, answer.file));
    for (const [index, { answers }] of streams.entries()) {
      const name = servers[index]!.name;
      expect(answers.length, name).toBeGreaterThan(100);
      expect(answers.filter((answer) => answer.problem).map((answer) => `${name}: ${answer.file} (${answer.encoding}, ${at(answer)}): ${answer.problem}`)).toEqual([]);
      expect(answers.filter((answer) => !isA(answer) && !isB(answer)).map((answer) => `${name}: ${answer.file} (${answer.encoding}, ${at(answer)})`)).toEqual([]);
      // The Node server looks at the link every 250 ms, nginx is reloaded: half a second after the switch, every
      // answer is build B's.
      const late = answers.filter((answer) => answer.started > switched + 500);
      expect(late.length, name).toBeGreaterThan(20);
      expect(late.filter((answer) => !isB(answer)).map((answer) => `${name}: ${answer.file} (${answer.encoding}, ${at(answer)})`)).toEqual([]);
      expect(answers.filter((answer) => isA(answer) && !isB(answer)).length, `${name}: answers of build A before the switch`).toBeGreaterThan(0);
    }
  } finally {
    await Promise.all(running.map((server) => server.stop()));
  }
});
