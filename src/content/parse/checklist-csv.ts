import Papa from 'papaparse';
import type { ContentIssue } from '../issues.ts';
import { CANONICAL_COLUMNS, isAuthorshipHeader, isGenusHeader, matchHeader, type CanonicalColumn } from './checklist-headers.ts';
import { fillEmptyRanks } from './checklist-fill.ts';
import { checklistHeadings } from './checklist-headings.ts';
import { unshiftedRow } from './checklist-shift.ts';
import { repeatedHeaderIssue, spreadsheetErrorsIssue, withoutErrorValues, type ErrorCell } from './export-mistakes.ts';
import { detectDelimiter } from './csv-delimiter.ts';
import { footnoteMarksIssue, withoutFootnoteMarks, type MarkedName } from './footnote-marks.ts';
import { nameCaseIssue, nameInCodeCase, type MendedName } from './name-case.ts';
import { describeLines, warningAtFirst } from './line-list.ts';
import { filledLength, rejoinedCellsIssue, rejoinedRow, type RejoinedCell } from './unquoted-commas.ts';

export { CANONICAL_COLUMNS, type CanonicalColumn };

export type ChecklistRow = {
  /** Display number: 1..N in file order (the file's own Nr column may have gaps or repeats). */
  nr: number;
  /** The Nr cell as written (trimmed), '' when missing. */
  fileNr: string;
  klasa: string;
  rendi: string;
  familja: string;
  lloji: string;
  referenca: string;
  /** 1-based physical line where the record starts. */
  line: number;
  /** The cells of the columns asked for by `extraColumns` (by their name as asked), when any were. */
  extra?: Record<string, string>;
};

/**
 * A file with columns of its own beside the checklist's (a release's whole-fauna CSV has `Grupi`), and columns whose
 * empty cells are not worth a warning (the whole-fauna CSV's Klasa, empty for the groups without one).
 */
export type ChecklistCsvOptions = { extraColumns?: readonly string[]; emptyAllowed?: readonly CanonicalColumn[] };

/** A data row that is not shown: blank (perhaps but for its Nr), or without a species name. */
export type SkippedRow = { line: number; fileNr: string; reason: 'blank' | 'no species' };

export type ParsedChecklist = {
  /** True only when the file has a Klasa column with data in it. */
  hasKlasa: boolean;
  rows: ChecklistRow[];
  issues: ContentIssue[];
  /** 1-based field index of each canonical column found in the header row. */
  columns: Partial<Record<CanonicalColumn, number>>;
  /** Rows after the header that are not shown, for checks of the file's own numbering. */
  skipped: SkippedRow[];
  /** 1-based field index of each column asked for by `extraColumns` and found in the header row. */
  extraColumns?: Record<string, number>;
  /** The header row's line, when the file has one. */
  headerLine?: number;
};

type CsvRecord = { cells: string[]; line: number };

/** The row field of each column a cell may be left empty in. */
const FIELD = { Klasa: 'klasa', Rendi: 'rendi', Familja: 'familja', Referenca: 'referenca' } as const;
/** An empty class, order or family cell: its rank, and the taxon below whose other rows can say what it is. */
const FILLED_FROM = { Klasa: ['class', 'order'], Rendi: ['order', 'family'], Familja: ['family', 'genus'] } as const;

const NO_SPECIES = 'this row has no species name (Lloji), so it is not shown';

const COLUMN_MEANING: Record<CanonicalColumn, string> = {
  Nr: 'number (Nr)',
  Klasa: 'class (Klasa)',
  Rendi: 'order (Rendi)',
  Familja: 'family (Familja)',
  Lloji: 'species (Lloji)',
  Referenca: 'reference (Referenca)',
};

/** A total written under the list: "Gjithsej: 58 lloje", "Totali 58", "Total: 58 species". */
const TOTAL_WORD = /^(?:gjithsej|gjithësej|totali?|shuma|sum)\b/iu;
const TOTAL = new RegExp(`${TOTAL_WORD.source}\\D{0,20}\\d`, TOTAL_WORD.flags);
const NUMBER_ONLY = /^\d+[.)]?$/;

