import { hasOwnersContent, OWNERS_SKIP_LINE } from './owners-content.ts';
import { leftBehindMessage, openRunFolder } from './run-folder.ts';

export default function setup(): () => void {
  if (!hasOwnersContent) console.log(OWNERS_SKIP_LINE);
  const closeRunFolder = openRunFolder('unit-tests');
  return () => {
    const left = closeRunFolder();
    if (left.length === 0) return;
    console.error(leftBehindMessage(left, 'Make them with scratchFolders() (test/scratch-folders.ts), which removes them.'));
    process.exitCode = 1; // a teardown's error is printed but does not fail the run
  };
}
