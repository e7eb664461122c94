import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAUNA_CSV_FILE } from '../config/paths.ts';
import type { ParsedChecklist } from './checklist-csv.ts';
import { faunaCsv, type FaunaCsvRow } from './fauna-csv.ts';

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

/** Writes the whole-fauna file (`data/fauna-of-kosovo.csv`) into the built site at `outDir`. */
export function writeWholeFaunaCsv(outDir: string, checklists: ReadonlyMap<string, ParsedChecklist>): void {
  writeFileSync(path.join(outDir, FAUNA_CSV_FILE), wholeFaunaCsv(checklists));
}
