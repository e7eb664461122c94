// Browser tests use Debian's Chromium; no tool downloads a browser of its own.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How every tool starts it here: no sandbox (root), no GPU, and none of its background connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  if (!aptInstall(['chromium'], 'Debian Chromium')) throw new Error('apt-get install -y chromium failed');
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium still not found at ${CHROMIUM_PATH} after installing it`);
}
