import type { ChecklistRow } from '../../content/checklist-csv.ts';
import { typesetScientificName } from '../../content/scientific-name.ts';

export type ChecklistSummary = { species: number; families: number };

/** Counts shown above a checklist: distinct species (by canonical name) and distinct families. */
export function summariseChecklist(rows: readonly ChecklistRow[]): ChecklistSummary {
  const species = new Set<string>();
  const families = new Set<string>();
  for (const row of rows) {
    species.add(typesetScientificName(row.lloji).canonical ?? row.lloji);
    if (row.familja) families.add(row.familja);
  }
  return { species: species.size, families: families.size };
}
