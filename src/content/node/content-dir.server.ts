import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readsAs } from '../check/look-alike-names.ts';

/** The repository's own default content. The build's prerender code is bundled into FAUNA_BUILD_DIR, which may
 * lie anywhere: vite.config.ts hands it this folder as FAUNA_DEFAULT_CONTENT. */
export const DEFAULT_CONTENT_DIR = process.env.FAUNA_DEFAULT_CONTENT || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');

/**
 * Where content comes from: the folder named by FAUNA_CONTENT (if any) first, then the default
 * content, file by file. A maintainer's folder may therefore hold only the files it changes.
 */
export type ContentSource = { dirs: string[] };

export function contentSource(customDir: string | undefined = process.env.FAUNA_CONTENT): ContentSource {
  const dirs = [DEFAULT_CONTENT_DIR];
  if (customDir) {
    const resolved = path.resolve(customDir);
    if (!existsSync(resolved)) throw new Error(`FAUNA_CONTENT: folder not found: ${resolved}`);
    if (resolved !== DEFAULT_CONTENT_DIR) dirs.unshift(resolved);
  }
  return { dirs };
}

/** A content file as found: its absolute path, the folder that holds it, and its path in that folder as saved. */
export type FoundFile = { file: string; dir: string; saved: string };

/**
 * A content file (a path such as `checklists/Odonata.csv`): in each folder in turn, the file of that name (in either
 * Unicode form: macOS may save "ë" as two code points), else one saved under a look-alike name in the same format
 * (readsAs: `Gallery.CSV`, `site.json.txt`), which the content check reports; null if no folder has either.
 */
export function findContentFile(source: ContentSource, relativePath: string): FoundFile | null {
  const wanted = relativePath.normalize('NFC');
  const [sub, base] = [path.posix.dirname(wanted), path.posix.basename(wanted)];
  for (const dir of source.dirs) {
    const folder = path.join(dir, sub);
    if (!existsSync(folder)) continue;
    const names = readdirSync(folder).filter((name) => statSync(path.join(folder, name)).isFile());
    const exact = names.find((name) => name.normalize('NFC') === base);
    const saved = exact ?? names.find((name) => readsAs(name, base));
    if (saved === undefined) continue;
    return { file: path.join(folder, saved), dir, saved: exact ? wanted : path.posix.join(sub, saved.normalize('NFC')) };
  }
  return null;
}

/** The folder of `source` that holds a file found in it (absolute path). */
export function folderOf(source: ContentSource, file: string): string | undefined {
  return source.dirs.find((dir) => file.startsWith(dir + path.sep));
}

/** A folder as a maintainer opens it from where the command runs: relative below the working folder, else absolute. */
export function shownFolder(dir: string, cwd: string = process.cwd()): string {
  const relative = path.relative(cwd, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/**
 * The files of the content that the maintainer's folder lacks, so the default content behind it gives them
 * (`borrowed`, relative paths), said in one line for the content check and the build; null when there are none.
 */
export function borrowedFilesLine(source: ContentSource, borrowed: readonly string[]): string | null {
  const behind = source.dirs.slice(1);
  if (behind.length === 0 || borrowed.length === 0) return null;
  const from = behind.map((dir) => shownFolder(dir)).join(', ');
  return `not in that folder, so taken from the default content (${from}/): ${borrowed.join(', ')}; a file of yours of the same name replaces one`;
}

/** File names in a content sub-folder, merged over all folders (the first folder wins on a name clash). */
export function listContentFiles(source: ContentSource, subdir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of source.dirs.toReversed()) {
    const folder = path.join(dir, subdir);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) files.set(name.normalize('NFC'), path.join(folder, name));
  }
  return files;
}
