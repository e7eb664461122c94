import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashInputs, isCompiledFromCurrentInputs, projectInputs, recordCompile } from './server-inputs.ts';
import { scratchFolders } from '../../test/scratch-folders.ts';

const scratch = scratchFolders('server-inputs');

function project(files: Record<string, string>): string {
  const root = scratch();
  for (const [name, text] of Object.entries(files)) write(root, name, text);
  return root;
}
function write(root: string, name: string, text: string) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}

const INPUTS = ['server/main.ts', 'src/config/paths.ts', 'tsconfig.server.json'];
const OUTPUTS = ['dist/server/main.js', 'dist/src/config/paths.js'];
const FILES = { 'server/main.ts': 'main', 'src/config/paths.ts': 'paths', 'tsconfig.server.json': '{}', 'dist/server/main.js': 'main', 'dist/src/config/paths.js': 'paths' };

/** A project whose server was compiled a second ago, and its record. */
function compiled(): { root: string; record: string } {
  const root = project(FILES);
  const record = path.join(root, 'dist/compiled-from.json');
  expect(recordCompile(root, record, Date.now() + 1000, INPUTS, OUTPUTS)).toBe(true);
  return { root, record };
}

describe("the compiled server's inputs", () => {
  it('hash the names and bytes of the files: a changed, emptied or missing file changes the hash', () => {
    const root = project({ 'a.ts': 'one', 'b.ts': 'two' });
    const before = hashInputs(root, ['a.ts', 'b.ts']);
    expect(hashInputs(root, ['a.ts', 'b.ts'])).toBe(before);
    write(root, 'a.ts', 'One');
    const changed = hashInputs(root, ['a.ts', 'b.ts']);
    expect(changed).not.toBe(before);
    write(root, 'a.ts', '');
    const emptied = hashInputs(root, ['a.ts', 'b.ts']);
    rmSync(path.join(root, 'a.ts'));
    expect(new Set([before, changed, emptied, hashInputs(root, ['a.ts', 'b.ts'])]).size).toBe(4);
    // The same bytes under other names are other inputs.
    expect(hashInputs(root, ['b.ts'])).not.toBe(hashInputs(root, ['c.ts']));
  });

  it("are the project's files tsc listed, outside node_modules, with the lock file and the TypeScript settings", () => {
    const root = '/work/p';
    const listed = ['/work/p/server/main.ts', '/work/p/node_modules/@types/node/index.d.ts', '/work/other/x.ts', '/work/p/src/config/paths.ts', '/work/p/server/main.ts'];
    const rootFiles = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.server.json', 'README.md', 'vite.config.ts'];
    expect(projectInputs(root, listed, rootFiles)).toEqual(['package-lock.json', 'package.json', 'server/main.ts', 'src/config/paths.ts', 'tsconfig.json', 'tsconfig.server.json']);
  });

  it('let a build skip the compile only while every input is as recorded and every output is there', () => {
    const { root, record } = compiled();
    expect(isCompiledFromCurrentInputs(root, record)).toBe(true);

    write(root, 'src/config/paths.ts', 'paths 2');
    expect(isCompiledFromCurrentInputs(root, record), 'an input changed').toBe(false);
    write(root, 'src/config/paths.ts', 'paths');
    expect(isCompiledFromCurrentInputs(root, record), 'changed back').toBe(true);

    rmSync(path.join(root, 'dist/src/config/paths.js'));
    expect(isCompiledFromCurrentInputs(root, record), 'an output removed').toBe(false);
  });

  it('without a record, or with one that is not whole, the server is compiled', () => {
    const { root, record } = compiled();
    rmSync(record);
    expect(isCompiledFromCurrentInputs(root, record)).toBe(false);
    for (const text of ['', '{', '{"inputs":[],"hash":"x","outputs":["dist/server/main.js"]}', '{"inputs":["server/main.ts"],"outputs":["dist/server/main.js"]}']) {
      writeFileSync(record, text);
      expect(isCompiledFromCurrentInputs(root, record), text).toBe(false);
    }
  });

  it('are not recorded when one of them changed after the compile began (tsc may have read it before)', () => {
    const root = project(FILES);
    const record = path.join(root, 'dist/compiled-from.json');
    const started = Date.now() - 60_000;
    const edited = new Date(started + 1000);
    utimesSync(path.join(root, 'server/main.ts'), edited, edited);
    expect(recordCompile(root, record, started, INPUTS, OUTPUTS)).toBe(false);
    expect(isCompiledFromCurrentInputs(root, record)).toBe(false);
  });
});