/**
 * A spreadsheet's total under the list, with no family or source: "Gjithsej: 58 lloje" in any column (often the
 * first), or its word and its number in two cells ("Gjithsej", "58"). Before the word, a row number at most.
 */
function totalIn(row: ChecklistRow, columns: Record<'Nr' | 'Klasa' | 'Rendi' | 'Lloji', number>): { text: string; index: number } | null {
  if (row.familja || row.referenca) return null;
  const cells = ([[columns.Nr, row.fileNr], [columns.Klasa, row.klasa], [columns.Rendi, row.rendi], [columns.Lloji, row.lloji]] as const)
    .filter(([index, text]) => index >= 0 && text !== '')
    .sort(([a], [b]) => a - b);
  const start = cells.findIndex(([, text]) => TOTAL_WORD.test(text));
  if (start < 0 || cells.slice(0, start).some(([, text]) => !NUMBER_ONLY.test(text))) return null;
  const text = cells.slice(start).map(([, cell]) => cell).join(' ');
  return TOTAL.test(text) ? { text, index: cells[start]![0] } : null;
}

/** How many header rows may sit under a title row or notes before we give up looking for the header. */
const HEADER_SEARCH_LIMIT = 10;

/**
 * Trims and collapses every run of whitespace (NBSP, tabs, line breaks inside a cell…) into one space;
 * invisible zero-width characters and soft hyphens are dropped.
 */
export function cleanCell(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  const trimmed = value.trim();
  // Fast path (most cells): nothing inside to change, so no new string is built.
  if (!NEEDS_CLEANING.test(trimmed)) return trimmed;
  return trimmed.replace(INVISIBLE, '').replace(WHITESPACE_RUN, ' ').trim();
}

const INVISIBLE = /[\u200B-\u200D\u2060\u00AD]/g;
const WHITESPACE_RUN = /\s+/g; // JS \s covers NBSP, U+2000–U+200A, U+202F, U+3000, U+FEFF…
const NEEDS_CLEANING = /[^\S ]| {2}|[\u200B-\u200D\u2060\u00AD]/;

/**
 * Parses a checklist exported from a spreadsheet (`checklists/{Group}.csv`). Headers are matched however they are
 * spelled; blank rows, unnamed columns and stray whitespace are tolerated; every problem a maintainer should fix is
 * reported with its line and column. `file` is the path used in the messages.
 */
