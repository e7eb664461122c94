// How the build's first stage puts the compiled server in place: a server started during a build (a restart, a test)
// reads whole files, never one tsc is writing.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

/** `file`'s bytes, or null where there is no such file. */
function bytesOf(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * Moves each file of `from` (a folder of fresh output) to the same place under `to` where its bytes differ, each in
 * one rename: a reader of `to` opens the old file or the new one, never a part of one. A file with the same bytes is
 * left as it is, and so is a file of `to` that `from` does not have. Returns the files moved, relative to `to`.
 */
export function replaceChangedFiles(from: string, to: string): string[] {
  const moved: string[] = [];
  for (const relative of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    const source = path.join(from, relative);
    if (!statSync(source).isFile()) continue;
    const target = path.join(to, relative);
    const before = bytesOf(target);
    if (before !== null && before.equals(readFileSync(source))) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(source, target);
    moved.push(relative);
  }
  return moved.sort();
}
