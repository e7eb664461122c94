// A test run's own temporary folder: set as TMPDIR before the tests start (the test processes and the programs they
// start inherit it), looked into and removed when the run ends. A folder a test left in it is a test that does not
// clean up after itself.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The start of the name of every temporary folder the tests make. */
export const SCRATCH_PREFIX = 'fauna-';

/** Opens the run's folder; the function returned removes it and gives the tests' folders left in it, if any. */
export function openRunFolder(run: string): () => string[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), `${SCRATCH_PREFIX}${run}-`));
  // Open to other users' processes, as /tmp is (each folder in it is its own maker's): nginx's workers run as another
  // user, and read a test's site through it.
  chmodSync(folder, 0o755);
  process.env.TMPDIR = folder;
  return () => {
    const left = leftBehind(folder);
    rmSync(folder, { recursive: true, force: true });
    return left;
  };
}

/** The folders named as the tests name theirs that are still in `folder`. */
export function leftBehind(folder: string): string[] {
  return readdirSync(folder)
    .filter((entry) => entry.startsWith(SCRATCH_PREFIX))
    .sort();
}

/** What a run says of the folders its tests left behind. */
export function leftBehindMessage(left: string[], how: string): string {
  return `Temporary folders left behind by the tests: ${left.join(', ')}. ${how}`;
}