export function parseChecklistCsv(text: string, file: string, options: ChecklistCsvOptions = {}): ParsedChecklist {
  const issues: ContentIssue[] = [];
  const report = (severity: ContentIssue['severity'], line: number, column: number | undefined, message: string) =>
    issues.push(column === undefined ? { severity, file, line, message } : { severity, file, line, column, message });

  if (text.includes('\u0000')) {
    report('error', 0, undefined, 'the file is not plain text in UTF-8 (it looks like UTF-16): save the spreadsheet as "CSV UTF-8"');
    return { hasKlasa: false, rows: [], issues, columns: {}, skipped: [] };
  }
  const { records, brokenQuoteLines, delimiter } = readRecords(text.normalize('NFC'));
  const undecodable = !text.includes('\uFFFD') ? [] : records.filter((record) => record.cells.some((cell) => cell.includes('\uFFFD'))).map((record) => record.line);
  if (undecodable.length > 0) {
    report('error', undecodable[0]!, undefined, `the file is not in UTF-8, and letters in it read differently in the Central European and the Western code page, so they show as "\uFFFD" (${describeLines(undecodable)}): save the spreadsheet as "CSV UTF-8"`);
  }
  for (const line of brokenQuoteLines) {
    report('error', line, undefined, 'a quote mark (") on this line is not closed, or text follows a closing quote; the line was read without quotes: check its cells');
  }

  const blankLines: number[] = [];
  const isBlank = (record: CsvRecord) => record.cells.every((cell) => !/\S/.test(cell));
  const headerIndex = findHeader(records, isBlank);
  const empty: ParsedChecklist = { hasKlasa: false, rows: [], issues, columns: {}, skipped: [] };
  if (headerIndex === null) {
    report('error', 0, undefined, `the file is empty: expected a header row (${CANONICAL_COLUMNS.join(', ')}) and one row per species`);
    return empty;
  }
  const header = records[headerIndex.index]!;
  if (!headerIndex.hasSpecies) {
    const found = header.cells.map((cell) => `"${cleanCell(cell)}"`).join(', ');
    report('error', header.line, undefined, `no species column: the header row needs a column named "Lloji" (found ${found}); nothing in this file can be shown`);
    return empty;
  }
  const above = records.slice(0, headerIndex.index).filter((record) => !isBlank(record));
  if (above.length > 0) {
    report('warning', above[0]!.line, undefined, `${describeLines(above.map((r) => r.line))} above the header row (line ${header.line}) ${above.length === 1 ? 'is' : 'are'} ignored`);
  }
  for (const record of records.slice(0, headerIndex.index)) if (isBlank(record)) blankLines.push(record.line);

  // Header: map each field to a canonical column; everything else is an extra column whose data is never shown.
  const index: Partial<Record<CanonicalColumn, number>> = {};
  const headers = header.cells.map(cleanCell);
  const duplicateOf = new Map<number, CanonicalColumn>();
  headers.forEach((name, i) => {
    const match = matchHeader(name);
    if (!match) return;
    if (index[match.column] !== undefined) {
      duplicateOf.set(i, match.column);
      return;
    }
    index[match.column] = i;
    if (!match.exact) {
      report('warning', header.line, i + 1, `column header "${name}" is not a known column name: did you mean "${match.column}"? It is read as the ${COLUMN_MEANING[match.column]} column`);
    }
  });
  const mapped: boolean[] = [];
  for (const i of Object.values(index)) mapped[i] = true;
  const extraIndex = new Map<string, number>();
  for (const name of options.extraColumns ?? []) {
    const i = headers.findIndex((header, position) => !mapped[position] && header.toLocaleLowerCase('sq') === name.toLocaleLowerCase('sq'));
    if (i < 0) continue;
    extraIndex.set(name, i);
    mapped[i] = true;
  }

  const iAuthorship = headers.findIndex((name, position) => !mapped[position] && isAuthorshipHeader(name));
  if (iAuthorship >= 0) mapped[iAuthorship] = true;
  const iGenus = headers.findIndex((name, position) => !mapped[position] && isGenusHeader(name));
  if (iGenus >= 0) mapped[iGenus] = true;
  const cellAt = (cells: string[], i: number) => (i < 0 ? '' : cleanCell(cells[i]));

  const at = (column: CanonicalColumn) => index[column] ?? -1;
  const [iNr, iKlasa, iRendi, iFamilja, iLloji, iReferenca] = CANONICAL_COLUMNS.map(at) as [number, number, number, number, number, number];
  const rows: ChecklistRow[] = [];
  const skipped: SkippedRow[] = [];
  const extraData = new Map<number, number[]>();
  const emptyCells: Record<'Klasa' | 'Rendi' | 'Familja' | 'Referenca', { row: ChecklistRow; line: number }[]> = { Klasa: [], Rendi: [], Familja: [], Referenca: [] };
  // Empty cells told by a warning of their own (a spreadsheet error, a shifted row): the empty-cell warning leaves them
  // out, a fill from the same taxon still names them.
  const explained: Record<keyof typeof emptyCells, Set<ChecklistRow>> = { Klasa: new Set(), Rendi: new Set(), Familja: new Set(), Referenca: new Set() };
  const repeatedHeaders: number[] = [];
  const totals: { line: number; column: number; text: string }[] = [];
  const errorValues: ErrorCell[] = [];
  const markedNames: MarkedName[] = [];
  const mendedNames: MendedName[] = [];
  const headings = checklistHeadings();
  const rankColumn = { klasa: iKlasa, rendi: iRendi, familja: iFamilja } as const;
  const width = filledLength(header.cells);
  const rejoined: (RejoinedCell & { line: number; column: number })[] = [];
  for (const written of records.slice(headerIndex.index + 1)) {
    // A cell parted by a comma outside quotes ("Anax imperator Leach, 1815" written by hand): read as one where its parts show how.
    const joined = delimiter === ',' ? rejoinedRow(written.cells, width) : null;
    const record = joined ? { ...written, cells: joined.cells } : written;
    for (const cell of joined?.rejoined ?? []) rejoined.push({ ...cell, line: cellLine(record, cell.index), column: cell.index + 1 });
    const cells = withoutErrorValues(record.cells, (i) => (mapped[i] ? { line: cellLine(record, i), column: i + 1 } : null), errorValues);
    // The header row again: two sheets, or two exports, pasted one under the other.
    if (matchHeader(cellAt(cells, iLloji))?.column === 'Lloji') {
      repeatedHeaders.push(record.line);
      continue;
    }
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== '' && !mapped[i] && /\S/.test(cells[i]!)) {
        const lines = extraData.get(i) ?? [];
        if (lines.length === 0) extraData.set(i, lines);
        lines.push(cellLine(record, i));
      }
    }
    const row: ChecklistRow = {
      nr: rows.length + 1,
      fileNr: iNr < 0 ? '' : cleanCell(cells[iNr]),
      klasa: iKlasa < 0 ? '' : cleanCell(cells[iKlasa]),
      rendi: iRendi < 0 ? '' : cleanCell(cells[iRendi]),
      familja: iFamilja < 0 ? '' : cleanCell(cells[iFamilja]),
      lloji: withAuthorship(withGenus(cellAt(cells, iGenus), cellAt(cells, iLloji)), cellAt(cells, iAuthorship)),
      referenca: iReferenca < 0 ? '' : cleanCell(cells[iReferenca]),
      line: record.line,
    };
    if (extraIndex.size > 0) row.extra = Object.fromEntries([...extraIndex].map(([name, i]) => [name, cleanCell(cells[i])]));
    const total = totalIn(row, { Nr: iNr, Klasa: iKlasa, Rendi: iRendi, Lloji: iLloji });
    if (total) {
      totals.push({ line: cellLine(record, total.index), column: total.index + 1, text: total.text });
      continue;
    }
    // A row with nothing but (perhaps) a number is an empty spreadsheet row.
    if (!row.klasa && !row.rendi && !row.familja && !row.lloji && !row.referenca) {
      blankLines.push(record.line);
      skipped.push({ line: record.line, fileNr: row.fileNr, reason: 'blank' });
      continue;
    }
    if (headings.take(row, (rank) => rankColumn[rank] + 1)) continue;
    const unmarked = withoutFootnoteMarks(row.lloji);
    if (unmarked) {
      row.lloji = unmarked.text;
      markedNames.push({ line: cellLine(record, iLloji), column: iLloji + 1, marks: unmarked.marks });
    }
    const unshifted = unshiftedRow(row, { iRendi, iFamilja, iLloji, iReferenca });
    if (unshifted) {
      Object.assign(row, unshifted.row);
      explained[unshifted.missing].add(row);
      const missing = unshifted.missing === 'Rendi' ? iRendi : iFamilja;
      const rank = unshifted.missing === 'Rendi' ? 'order' : 'family';
      report('warning', cellLine(record, missing), missing + 1, `the cells from ${unshifted.missing} on sit one column to the left of their headers, as when a cell is deleted with "shift cells left": read as the species "${row.lloji}" with the reference "${row.referenca}"; insert the missing ${rank} cell`);
    }
    const inCodeCase = nameInCodeCase(row.lloji);
    if (inCodeCase) {
      mendedNames.push({ line: cellLine(record, iLloji), column: iLloji + 1, written: row.lloji, read: inCodeCase });
      row.lloji = inCodeCase;
    }
    // A checklist row *is* a species: without its name there is nothing to list, and showing the other cells alone
    // would mislead readers and the counts. Skip it, and make it an error so the maintainer fills the name in.
    if (!row.lloji) {
      report('error', cellLine(record, iLloji), iLloji + 1, NO_SPECIES);
      skipped.push({ line: record.line, fileNr: row.fileNr, reason: 'no species' });
      continue;
    }
    headings.fill(row);
    for (const [column, i] of [['Klasa', iKlasa], ['Rendi', iRendi], ['Familja', iFamilja], ['Referenca', iReferenca]] as const) {
      if (i < 0 || row[FIELD[column]]) continue;
      emptyCells[column].push({ row, line: cellLine(record, i) });
      if (cells[i] !== record.cells[i]) explained[column].add(row); // an error value, emptied: told on its own
    }
    rows.push(row);
  }
  const { used, unused } = headings.result();
  for (const heading of unused) {
    report('error', heading.line, iLloji + 1, NO_SPECIES);
    skipped.push({ line: heading.line, fileNr: heading.fileNr, reason: 'no species' });
  }
  const headingIssue = warningAtFirst(
    file,
    used,
    (lines, one) =>
      `${lines} ${one ? 'names' : 'name'} a class, an order or a family alone, as a heading over the species below: read as the class, order or family of those species where their cell is empty (up to the next such heading); write it on every species row and delete the heading ${one ? 'row' : 'rows'}`,
  );
  if (headingIssue) issues.push(headingIssue);
  const filled = fillEmptyRanks(rows);

  const hasKlasa = rows.some((row) => row.klasa !== '');
  for (const column of ['Klasa', 'Rendi', 'Familja', 'Referenca'] as const) {
    const i = index[column];
    if (column === 'Klasa' && !hasKlasa) continue;
    if (i === undefined) {
      if (column !== 'Klasa') report('warning', header.line, undefined, `no "${column}" column in the header row: the ${COLUMN_MEANING[column]} is missing for every species`);
      continue;
    }
    const cells = emptyCells[column];
    const empty = cells.filter(({ row }) => row[FIELD[column]] === '' && !explained[column].has(row)).map(({ line }) => line);
    if (empty.length > 0 && !options.emptyAllowed?.includes(column)) report('warning', empty[0]!, i + 1, `the ${COLUMN_MEANING[column]} is empty on ${describeLines(empty)}`);
    if (column === 'Referenca') continue;
    const { sameTaxon, fromAbove } = filled[FIELD[column]];
    const [rank, by] = FILLED_FROM[column];
    for (const [fills, how] of [
      [sameTaxon, `read as the ${rank} the same ${by} has on other rows`],
      [fromAbove, `the column is written once over each run of rows, as a spreadsheet's merged cells export it, so read as the ${rank} of the nearest row above that gives one`],
    ] as const) {
      const filledRows = new Set(fills.map((cell) => cell.row));
      const taken = cells.filter(({ row }) => filledRows.has(row)).map(({ line }) => line);
      const example = fills[0];
      if (taken.length === 0 || !example) continue;
      const given = `for example ${example.value} for ${example.taxon}, line ${example.line}`;
      report('warning', taken[0]!, i + 1, `the ${COLUMN_MEANING[column]} is empty on ${describeLines(taken)}: ${how} (${given}); write it on every row`);
    }
  }
  for (const [i, lines] of [...extraData].sort(([a], [b]) => a - b)) {
    const name = headers[i] ?? '';
    const what = duplicateOf.has(i)
      ? `column "${name}" repeats the ${COLUMN_MEANING[duplicateOf.get(i)!]} column (column ${index[duplicateOf.get(i)!]! + 1}), so`
      : name === ''
        ? `column ${i + 1} has no header, so`
        : `column "${name}" is not a checklist column (${CANONICAL_COLUMNS.join(', ')}), so`;
    report('warning', lines[0]!, i + 1, `${what} what it holds (${describeLines(lines)}) is never shown on the site`);
  }
  if (repeatedHeaders.length > 0) issues.push(repeatedHeaderIssue(file, repeatedHeaders, header.line));
  const rejoinedIssue = rejoinedCellsIssue(file, rejoined);
  if (rejoinedIssue) issues.push(rejoinedIssue);
  for (const { line, column, text } of totals) {
    report('warning', line, column, `"${text}" is a total, not a species: not shown (the site counts the species itself); delete the row`);
  }
  const errors = spreadsheetErrorsIssue(file, errorValues);
  if (errors) issues.push(errors);
  const marks = footnoteMarksIssue(file, markedNames);
  if (marks) issues.push(marks);
  const cased = nameCaseIssue(file, mendedNames);
  if (cased) issues.push(cased);
  if (blankLines.length > 0) report('warning', blankLines[0]!, undefined, `rows skipped because blank: ${describeLines(blankLines)}`);
  if (rows.length === 0 && issues.every((issue) => issue.severity !== 'error')) {
    report('warning', header.line, undefined, 'the file has a header row but no species rows: the group will be shown empty');
  }

  issues.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  const columns: ParsedChecklist['columns'] = {};
  for (const column of CANONICAL_COLUMNS) if (index[column] !== undefined) columns[column] = index[column] + 1;
  const found = Object.fromEntries([...extraIndex].map(([name, i]) => [name, i + 1]));
  return { hasKlasa, rows, issues, columns, skipped, headerLine: header.line, ...(extraIndex.size > 0 ? { extraColumns: found } : {}) };
}

