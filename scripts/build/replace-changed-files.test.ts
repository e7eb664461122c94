import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceChangedFiles } from './replace-changed-files.ts';
import { scratchFolders } from '../../test/scratch-folders.ts';

const scratch = scratchFolders('replace');

function folder(files: Record<string, string>): string {
  const dir = scratch();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const inode = (file: string) => statSync(file).ino;

describe('putting fresh output in place', () => {
  it('moves only the files whose bytes differ, each in one rename, and leaves the rest as they are', () => {
    const served = folder({ 'server/main.js': 'main 1', 'server/app.js': 'app 1', 'server/old.js': 'old' });
    const fresh = folder({ 'server/main.js': 'main 1', 'server/app.js': 'app 2', 'src/config/paths.js': 'paths' });
    const before = { main: inode(path.join(served, 'server/main.js')), app: inode(path.join(served, 'server/app.js')) };
    const freshApp = inode(path.join(fresh, 'server/app.js'));

    expect(replaceChangedFiles(fresh, served)).toEqual(['server/app.js', 'src/config/paths.js']);

    // The same bytes: the very file that was there, untouched.
    expect(inode(path.join(served, 'server/main.js'))).toBe(before.main);
    // New bytes: the fresh file itself, renamed into place (a file written over in place would keep its inode).
    expect(inode(path.join(served, 'server/app.js'))).toBe(freshApp);
    expect(inode(path.join(served, 'server/app.js'))).not.toBe(before.app);
    expect(readFileSync(path.join(served, 'server/app.js'), 'utf8')).toBe('app 2');
    expect(readFileSync(path.join(served, 'src/config/paths.js'), 'utf8')).toBe('paths');
    expect(readFileSync(path.join(served, 'server/old.js'), 'utf8')).toBe('old');
  });

  it('fills an empty or missing folder', () => {
    const fresh = folder({ 'server/main.js': 'main' });
    const target = path.join(scratch(), 'dist');
    expect(replaceChangedFiles(fresh, target)).toEqual(['server/main.js']);
    expect(readFileSync(path.join(target, 'server/main.js'), 'utf8')).toBe('main');
    expect(replaceChangedFiles(folder({ 'server/main.js': 'main' }), target)).toEqual([]);
  });
});
