// A comma written inside a cell without quotes (a file edited by hand) parts the cell in two: its row has more cells
// than the header. Where the parts show they belong together, they are read as the one cell that was meant.
import type { ContentIssue } from '../issues.ts';
import { warningAtFirst } from './line-list.ts';

/** A cell made again from parts a comma not in quotes had parted: its 0-based index in the row, and its text. */
export type RejoinedCell = { index: number; text: string };
/** A row's cells, read again, and the cells among them made from several parts. */
export type RejoinedRow = { cells: string[]; rejoined: RejoinedCell[] };

/** Surnames as an authorship writes them: "Leach", "De Geer", "García-París", "van der Weele", "et al.". */
const NAMES = String.raw`(?:\p{Lu}[\p{L}'’.\p{Pd}]*|de|der|van|von|da|di|del|le|la|et al\.)(?:\s+(?:\p{Lu}[\p{L}'’.\p{Pd}]*|de|der|van|von|da|di|del|le|la|et al\.))*`;
/** A part of an authorship between commas: "Tomka & Zurwerra". */
const AUTHORS = new RegExp(String.raw`^\s*${NAMES}(?:\s*(?:&|and)\s*${NAMES})*\s*$`, 'u');
/** The part an authorship ends with: its year ("1815", "2023b)", "n.d."), perhaps after authors or initials ("Bilalli & Vitecek 2021", "N. (2005)"). */
const YEAR_PART = new RegExp(String.raw`^\s*(?:${NAMES}(?:\s*(?:&|and)\s*${NAMES})*\s+)?\(?(?:\d{4}[a-z]?|n\.\s?d\.)\)?[.;]?\s*$`, 'u');
/** A surname at the end of a part, or "et al.", before the comma that parts it from the rest of its authorship. */
const AUTHOR_END = /(?:^|[\s(])(?:\p{Lu}[\p{L}'’\p{Pd}]*|al\.)$/u;
/** A citation in parentheses: "(Vrenozi & Jäger, 2013)". */
const CITATION = /^\s*\(\p{Lu}.*\d{4}[a-z]?\)\s*$/u;

/**
 * The cells of a row that has more of them than the header (`width`), with the parts of a cell that a comma outside
 * quotes parted joined again, where they show they belong together: a parenthesis opened in one part and closed in a
 * later one ("(Vinko et al.", " 2020)"); an author and the rest of the authorship up to its year ("Anax imperator
 * Leach", " 1815"; "… Hefti", " Tomka & Zurwerra", " 1986"); a citation in parentheses after another. The row may
 * still be longer than the header (restInLastColumn). Null when nothing was joined.
 */
export function rejoinedRow(cells: readonly string[], width: number): RejoinedRow | null {
  const count = filledLength(cells);
  if (count <= width) return null;
  const joined: string[] = [];
  const rejoined: RejoinedCell[] = [];
  for (let i = 0; i < count; i++) {
    let end = authorshipEnd(cells, closingPart(cells, i, count), count);
    for (let next = end + 1; next < count && CITATION.test(cells.slice(i, end + 1).join(',')); next = end + 1) {
      const close = closingPart(cells, next, count);
      if (!CITATION.test(cells.slice(next, close + 1).join(','))) break;
      end = close;
    }
    const text = cells.slice(i, end + 1).join(',');
    if (end > i) rejoined.push({ index: joined.length, text });
    joined.push(text);
    i = end;
  }
  return rejoined.length > 0 ? { cells: [...joined, ...cells.slice(count)], rejoined } : null;
}

/**
 * A row still longer than its header (`width`), what stands beyond the header's last column read as the rest of that
 * column's text, where that column is free text (a source, a photographer's credit); `rejoined` are the row's cells
 * joined already (rejoinedRow). Null when the row fits its header.
 */
export function restInLastColumn(cells: readonly string[], rejoined: readonly RejoinedCell[], width: number): RejoinedRow | null {
  const count = filledLength(cells);
  if (count <= width || width === 0) return null;
  const text = cells.slice(width - 1, count).join(',');
  return { cells: [...cells.slice(0, width - 1), text], rejoined: [...rejoined.filter(({ index }) => index < width - 1), { index: width - 1, text }] };
}

/** The last part of an authorship that the part at `end` begins, up to its year; `end` when none follows. */
function authorshipEnd(cells: readonly string[], end: number, count: number): number {
  if (!AUTHOR_END.test(cells[end]!.trim())) return end;
  let next = end + 1;
  while (next < count && AUTHORS.test(cells[next]!)) next++;
  return next < count && YEAR_PART.test(cells[next]!) ? next : end;
}

/** The index of the last part of the cell starting at `start`: where its open parentheses close, if they do. */
function closingPart(cells: readonly string[], start: number, count: number): number {
  let depth = 0;
  for (let i = start; i < count; i++) {
    for (const char of cells[i]!) depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth <= 0) return i;
  }
  return start; // never closed: a parenthesis of its own, not a sign
}

/** The number of cells up to the last one with text in it. */
export function filledLength(cells: readonly string[]): number {
  let count = cells.length;
  while (count > 0 && cells[count - 1]!.trim() === '') count--;
  return count;
}

/** One warning for a file's cells read again as one, at the first; null when there are none. */
export function rejoinedCellsIssue(file: string, places: readonly { line: number; column: number; text: string }[]): ContentIssue | null {
  const first = places[0];
  if (!first) return null;
  return warningAtFirst(file, places, (lines, one) => `a comma inside a cell that is not in quotes parts the cell in two, on ${lines}: read as ${one ? 'one cell' : 'one cell each'}, "${first.text.trim()}"${one ? '' : ` (line ${first.line})`}; put such a cell in double quotes ("…"), as a spreadsheet's CSV export does`);
}
