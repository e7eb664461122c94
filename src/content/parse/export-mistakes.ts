// What spreadsheet exports carry into any CSV file of the content: a formula's error values, a header pasted twice.
import type { ContentIssue } from '../issues.ts';
import { describeLines, warningAtFirst } from './line-list.ts';

/** The error values spreadsheets write into a cell whose formula fails (Excel's "#N/A", LibreOffice's "Err:502"). */
const SPREADSHEET_ERROR = /^(?:#(?:N\/A|REF!|VALUE!|DIV\/0!|NAME\?|NUM!|NULL!|SPILL!|CALC!)|Err:\d{3})$/i;

const isSpreadsheetError = (cell: string): boolean => SPREADSHEET_ERROR.test(cell.trim());

/** A cell that held a spreadsheet's error value: 1-based line and column. */
export type ErrorCell = { line: number; column: number; value: string };

/**
 * A record's cells with each error value emptied and noted in `found` at its place; a cell whose place is null (a
 * column the file does not use) is left as it is.
 */
export function withoutErrorValues(cells: readonly string[], placeOf: (index: number) => Omit<ErrorCell, 'value'> | null, found: ErrorCell[]): string[] {
  return cells.map((cell, index) => {
    const place = isSpreadsheetError(cell) ? placeOf(index) : null;
    if (!place) return cell;
    found.push({ ...place, value: cell.trim() });
    return '';
  });
}

/** One warning for every error value of a file, at the first, read as empty cells; null when there are none. */
export function spreadsheetErrorsIssue(file: string, cells: readonly ErrorCell[]): ContentIssue | null {
  const values = [...new Set(cells.map(({ value }) => `"${value}"`))];
  const what = values.length === 1 ? `error ${values[0]}` : `errors ${values.join(', ')}`;
  const read = cells.length === 1 ? 'an empty cell' : 'empty cells';
  return warningAtFirst(
    file,
    cells,
    (lines, one) =>
      `${lines} ${one ? 'holds' : 'hold'} the spreadsheet's ${what} where a value belongs (a formula that found nothing): read as ${read}; in the spreadsheet, give the values themselves (copy the column, then paste it as values)`,
  );
}

/** One warning for the header row found again further down (`lines`), rows that are skipped. */
export function repeatedHeaderIssue(file: string, lines: readonly number[], headerLine: number): ContentIssue {
  const one = lines.length === 1;
  return {
    severity: 'warning',
    file,
    line: lines[0]!,
    message: `${describeLines(lines)} ${one ? 'repeats' : 'repeat'} the header row (line ${headerLine}), as when two sheets are pasted one under the other: skipped; delete ${one ? 'it' : 'them'}`,
  };
}
