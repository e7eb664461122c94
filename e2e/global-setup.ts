// The browser tests' own temporary folder (test/run-folder.ts): a spec that leaves a folder in it fails the run.
import { leftBehindMessage, openRunFolder } from '../test/run-folder.ts';

export default function globalSetup(): () => void {
  const closeRunFolder = openRunFolder('browser-tests');
  return () => {
    const left = closeRunFolder();
    if (left.length > 0) throw new Error(leftBehindMessage(left, 'Remove each in the spec that makes it (afterAll).'));
  };
}
