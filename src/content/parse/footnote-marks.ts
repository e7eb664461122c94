// Marks that a list copied from a paper carries on a species name for its footnotes ("Eresus kollari*",
// "Canis lupus (Linnaeus, 1758)¹", "† Bison bonasus"): never part of a zoological name or of its authorship.
import type { ContentIssue } from '../issues.ts';
import { warningAtFirst } from './line-list.ts';

// Asterisks, daggers, section and pilcrow signs, superscript digits.
const FOOTNOTE_MARK = /[*\u2020\u2021\u00A7\u00B6\u00B9\u00B2\u00B3\u2070\u2074-\u2079]+/gu;

/** A name without its footnote marks, and the marks found; null when it has none. */
export function withoutFootnoteMarks(text: string): { text: string; marks: string[] } | null {
  const marks = text.match(FOOTNOTE_MARK);
  if (!marks) return null;
  const rest = text
    .replace(FOOTNOTE_MARK, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[,)])/g, '')
    .replace(/\( /g, '(')
    .trim();
  return { text: rest, marks };
}

/** A species name that carried marks: 1-based line and column, and the marks. */
export type MarkedName = { line: number; column: number; marks: readonly string[] };

/** One warning for every name of a file read without its marks, at the first; null when there are none. */
export function footnoteMarksIssue(file: string, names: readonly MarkedName[]): ContentIssue | null {
  const distinct = [...new Set(names.flatMap(({ marks }) => marks))];
  const marks = distinct.map((mark) => `"${mark}"`).join(', ');
  const [it, itMarks] = distinct.length === 1 ? ['it', 'it marks'] : ['them', 'they mark'];
  return warningAtFirst(
    file,
    names,
    (lines, one) =>
      `the species ${one ? 'name' : 'names'} on ${lines} ${one ? 'carries' : 'carry'} ${marks}, as a paper marks a name for a footnote: read without ${it} (no zoological name holds such a mark); delete ${it}, and if ${itMarks} the endemic species, list those in endemic.json`,
  );
}
