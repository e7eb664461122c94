import type { ChecklistRow } from './checklist-csv.ts';

/** A cell left empty and read as the value the file gives the same taxon on another row (`line`). */
export type FilledCell = { row: ChecklistRow; value: string; line: number; taxon: string };

const GENUS = /^\p{Lu}\p{Ll}+$/u;
const genusOf = (row: ChecklistRow): string => {
  const first = row.lloji.split(' ', 1)[0] ?? '';
  return GENUS.test(first) ? first : '';
};

type Column = 'familja' | 'rendi';
/** The rank above each column: a row whose own value there differs from the stating row's is not filled. */
const ABOVE = { familja: 'rendi', rendi: 'klasa' } as const;

/**
 * The row first giving each taxon (by `taxonOf`) its value in `column`; a taxon given two values is left out (the
 * file does not say which).
 */
function statingRows(rows: readonly ChecklistRow[], taxonOf: (row: ChecklistRow) => string, column: Column): Map<string, ChecklistRow> {
  const stated = new Map<string, ChecklistRow | null>();
  for (const row of rows) {
    const taxon = taxonOf(row);
    if (taxon === '' || row[column] === '') continue;
    const known = stated.get(taxon);
    if (known === undefined) stated.set(taxon, row);
    else if (known !== null && known[column] !== row[column]) stated.set(taxon, null);
  }
  return new Map([...stated].flatMap(([taxon, row]) => (row ? [[taxon, row] as const] : [])));
}

/**
 * Fills a family or order left empty (a cell forgotten, or a spreadsheet's merged cells, which keep the value in the
 * first row only) where the file itself says what it is: a family from the other rows of the same genus, then an
 * order from the other rows of the same family. A taxon the file gives two values stays empty, and a genus or family
 * the file names nowhere else is never guessed. Changes `rows` and returns what it filled, by column.
 */
export function fillFromSameTaxon(rows: ChecklistRow[]): { familja: FilledCell[]; rendi: FilledCell[] } {
  const familja = fill(rows, genusOf, 'familja');
  const rendi = fill(rows, (row) => row.familja, 'rendi');
  return { familja, rendi };
}

function fill(rows: ChecklistRow[], taxonOf: (row: ChecklistRow) => string, column: Column): FilledCell[] {
  const stated = statingRows(rows, taxonOf, column);
  const above = ABOVE[column];
  const filled: FilledCell[] = [];
  for (const row of rows) {
    if (row[column] !== '') continue;
    const taxon = taxonOf(row);
    const source = taxon === '' ? undefined : stated.get(taxon);
    if (!source || (row[above] !== '' && source[above] !== '' && row[above] !== source[above])) continue;
    row[column] = source[column];
    filled.push({ row, value: source[column], line: source.line, taxon });
  }
  return filled;
}
