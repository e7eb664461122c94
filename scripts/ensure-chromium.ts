// Browser tests use Debian's Chromium; no tool downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  console.log('Installing Debian Chromium (apt-get install -y chromium)…');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium still not found at ${CHROMIUM_PATH} after installing it`);
}
