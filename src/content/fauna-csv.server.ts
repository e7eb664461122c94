import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAUNA_CSV_FILE } from '../config/paths.ts';
import type { ContentSource } from './content-dir.server.ts';
import { loadChecklist } from './checklists.server.ts';
import { faunaCsv, type FaunaCsvRow } from './fauna-csv.ts';

/** Every row of every checklist, group after group in menu order, each numbered within its group's list. */
export function wholeFaunaCsv(groupNames: Iterable<string>, source: ContentSource): string {
  const rows: FaunaCsvRow[] = [];
  for (const grupi of groupNames) {
    loadChecklist(grupi, source).rows.forEach(({ klasa, rendi, familja, lloji, referenca }, index) => {
      rows.push({ nr: index + 1, klasa, rendi, familja, lloji, referenca, grupi });
    });
  }
  return faunaCsv(rows);
}

/** Writes the whole-fauna file (`data/fauna-of-kosovo.csv`) into the built site at `outDir`. */
export function writeWholeFaunaCsv(outDir: string, groupNames: Iterable<string>, source: ContentSource): void {
  writeFileSync(path.join(outDir, FAUNA_CSV_FILE), wholeFaunaCsv(groupNames, source));
}
