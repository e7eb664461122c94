// Server throughput (issue 9, item 3): autocannon against the Node server and nginx serving the same build, on
// loopback only, a few seconds per run. Budgets: Node ≥ half of nginx's req/s (or the absolute figure without
// nginx), asked as a browser asks and asked for gzip alone; 0 errors at 200 connections; Node's RSS ≤ 150 MB after
// the load and after a crawler's visit (every address of the site manifest requested in every encoding, three times
// over).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { servedSiteDir } from '../../server/follow-build.ts';
import { readSiteManifest } from '../../src/config/site-manifest.server.ts';
import { ensureNginx } from '../ensure-nginx.ts';
import { killRemainingServers, startNginx, startServer } from './processes.ts';
import { formatBudgets, formatTable, passes, type Budget } from './report.ts';
import { checklistDataFile, paths } from '../../src/config/paths.ts';

export const LOAD_SECONDS = 2;
/** Node and nginx take turns, so that other work on the machine weighs on both alike; the median run counts. */
const ROUNDS = 3;
const CONNECTIONS = 100;
const ERROR_CONNECTIONS = 200;
const RSS_BUDGET_MB = 150;
const RATIO_BUDGET_PERCENT = 50;
/**
 * What the load asks for: a browser's Accept-Encoding, then gzip alone. Debian's nginx has no brotli module, so to a
 * browser it sends the larger `.gz` where Node sends the `.br`; asked for gzip, both send the same bytes.
 */
const LOAD_ENCODINGS = ['gzip, br', 'gzip'];
/** A crawl: every address, in each encoding a client may ask for, this many at a time; repeated CRAWL_ROUNDS times. */
const CRAWL_ENCODINGS = ['br', 'gzip', 'identity'];
const CRAWL_CONCURRENCY = 16;
const CRAWL_ROUNDS = Number(process.env.BENCH_CRAWL_ROUNDS ?? 3);

export type Target = { label: string; path: string };
export type ServerUrls = { node: string; nginx: string | null; nodePid: number; buildDir: string };
type Run = { requestsPerSecond: number; errors: number; non2xx: number; kbPerRequest: number };

/** The checklist page to load: `preferred` when the build has it, else the largest checklist page (but `exclude`). */
export function checklistTargets(clientDir: string, preferred: string | null, exclude?: string): Target[] {
  const families = path.join(clientDir, paths.group.pattern(''));
  const pages = readdirSync(families).filter((name) => name !== exclude && existsSync(path.join(families, name, 'index.html')));
  const group =
    preferred && pages.includes(preferred)
      ? preferred
      : pages.reduce((largest, name) => (size(families, name) > size(families, largest) ? name : largest), pages[0]!);
  return [
    { label: `/${paths.group.pattern(group)}`, path: paths.group.href(group).slice(1) },
    { label: `/${checklistDataFile(group)}`, path: checklistDataFile(encodeURIComponent(group)) },
  ];
}

const size = (families: string, name: string) => statSync(path.join(families, name, 'index.html')).size;

async function load(url: string, connections: number, encoding = LOAD_ENCODINGS[0]!): Promise<Run> {
  const result = await autocannon({ url, connections, duration: LOAD_SECONDS, headers: { 'accept-encoding': encoding } });
  return {
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    kbPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total / 1024 : 0,
  };
}

