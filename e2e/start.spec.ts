import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { COMPILED_SERVER } from '../src/config/build-info.server.ts';
import { collectOutput } from '../scripts/child-output.ts';
import { BUILDS } from './builds.ts';
import { expect, test } from './fixtures.ts';

// `npm start` and `npm run serve` as a person runs them: processes, signals, ports. Once, on the default build.
// A build into a folder outside the project is served in rebuild.spec.ts, whose builds are there.
const PORT = BUILDS.default.port + 8;
const repoRoot = path.resolve(import.meta.dirname, '..');

test.describe.configure({ mode: 'serial' });
test.beforeEach(({ build, server }) => {
  test.skip(build !== 'default' || server !== 'node', 'runs once, with the default build');
});

type Started = { npm: ChildProcess; leaf: number; output: () => string };

/** `npm start` on the prebuilt default build, in its own process group; resolves once it serves. */
async function npmStart(): Promise<Started> {
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), FAUNA_BUILD_DIR: BUILDS.default.buildDir, FAUNA_LOG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = collectOutput(npm);
  await expect.poll(output, { timeout: 60_000 }).toContain(`at http://localhost:${PORT}/`);
  expect(output()).not.toContain('Building the site'); // the prebuilt build was reused
  const children = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(npm.pid)], { encoding: 'utf8' }).stdout.trim().split('\n');
  const leaf = children.find((line) => line.includes(COMPILED_SERVER.entry));
  expect(leaf, `npm's child is the server itself:\n${children.join('\n')}`).toBeTruthy();
  return { npm, leaf: Number(leaf!.trim().split(/\s+/, 1)[0]), output };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portIsFree = () =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(PORT, () => probe.close(() => resolve(true)));
  });

for (const [signal, target] of [
  ['SIGTERM', 'npm'],
  ['SIGINT', 'npm'],
  ['SIGTERM', 'server'],
  ['SIGINT', 'server'],
  ['SIGKILL', 'npm'],
] as const) {
  test(`npm start stops cleanly on ${signal} sent to ${target}`, async () => {
    test.setTimeout(90_000);
    const started = await npmStart();
    try {
      expect((await fetch(`http://127.0.0.1:${PORT}/`)).status).toBe(200);
      process.kill(target === 'npm' ? started.npm.pid! : started.leaf, signal);
      await expect.poll(() => alive(started.leaf), { timeout: 10_000 }).toBe(false);
      await expect.poll(portIsFree, { timeout: 5_000 }).toBe(true);
      await expect.poll(started.output).toContain(signal === 'SIGKILL' ? 'npm gone: closing the server' : `${signal}: closing the server`);
    } finally {
      try {
        process.kill(-started.npm.pid!, 'SIGKILL'); // whatever is left of this test's process group
      } catch {
        // all gone, as it should be
      }
    }
  });
}
