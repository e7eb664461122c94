import type { ContentIssue } from '../issues.ts';

/**
 * A file name as a person may have meant it: any case, spaces, underscores or hyphens alike, and without the
 * extensions a computer adds or hides (`Gallery.CSV`, `site.json.txt`, `Salmo_trutta.JPG` are `gallery`, `site`,
 * `salmo trutta`). Two names with the same key are the same file to the maintainer who typed them.
 */
export function lookAlikeKey(name: string): string {
  let key = name.normalize('NFC').toLowerCase();
  for (let stripped = key.replace(/\.[a-z0-9]{2,5}$/, ''); stripped !== key; stripped = key.replace(/\.[a-z0-9]{2,5}$/, '')) key = stripped;
  return key.replace(/[\s_-]+/g, ' ').trim();
}

/** The first of `names` that looks like `wanted` (lookAlikeKey) without being it; undefined if none. */
export function findLookAlike(wanted: string, names: Iterable<string>): string | undefined {
  const key = lookAlikeKey(wanted);
  for (const name of names) if (name !== wanted && lookAlikeKey(name) === key) return name;
  return undefined;
}

const extension = (name: string) => /\.[^.]*$/.exec(name)?.[0].toLowerCase() ?? '';

/**
 * Whether a file named `name` is `wanted` saved under a look-alike name, in the same format, so that the site can read
 * it in its place: the same extension in any case (`Gallery.CSV`), or `.txt` added by a text editor (`site.json.txt`).
 */
export function readsAs(name: string, wanted: string): boolean {
  if (lookAlikeKey(name) !== lookAlikeKey(wanted)) return false;
  return extension(name) === extension(wanted) || name.toLowerCase() === `${wanted.toLowerCase()}.txt`;
}

/** What a maintainer should do to a file named `name` that the site looks for as `wanted` (a look-alike of it). */
export function lookAlikeAdvice(name: string, wanted: string): string {
  if (name.toLowerCase().startsWith(`${wanted.toLowerCase()}.`)) {
    return `its name ends in "${name.slice(wanted.length)}" as well, which the computer may hide: rename this file "${wanted}"`;
  }
  if (extension(name) === extension(wanted)) return `the name must be exactly that, letter for letter: rename this file "${wanted}"`;
  return `save it as a ${extension(wanted)} file named "${wanted}"`;
}

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/**
 * The warning at a content file (`file`, its path in the folder) whose name only looks like the one the site looks
 * for (`wanted`): read in its place when it is in the same format (`read`), else not read, so that the default
 * content's file, if any, is used.
 */
export function lookAlikeIssue(file: string, wanted: string, read: boolean): ContentIssue {
  const [name, target] = [baseName(file), baseName(wanted)];
  const advice = lookAlikeAdvice(name, target);
  const message = read ? `read as "${target}", the name the site looks for; ${advice}` : `not read: the site looks for "${target}"; ${advice}`;
  return { severity: 'warning', file, line: 0, message };
}
