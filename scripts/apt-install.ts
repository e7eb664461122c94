// Debian packages the tests use (Chromium, nginx, poppler-utils), installed with apt-get when we are root.
import { spawnSync } from 'node:child_process';

/** Installs Debian packages when running as root; false when not root or apt-get fails. */
export function aptInstall(packages: string[], why: string): boolean {
  if (process.getuid?.() !== 0) return false;
  console.log(`Installing ${why} (apt-get install -y ${packages.join(' ')})…`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) return false;
  }
  return true;
}
