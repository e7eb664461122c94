// One Lighthouse run's saved artifacts (its gather and audit modes, `-G` and `-A`), so that the bench can audit the
// same load again at another CPU slowdown: a second opinion on the same trace, without loading the page again.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The file Lighthouse saves a run's artifacts in, settings included. */
const ARTIFACTS_FILE = 'artifacts.json';

/** Calls `run` with a new directory for one run's artifacts (a trace of several MB), removed after. */
export async function withArtifactsDirectory<T>(run: (directory: string) => Promise<T>): Promise<T> {
  const directory = mkdtempSync(join(tmpdir(), 'fauna-lighthouse-'));
  try {
    return await run(directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * Makes the saved artifacts say they were gathered at `multiplier`: Lighthouse refuses to audit with settings other
 * than those it gathered with. With simulated throttling the slowdown is the simulation's (the audit's); in the
 * gather it only sizes the page's requestIdleCallback deadlines, which stay as gathered.
 */
export function setSavedCpuSlowdown(directory: string, multiplier: number): void {
  const path = join(directory, ARTIFACTS_FILE);
  const artifacts = JSON.parse(readFileSync(path, 'utf8')) as { settings?: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } } };
  const { settings } = artifacts;
  if (settings?.throttling === undefined) throw new Error(`${path}: no throttling settings to change`);
  if (settings.throttlingMethod !== 'simulate') throw new Error(`${path}: gathered with ${settings.throttlingMethod} throttling, which no second audit can change`);
  settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(path, JSON.stringify(artifacts));
}
