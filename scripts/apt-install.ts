// Debian packages the project uses (Chromium, nginx, poppler-utils, Java), installed with apt-get when we are root.
import { spawnSync } from 'node:child_process';

/** How many of apt-get's last lines a failure shows. */
const FAILURE_LINES = 20;

/**
 * Installs Debian packages when running as root; false when not root or apt-get fails. apt-get's and dpkg's own
 * lines are kept back: one line says what is installed, and only a failure shows apt-get's last lines.
 * `aptGet`: the command, for tests.
 */
export function aptInstall(packages: string[], why: string, aptGet = 'apt-get'): boolean {
  if (process.getuid?.() !== 0) return false;
  console.log(`Installing ${why} (apt-get install -y ${packages.join(' ')})…`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync(aptGet, args, {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      const lines = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? result.error.message : ''}`.trim().split('\n');
      console.warn(`! apt-get ${args[0]} failed (${result.status === null ? 'not run' : `exit ${result.status}`}):\n${lines.slice(-FAILURE_LINES).join('\n')}`);
      return false;
    }
  }
  return true;
}
