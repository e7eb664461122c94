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

/** What a maintainer should do to a file named `name` that the site reads only as `wanted` (a look-alike of it). */
export function lookAlikeAdvice(name: string, wanted: string): string {
  if (name.toLowerCase().startsWith(`${wanted.toLowerCase()}.`)) {
    return `its name ends in "${name.slice(wanted.length)}" as well, which the computer may hide: rename this file "${wanted}"`;
  }
  if (extension(name) === extension(wanted)) return `a name must match exactly, letter case included: rename this file "${wanted}"`;
  return `save it as a ${extension(wanted)} file named "${wanted}"`;
}

/**
 * Content files the maintainer's folder does not have under their exact names (`wanted`), against the names it has
 * (`present`): a look-alike (`Gallery.CSV`, `site.json.txt`) is not read, and the default content's file is used
 * in its place; a warning at that file says what to name it.
 */
export function checkContentFileNames(wanted: readonly string[], present: readonly string[]): ContentIssue[] {
  return wanted.flatMap((path) => {
    const alike = findLookAlike(path, present);
    return alike ? [{ severity: 'warning' as const, file: alike, line: 0, message: `not read: the site reads "${path}": ${lookAlikeAdvice(alike, path)}` }] : [];
  });
}
