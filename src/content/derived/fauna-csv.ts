import Papa from 'papaparse';
import { CANONICAL_COLUMNS, GROUP_COLUMN } from '../parse/checklist-headers.ts';

/** The columns of a downloaded checklist view and of the whole-fauna file: the canonical ones, then the group. */
export const FAUNA_CSV_COLUMNS = [...CANONICAL_COLUMNS, GROUP_COLUMN] as const;

/** One row of a downloaded CSV: its Nr in its group's list (1-based), its cells, and its group's name. */
export type FaunaCsvRow = { nr: number; klasa: string; rendi: string; familja: string; lloji: string; referenca: string; grupi: string };

/**
 * CSV text that Excel opens with Albanian letters intact: UTF-8 with a byte-order mark, CRLF line ends, cells quoted
 * only where needed; a cell starting with = + - @ is escaped so that a spreadsheet does not run it as a formula.
 */
export function faunaCsv(rows: readonly FaunaCsvRow[]): string {
  return spreadsheetCsv(FAUNA_CSV_COLUMNS, rows.map((row) => [row.nr, row.klasa, row.rendi, row.familja, row.lloji, row.referenca, row.grupi]));
}

/** Any table as the site's CSVs are written (see faunaCsv). */
export function spreadsheetCsv(fields: readonly string[], data: readonly (readonly (string | number)[])[]): string {
  const text = Papa.unparse({ fields: [...fields], data: data.map((cells) => [...cells]) }, { newline: '\r\n', escapeFormulae: true });
  // unparse ends the header with a line break only when there are no rows: every line ends with one.
  return `\uFEFF${text.endsWith('\r\n') ? text : `${text}\r\n`}`;
}
