import Papa from 'papaparse';
import { cleanCell as cleanChecklistCell } from './checklist-csv.ts';
import { detectDelimiter } from './csv-delimiter.ts';

/** A CSV record with the 1-based line where it starts. */
export type CsvRow = { cells: string[]; line: number };

/** A cell cleaned as the checklists clean theirs (trimmed, whitespace collapsed, invisible characters gone), in NFC. */
export function cleanCell(value: string | undefined): string {
  return cleanChecklistCell(value).normalize('NFC');
}

/**
 * The records of a small CSV file (a byte-order mark ignored), each with its line, and those that are not blank:
 * what the gallery and common-names parsers read before they look at the header.
 */
export function csvRows(text: string): { rows: CsvRow[]; nonBlank: CsvRow[] } {
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
  return { rows, nonBlank: rows.filter((row) => row.cells.some((cell) => cleanCell(cell) !== '')) };
}

/** 1-based line number of a character offset (CRLF, LF or CR line breaks). */
function lineAt(text: string, offset: number): number {
  return (text.slice(0, offset).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
}