/** The run with the median req/s; errors of all runs added up. */
function medianRun(runs: Run[]): Run | null {
  if (runs.length === 0) return null;
  const middle = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;
  return { ...middle, errors: runs.reduce((sum, run) => sum + run.errors, 0), non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0) };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export async function measureServers(servers: ServerUrls, targets: Target[]): Promise<Budget[]> {
  const rows: string[][] = [];
  const budgets: Budget[] = [];
  for (const target of targets) {
    for (const encoding of LOAD_ENCODINGS) {
      const nodeRuns: Run[] = [];
      const nginxRuns: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        nodeRuns.push(await load(servers.node + target.path, CONNECTIONS, encoding));
        if (servers.nginx) nginxRuns.push(await load(servers.nginx + target.path, CONNECTIONS, encoding));
      }
      const node = medianRun(nodeRuns)!;
      const nginx = medianRun(nginxRuns);
      const ratio = nginx ? (100 * node.requestsPerSecond) / nginx.requestsPerSecond : null;
      rows.push([
        target.label,
        encoding,
        `${Math.round(node.requestsPerSecond)}`,
        nginx ? `${Math.round(nginx.requestsPerSecond)}` : '–',
        ratio === null ? 'no nginx' : `${ratio.toFixed(0)} %`,
        `${node.kbPerRequest.toFixed(1)} / ${nginx ? nginx.kbPerRequest.toFixed(1) : '–'} KB`,
        `${node.errors + node.non2xx + (nginx ? nginx.errors + nginx.non2xx : 0)}`,
      ]);
      if (ratio !== null) {
        budgets.push({ name: `Node req/s on ${target.label} (${encoding}), % of nginx's`, actual: ratio, limit: RATIO_BUDGET_PERCENT, unit: '%', atLeast: true });
      }
    }
  }
  console.log(
    formatTable(
      `Servers, ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${LOAD_SECONDS} s taking turns (req/s)`,
      ['', 'Accept-Encoding', 'Node', 'nginx', 'Node/nginx', 'bytes/req (Node / nginx)', 'errors'],
      rows,
    ),
  );
  if (!servers.nginx) console.log('  nginx is not installed: the figures above are absolute, with no ratio (apt-get install nginx).');

  const stress = await load(servers.node + targets[0]!.path, ERROR_CONNECTIONS);
  budgets.push({ name: `Node errors at ${ERROR_CONNECTIONS} connections on ${targets[0]!.label}`, actual: stress.errors + stress.non2xx, limit: 0, unit: '' });
  const rss = rssMb(servers.nodePid);
  console.log(`  at ${ERROR_CONNECTIONS} connections: Node ${Math.round(stress.requestsPerSecond)} req/s, ${stress.errors} errors, ${stress.non2xx} non-2xx; Node RSS after the load ${rss.toFixed(0)} MB`);
  budgets.push({ name: 'Node server RSS after the load', actual: rss, limit: RSS_BUDGET_MB, unit: 'MB' });

  const addresses = crawlAddresses(servers.buildDir);
  const afterRounds: number[] = [];
  let failures = 0;
  for (let round = 0; round < CRAWL_ROUNDS; round++) {
    failures += await crawl(servers.node, addresses);
    afterRounds.push(rssMb(servers.nodePid));
  }
  console.log(
    `  a crawler's visit: ${addresses.length} addresses × ${CRAWL_ENCODINGS.length} encodings, ${CRAWL_ROUNDS} rounds; ` +
      `Node RSS after each ${afterRounds.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}; ${failures} failed`,
  );
  budgets.push({ name: 'Node server RSS after every address in every encoding', actual: Math.max(...afterRounds), limit: RSS_BUDGET_MB, unit: 'MB' });
  budgets.push({ name: 'Failed requests of the crawl', actual: failures, limit: 0, unit: '' });
  return budgets;
}

/** Every published address of the served build (its manifest's), relative to the base path. */
function crawlAddresses(buildDir: string): string[] {
  const manifest = readSiteManifest(servedSiteDir(buildDir));
  const notFound = new Set(manifest.notFoundPages.map(({ page }) => page));
  return Object.keys(manifest.resources)
    .filter((url) => !notFound.has(url))
    .map((url) => encodeURI(url.slice(1)));
}

/** Requests each address once per encoding, a few at a time, reading every body; returns the number that failed. */
async function crawl(base: string, addresses: string[]): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CRAWL_CONCURRENCY });
  const queue = CRAWL_ENCODINGS.flatMap((encoding) => addresses.map((address) => ({ address, encoding })));
  let failures = 0;
  const worker = async () => {
    for (let next = queue.pop(); next; next = queue.pop()) {
      const { address, encoding } = next;
      const ok = await new Promise<boolean>((resolve) => {
        http
          .get(`${base}${address}`, { agent, headers: { 'Accept-Encoding': encoding } }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode === 200));
            response.on('error', () => resolve(false));
          })
          .on('error', () => resolve(false));
      });
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker));
  agent.destroy();
  return failures;
}

/** Starts both servers on a build, measures, stops them. */
export async function benchServers(buildDir: string, port: number, targets: Target[]): Promise<Budget[]> {
  const node = await startServer(buildDir, port);
  const nginx = ensureNginx() ? await startNginx(buildDir, port + 1).catch(async (error: unknown) => {
    await node.stop();
    throw error;
  }) : null;
  try {
    console.log(`Servers on ${buildDir}: Node ${node.url}${nginx ? `, nginx ${nginx.url}` : ''}…`);
    return await measureServers({ node: node.url, nginx: nginx?.url ?? null, nodePid: node.pid, buildDir }, targets);
  } finally {
    await Promise.all([node.stop(), nginx?.stop()]);
  }
}

// Alone: `npx tsx scripts/bench/server-bench.ts <buildDir> [group]` on an existing build (after `npm run build`).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [buildDir = 'build', group] = process.argv.slice(2);
  process.once('exit', killRemainingServers);
  const budgets = await benchServers(buildDir, Number(process.env.BENCH_PORT_BASE ?? 4530) + 2, checklistTargets(path.join(buildDir, 'client'), group ?? null));
  console.log(formatBudgets(budgets));
  process.exitCode = budgets.every(passes) ? 0 : 1;
}
