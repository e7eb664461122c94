import type { ChecklistRow } from './checklist-csv.ts';

/** A cell left empty and read as the value of another row (`line`): one of the same `taxon`, or the run's first. */
export type FilledCell = { row: ChecklistRow; value: string; line: number; taxon: string };

const GENUS = /^\p{Lu}\p{Ll}+$/u;
const genusOf = (row: ChecklistRow): string => {
  const first = row.lloji.split(' ', 1)[0] ?? '';
  return GENUS.test(first) ? first : '';
};

type Column = 'familja' | 'rendi' | 'klasa';
/** The rank above each column: a row whose own value there differs from the stating row's is not filled. */
const ABOVE = { familja: 'rendi', rendi: 'klasa', klasa: null } as const;

/**
 * The row first giving each taxon (by `taxonOf`) its value in `column`, or null for a taxon given two values (the
 * file does not say which).
 */
function statingRows(rows: readonly ChecklistRow[], taxonOf: (row: ChecklistRow) => string, column: Column): Map<string, ChecklistRow | null> {
  const stated = new Map<string, ChecklistRow | null>();
  for (const row of rows) {
    const taxon = taxonOf(row);
    if (taxon === '' || row[column] === '') continue;
    const known = stated.get(taxon);
    if (known === undefined) stated.set(taxon, row);
    else if (known !== null && known[column] !== row[column]) stated.set(taxon, null);
  }
  return stated;
}

/**
 * Whether a column is laid out as a spreadsheet's merged cells export it: empty on most rows, and no value on two rows
 * in a row (a merged cell keeps its value in the first row of its run, and a run ends where the value changes).
 */
export function isMergedLayout(rows: readonly ChecklistRow[], column: Column): boolean {
  let empty = 0;
  for (const [i, row] of rows.entries()) {
    if (row[column] === '') empty++;
    else if (i > 0 && rows[i - 1]![column] === row[column]) return false;
  }
  return empty * 2 > rows.length;
}

/** What was filled in one column: from the same taxon's other rows, and (merged layout only) from the row above. */
export type FilledColumn = { sameTaxon: FilledCell[]; fromAbove: FilledCell[] };

/**
 * Fills a family, order or class left empty (a cell forgotten, or a spreadsheet's merged cells, which keep the value
 * in the first row only) where the file itself says what it is. A column laid out as merged cells (isMergedLayout)
 * first takes the value of the nearest row above that gives one (decision 0073); then a family is read from the other
 * rows of the same genus, an order from those of the same family, a class from those of the same order (decision
 * 0033). A taxon the file gives two values stays empty, and so does a row whose rank above differs from the stating
 * row's. Changes `rows` and returns what it filled, by column.
 */
export function fillEmptyRanks(rows: ChecklistRow[]): Record<Column, FilledColumn> {
  // The layout is judged on the cells as written, before any is filled.
  const merged = { familja: isMergedLayout(rows, 'familja'), rendi: isMergedLayout(rows, 'rendi'), klasa: isMergedLayout(rows, 'klasa') };
  const familja = fill(rows, genusOf, 'familja', merged.familja);
  const rendi = fill(rows, (row) => row.familja, 'rendi', merged.rendi);
  const klasa = fill(rows, (row) => row.rendi, 'klasa', merged.klasa);
  return { familja, rendi, klasa };
}

function fill(rows: ChecklistRow[], taxonOf: (row: ChecklistRow) => string, column: Column, merged: boolean): FilledColumn {
  const above = ABOVE[column];
  const agrees = (row: ChecklistRow, source: ChecklistRow) => above === null || row[above] === '' || source[above] === '' || row[above] === source[above];
  // Merged cells first: a row's run is what the sheet showed beside it. A run ends where the rank above changes (the
  // value that rank's own run gives the row), and a taxon the file gives two values is not read from it.
  const fromAbove: FilledCell[] = [];
  if (merged) {
    const statedAsWritten = statingRows(rows, taxonOf, column);
    let source: { row: ChecklistRow; aboveRun: string } | null = null;
    let aboveRun = '';
    for (const row of rows) {
      if (above !== null && row[above] !== '') aboveRun = row[above];
      if (row[column] !== '') source = { row, aboveRun };
      else if (source && statedAsWritten.get(taxonOf(row)) !== null && (source.aboveRun === '' || aboveRun === source.aboveRun)) {
        row[column] = source.row[column];
        fromAbove.push({ row, value: source.row[column], line: source.row.line, taxon: taxonOf(row) || row.lloji });
      }
    }
  }
  // Read again: a row filled from its run now states its taxon's value too.
  const stated = statingRows(rows, taxonOf, column);
  const sameTaxon: FilledCell[] = [];
  for (const row of rows) {
    if (row[column] !== '') continue;
    const taxon = taxonOf(row);
    const stating = taxon === '' ? undefined : stated.get(taxon);
    if (!stating || !agrees(row, stating)) continue;
    row[column] = stating[column];
    sameTaxon.push({ row, value: stating[column], line: stating.line, taxon });
  }
  return { sameTaxon, fromAbove };
}
