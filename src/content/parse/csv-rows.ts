import Papa from 'papaparse';
import type { ContentIssue } from '../issues.ts';
import { cleanCell as cleanChecklistCell } from './checklist-csv.ts';
import { detectDelimiter } from './csv-delimiter.ts';
import { repeatedHeaderIssue, spreadsheetErrorsIssue, withoutErrorValues, type ErrorCell } from './export-mistakes.ts';
import { warningAtFirst } from './line-list.ts';
import { filledLength, rejoinedCellsIssue, rejoinedRow, restInLastColumn } from './unquoted-commas.ts';

/** A CSV record with the 1-based line where it starts. */
export type CsvRow = { cells: string[]; line: number };

/** A cell cleaned as the checklists clean theirs (trimmed, whitespace collapsed, invisible characters gone), in NFC. */
export function cleanCell(value: string | undefined): string {
  return cleanChecklistCell(value).normalize('NFC');
}

/**
 * The records of a small CSV file that are not blank (a byte-order mark ignored), each with its line: what the
 * gallery, common-names and renames parsers read before they look at the header. What any such file may
 * carry is taken out and told (`issues`): the header row repeated further down, a spreadsheet's error values
 * (`#N/A`), read as empty cells, and a cell parted by a comma outside quotes, read as one where its parts show how
 * (`rejoinedRow`; with the rest of the row where the header's last column is free text, one of `freeText`, its
 * headers in lower case). A row still longer than the header is told.
 */
export function csvRows(text: string, file: string, { freeText = [] }: { freeText?: readonly string[] } = {}): { nonBlank: CsvRow[]; issues: ContentIssue[] } {
  const source = text.replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let rowStart = 0;
  const delimiter = detectDelimiter(source.replace(/\r\n?/g, '\n'));
  Papa.parse<string[]>(source, {
    delimiter,
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
  const rejoined: { line: number; column: number; text: string }[] = [];
  const overlong: { line: number; column: number; text: string }[] = [];
  const width = filledLength(header.cells);
  const kept = data.filter((row) => !repeated.includes(row.line));
  const signed = kept.map((row) => (delimiter === ',' ? rejoinedRow(row.cells, width) : null));
  // Most rows longer than the header: a column without a header, not commas in cells, so their rest is not joined.
  const longer = kept.filter((row, i) => filledLength(signed[i]?.cells ?? row.cells) > width).length;
  const restToLast = delimiter === ',' && freeText.includes(cleanCell(header.cells[width - 1]).toLowerCase()) && longer * 2 < kept.length;
  const nonBlank = [header];
  for (const [i, row] of kept.entries()) {
    const sign = signed[i] ?? null;
    const joined = (restToLast ? restInLastColumn(sign?.cells ?? row.cells, sign?.rejoined ?? [], width) : null) ?? sign;
    for (const { index, text } of joined?.rejoined ?? []) rejoined.push({ line: row.line, column: index + 1, text });
    const cells = joined?.cells ?? row.cells;
    if (filledLength(cells) > width) overlong.push({ line: row.line, column: width + 1, text: cells.slice(width).filter((cell) => cell.trim() !== '').join(delimiter) });
    nonBlank.push({ ...row, cells: withoutErrorValues(cells, (index) => ({ line: row.line, column: index + 1 }), errors) });
  }
  const issues: ContentIssue[] = [];
  if (repeated.length > 0) issues.push(repeatedHeaderIssue(file, repeated, header.line));
  const errorIssue = spreadsheetErrorsIssue(file, errors);
  if (errorIssue) issues.push(errorIssue);
  const rejoinedIssue = rejoinedCellsIssue(file, rejoined);
  if (rejoinedIssue) issues.push(rejoinedIssue);
  const overlongIssue = warningAtFirst(file, overlong, (lines, one) => `${lines} ${one ? 'has' : 'have'} more cells than the header row (${width}): what stands beyond column ${width} is not read (line ${overlong[0]!.line}: "${overlong[0]!.text.trim()}"); put a cell holding a comma in double quotes ("…"), and give each column its header`);
  if (overlongIssue) issues.push(overlongIssue);
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
