import Papa from 'papaparse';
import type { ContentIssue } from '../issues.ts';
import { cleanCell as cleanChecklistCell } from './checklist-csv.ts';
import { detectDelimiter } from './csv-delimiter.ts';
import { repeatedHeaderIssue, spreadsheetErrorsIssue, withoutErrorValues, type ErrorCell } from './export-mistakes.ts';

/** A CSV record with the 1-based line where it starts. */
export type CsvRow = { cells: string[]; line: number };

/** A cell cleaned as the checklists clean theirs (trimmed, whitespace collapsed, invisible characters gone), in NFC. */
export function cleanCell(value: string | undefined): string {
  return cleanChecklistCell(value).normalize('NFC');
}

/**
 * The records of a small CSV file that are not blank (a byte-order mark ignored), each with its line: what the
 * gallery, common-names and renames parsers read before they look at the header. What any such file may
 * carry is taken out and told (`issues`): the header row repeated further down, and a spreadsheet's error values
 * (`#N/A`), read as empty cells.
 */
export function csvRows(text: string, file: string): { nonBlank: CsvRow[]; issues: ContentIssue[] } {
  const source = text.replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let rowStart = 0;
  Papa.parse<string[]>(source, {
    delimiter: detectDelimiter(source.replace(/\r\n?/g, '\n')),
    skipEmptyLines: false,
    step: (result) => {
      rows.push({ cells: result.data, line: lineAt(source, rowStart) });
      rowStart = result.meta.cursor;
    },
  });
  const [header, ...data] = rows.filter((row) => row.cells.some((cell) => cleanCell(cell) !== ''));
  if (!header) return { nonBlank: [], issues: [] };
  const headerKey = rowKey(header);
  const repeated = data.filter((row) => rowKey(row) === headerKey).map((row) => row.line);
  const errors: ErrorCell[] = [];
  const nonBlank = [header];
  for (const row of data) {
    if (repeated.includes(row.line)) continue;
    nonBlank.push({ ...row, cells: withoutErrorValues(row.cells, (index) => ({ line: row.line, column: index + 1 }), errors) });
  }
  const issues: ContentIssue[] = [];
  if (repeated.length > 0) issues.push(repeatedHeaderIssue(file, repeated, header.line));
  const errorIssue = spreadsheetErrorsIssue(file, errors);
  if (errorIssue) issues.push(errorIssue);
  return { nonBlank, issues };
}

/** A row as a header compares: its cells cleaned, in lower case, without empty cells at its end. */
function rowKey(row: CsvRow): string {
  const cells = row.cells.map((cell) => cleanCell(cell).toLowerCase());
  while (cells.at(-1) === '') cells.pop();
  return cells.join('\u0000');
}

/** 1-based line number of a character offset (CRLF, LF or CR line breaks). */
function lineAt(text: string, offset: number): number {
  return (text.slice(0, offset).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
}
