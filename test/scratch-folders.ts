// Temporary folders for a unit test file, removed once its tests are done. Every one is named "fauna-…", the names
// the test run looks for when it ends (test/run-folder.ts): a folder a test leaves behind fails the run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { SCRATCH_PREFIX } from './run-folder.ts';

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
