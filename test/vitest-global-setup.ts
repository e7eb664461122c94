import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hasOwnersContent, OWNERS_SKIP_LINE } from './owners-content.ts';
import { leftBehind } from './scratch-folders.ts';

/** The run's own temporary folder (the workers and the programs the tests start inherit TMPDIR): what a test
 * leaves in it is found when the run ends, and the folder is removed either way. */
export default function setup(): () => void {
  if (!hasOwnersContent) console.log(OWNERS_SKIP_LINE);
  const runFolder = mkdtempSync(path.join(os.tmpdir(), 'fauna-unit-tests-'));
  process.env.TMPDIR = runFolder;
  return () => {
    const left = leftBehind(runFolder);
    rmSync(runFolder, { recursive: true, force: true });
    if (left.length === 0) return;
    // A teardown's error is printed but does not fail the run: the exit code does.
    console.error(`Temporary folders left behind by the tests: ${left.join(', ')}. Make them with scratchFolders() (test/scratch-folders.ts), which removes them.`);
    process.exitCode = 1;
  };
}
