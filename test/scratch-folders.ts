// Temporary folders for a test file, removed once its tests are done. Every one is named "fauna-…", the names
// the test run looks for when it ends (test/vitest-global-setup.ts): a folder a test leaves behind fails the run.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** The start of the name of every temporary folder the tests make. */
export const SCRATCH_PREFIX = 'fauna-';

/** A maker of temporary folders named `fauna-{name}-…`; call it at a test file's top level. */
export function scratchFolders(name: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), `${SCRATCH_PREFIX}${name}-`));
    made.push(folder);
    return folder;
  };
}

/** The folders named as the tests name theirs that are still in `folder`. */
export function leftBehind(folder: string): string[] {
  return readdirSync(folder)
    .filter((entry) => entry.startsWith(SCRATCH_PREFIX))
    .sort();
}
