// A species name in the wrong case ("CANIS LUPUS Linnaeus, 1758", "canis lupus Linnaeus, 1758", "Canis Lupus
// Linnaeus, 1758"): the Code writes the genus with a capital initial and every epithet in lower case (Article 28).
import type { ContentIssue } from '../issues.ts';
import { warningAtFirst } from './line-list.ts';
import { typesetScientificName } from './scientific-name.ts';

// Nearly every name: a capitalised genus, then a word in lower case.
const USUAL = /^\p{Lu}\p{Ll}+ \p{Ll}/u;
const UPPER = /^\p{Lu}{2,}$/u;
const LOWER = /^\p{Ll}+$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1).toLocaleLowerCase('en');

/**
 * The name with its genus and epithets in the Code's case, when that reads as a species and the name as written does
 * not; null otherwise. Only a name followed by an authorship with its year is mended: a word in lower case may be a
 * common name ("ujku gri"), and a capitalised word after a genus may be its author.
 */
export function nameInCodeCase(name: string): string | null {
  if (USUAL.test(name) || typesetScientificName(name).parsed) return null;
  const words = name.split(' ');
  const [genus = '', epithet = '', next = ''] = words;
  if (!/^[\p{Lu}(]/u.test(next) || !/\d{4}/.test(words.slice(2).join(' '))) return null;
  const mended = [...words];
  if (UPPER.test(genus) || LOWER.test(genus)) mended[0] = capitalised(genus);
  if (UPPER.test(epithet) || CAPITALISED.test(epithet)) mended[1] = epithet.toLocaleLowerCase('en');
  const text = mended.join(' ');
  if (text === name) return null;
  const read = typesetScientificName(text);
  return read.parsed && read.species !== null ? text : null;
}

/** A name read in the Code's case: 1-based line and column, as written and as read. */
export type MendedName = { line: number; column: number; written: string; read: string };

/** One warning for every name of a file read in the Code's case, at the first; null when there are none. */
export function nameCaseIssue(file: string, names: readonly MendedName[]): ContentIssue | null {
  const example = names[0] ? `"${names[0].written}" as "${names[0].read}"` : '';
  return warningAtFirst(
    file,
    names,
    (lines, one) =>
      `the species ${one ? 'name' : 'names'} on ${lines} ${one ? 'is' : 'are'} not in the case the Code writes a name in (the genus with a capital initial, each epithet in lower case): read so, for example ${example}; write ${one ? 'it' : 'them'} so`,
  );
}
