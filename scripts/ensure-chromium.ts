// Debian's Chromium, installed with apt-get when missing and we are root; no tool downloads a browser of its own.
// Two packages of the same Chromium: `chromium`, the whole browser (screenshots, the bench's Lighthouse), and
// `chromium-headless-shell`, its headless-only build, which the tests drive for a third less CPU (decision 0041).
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
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

/** The browser the tests drive: `CHROMIUM_PATH` when set, else the headless shell where installed, else Chromium. */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

/** One line for the browser tests' log when they fall back to the whole browser; null when they do not. */
export function testBrowserWarning(): string | null {
  if (process.env.CHROMIUM_PATH || testBrowserPath() === HEADLESS_SHELL_PATH) return null;
  return (
    `! ${HEADLESS_SHELL_PATH} not found: the browser tests drive ${CHROMIUM_PATH}, the same engine with about a ` +
    'third more CPU. Install it with: sudo apt-get install -y chromium-headless-shell'
  );
}

/**
 * Installs what is missing of the two packages (as root; Chromium alone when both fail, as an older Debian may lack
 * the shell), and throws when Chromium itself is still missing. With `CHROMIUM_PATH` set, that browser alone is
 * checked.
 */
export function ensureChromium(): void {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at CHROMIUM_PATH=${CHROMIUM_PATH}`);
    return;
  }
  const missing = [...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']), ...(existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell'])];
  if (missing.length > 0 && !aptInstall(missing, 'Debian Chromium') && missing.length > 1) aptInstall(['chromium'], 'Debian Chromium alone');
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
}
