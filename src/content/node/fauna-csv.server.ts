import type { ParsedChecklist } from '../parse/checklist-csv.ts';
import { faunaCsv, type FaunaCsvRow } from '../derived/fauna-csv.ts';

/** Every row of every checklist, group after group in menu order, each numbered within its group's list. */
export function wholeFaunaCsv(checklists: ReadonlyMap<string, ParsedChecklist>): string {
  const rows: FaunaCsvRow[] = [];
  for (const [grupi, checklist] of checklists) {
    checklist.rows.forEach(({ klasa, rendi, familja, lloji, referenca }, index) => {
      rows.push({ nr: index + 1, klasa, rendi, familja, lloji, referenca, grupi });
    });
  }
  return faunaCsv(rows);
}
