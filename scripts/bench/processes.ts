// Child processes of the benchmark: site builds and production servers, always stopped at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_SERVER } from '../../src/config/build-info.server.ts';
import { NGINX } from '../../e2e/servers.ts';
import { collectOutput } from '../child-output.ts';
import { nginxConfig } from '../nginx-config.ts';

export type BuildResult = { seconds: number };

/**
 * `npm run build` into `buildDir` with an optional content folder (never under a sub-path), of both editions unless
 * `editions` (FAUNA_EDITIONS, e.g. 'sq') says otherwise.
 */
export function buildSite(buildDir: string, contentDir: string | undefined, editions?: string): BuildResult {
  const env: NodeJS.ProcessEnv = { ...process.env, FAUNA_BUILD_DIR: buildDir };
  delete env.FAUNA_BASE;
  delete env.FAUNA_EDITIONS;
  if (editions) env.FAUNA_EDITIONS = editions;
  if (contentDir) env.FAUNA_CONTENT = contentDir;
  else delete env.FAUNA_CONTENT;
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`build into ${buildDir} failed (exit ${result.status}):\n${(result.stdout + result.stderr).split('\n').slice(-40).join('\n')}`);
  }
  return { seconds: (performance.now() - started) / 1000 };
}

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

const running = new Set<ChildProcess>();

/** The compiled production server (`dist/server/main.js`, made by the build) on `port`, in its own process group. */
export function startServer(buildDir: string, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [COMPILED_SERVER.entry], {
    env: { ...process.env, PORT: String(port), FAUNA_BUILD_DIR: buildDir, FAUNA_LOG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return whenServing(child, `server for ${buildDir}`, `http://127.0.0.1:${port}/`);
}

/** nginx with deploy/nginx.conf serving the same build on `port` (pid, logs, config in `<buildDir>/nginx-bench`). */
export function startNginx(buildDir: string, port: number): Promise<RunningServer> {
  const prefix = path.resolve(buildDir, 'nginx-bench');
  mkdirSync(prefix, { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig({ buildDir, listen: `127.0.0.1:${port}`, prefix }));
  const child = spawn(NGINX, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return whenServing(child, `nginx for ${buildDir}`, `http://127.0.0.1:${port}/`);
}

async function whenServing(child: ChildProcess, name: string, url: string): Promise<RunningServer> {
  running.add(child);
  const output = collectOutput(child);
  const server = { url, pid: child.pid ?? -1, stop: () => stopProcess(child) };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`${name} did not answer on ${url} within 30 s:\n${output()}`);
}

/** SIGTERM to the process group this script started, then SIGKILL if it lingers. */
function stopProcess(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signalGroup(pid, 'SIGKILL');
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup(pid, 'SIGTERM');
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Last resort on exit: kill whatever servers are still running (synchronously). */
export function killRemainingServers() {
  for (const child of running) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
  running.clear();
}