/** The header is the first non-blank row, unless a title row sits above it: then the first row naming a species column. */
function findHeader(records: CsvRecord[], isBlank: (record: CsvRecord) => boolean): { index: number; hasSpecies: boolean } | null {
  let first: number | null = null;
  let seen = 0;
  for (let i = 0; i < records.length && seen < HEADER_SEARCH_LIMIT; i++) {
    if (isBlank(records[i]!)) continue;
    first ??= i;
    seen++;
    if (records[i]!.cells.some((cell) => matchHeader(cleanCell(cell))?.column === 'Lloji')) return { index: i, hasSpecies: true };
  }
  return first === null ? null : { index: first, hasSpecies: false };
}

/** An epithet and its genus from a column of its own, as the checklists write them in one cell; a whole name kept. */
function withGenus(genus: string, name: string): string {
  return genus === '' || name === '' || !/^\p{Ll}/u.test(name) ? name : `${genus} ${name}`;
}

/** A name and its authorship from a column of its own, as the checklists write them in one cell. */
function withAuthorship(name: string, authorship: string): string {
  return name === '' || authorship === '' || name.endsWith(authorship) ? name : `${name} ${authorship}`;
}

/** The line a cell starts on: cells before it in the same record may hold line breaks. */
function cellLine(record: CsvRecord, index: number): number {
  let line = record.line;
  for (let i = 0; i < index; i++) line += countBreaks(record.cells[i]);
  return line;
}

