// Rows that name a class, an order or a family alone, as a heading over the species below it (a list laid out as a
// paper prints it): the species rows below take it where their own cell is empty.
import type { ChecklistRow } from './checklist-csv.ts';

/** A heading row: 1-based line, the column of its first rank cell, its Nr as written, and the cells it filled. */
export type HeadingRow = { line: number; column: number; fileNr: string; filled: number };

type Rank = 'klasa' | 'rendi' | 'familja';
const RANKS: readonly Rank[] = ['klasa', 'rendi', 'familja'];

/** Reads the headings of one file, row after row. */
export function checklistHeadings() {
  const current: Record<Rank, { value: string; heading: HeadingRow } | null> = { klasa: null, rendi: null, familja: null };
  const headings: HeadingRow[] = [];
  return {
    /**
     * Whether the row is a heading (no species, no reference, a class, order or family); if so it is remembered. A
     * heading of a rank ends those below it: a new order, no family yet.
     */
    take(row: ChecklistRow, columnOf: (rank: Rank) => number): boolean {
      if (row.lloji || row.referenca) return false;
      const given = RANKS.filter((rank) => row[rank] !== '');
      if (given.length === 0) return false;
      const heading: HeadingRow = { line: row.line, column: columnOf(given[0]!), fileNr: row.fileNr, filled: 0 };
      headings.push(heading);
      const top = RANKS.indexOf(given[0]!);
      for (const rank of RANKS.slice(top)) current[rank] = row[rank] ? { value: row[rank], heading } : null;
      return true;
    },
    /** Fills a species row's empty class, order and family from the headings above it. */
    fill(row: ChecklistRow): void {
      for (const rank of RANKS) {
        const above = current[rank];
        if (row[rank] !== '' || !above) continue;
        row[rank] = above.value;
        above.heading.filled++;
      }
    },
    /** The headings that filled a cell, and those that filled none: rows without a species after all. */
    result(): { used: HeadingRow[]; unused: HeadingRow[] } {
      return { used: headings.filter((heading) => heading.filled > 0), unused: headings.filter((heading) => heading.filled === 0) };
    },
  };
}
