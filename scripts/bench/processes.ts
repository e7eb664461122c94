// Child processes of the benchmark: site builds and production servers, always stopped at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type BuildResult = { seconds: number };

/** `npm run build` into `buildDir` with an optional content folder (never under a sub-path). */
export function buildSite(buildDir: string, contentDir: string | undefined): BuildResult {
  const env: NodeJS.ProcessEnv = { ...process.env, FAUNA_BUILD_DIR: buildDir };
  delete env.FAUNA_BASE;
  if (contentDir) env.FAUNA_CONTENT = contentDir;
  else delete env.FAUNA_CONTENT;
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`build into ${buildDir} failed (exit ${result.status}):\n${(result.stdout + result.stderr).split('\n').slice(-40).join('\n')}`);
  }
  return { seconds: (performance.now() - started) / 1000 };
}

export type RunningServer = { url: string; stop: () => Promise<void> };

const running = new Set<ChildProcess>();

/** The production server (`server/main.ts`) on `port`, in its own process group so that stopping it stops tsx's child too. */
export async function startServer(buildDir: string, port: number): Promise<RunningServer> {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), FAUNA_BUILD_DIR: buildDir, FAUNA_LOG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const server = { url, stop: () => stopProcess(child) };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${buildDir} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`server for ${buildDir} did not answer on ${url} within 30 s:\n${output}`);
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