function countBreaks(value: string | undefined): number {
  if (!value || !value.includes('\n')) return 0;
  let count = 0;
  for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', i + 1)) count++;
  return count;
}

/** At most this many broken quotes are repaired one by one; beyond that, papaparse's reading stands. */
const MAX_QUOTE_REPAIRS = 50;

/**
 * Splits the text into records with papaparse, noting the physical line where each record starts (quoted cells may
 * span lines). A broken quote would swallow the rest of the file, so that one line is read without quotes instead.
 */
function readRecords(raw: string): { records: CsvRecord[]; brokenQuoteLines: number[]; delimiter: string } {
  let text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.endsWith('\n')) text = text.slice(0, -1);
  const records: CsvRecord[] = [];
  const brokenQuoteLines: number[] = [];
  const delimiter = detectDelimiter(text);
  if (text === '') return { records, brokenQuoteLines, delimiter };
  let lines: string[] | null = null;
  let line = 1;
  let rest = text;
  for (;;) {
    const result = Papa.parse<string[]>(rest, { delimiter, newline: '\n', skipEmptyLines: false });
    const broken = brokenQuoteLines.length < MAX_QUOTE_REPAIRS ? result.errors.find((error) => error.type === 'Quotes') : undefined;
    const good = broken?.row ?? result.data.length;
    for (let i = 0; i < good; i++) {
      const cells = result.data[i]!;
      records.push({ cells, line });
      line += 1;
      for (const cell of cells) line += countBreaks(cell);
    }
    if (!broken) break;
    lines ??= text.split('\n');
    const brokenLine = lines[line - 1] ?? '';
    brokenQuoteLines.push(line);
    records.push({ cells: brokenLine.replaceAll('"', '').split(delimiter), line });
    line++;
    if (line > lines.length) break;
    rest = lines.slice(line - 1).join('\n');
  }
  return { records, brokenQuoteLines, delimiter };
}
