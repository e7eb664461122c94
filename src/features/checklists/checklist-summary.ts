import type { ChecklistRow } from '../../content/parse/checklist-csv.ts';
import { speciesKey } from '../../content/check/checklist-rules.ts';
import { typesetScientificName } from '../../content/parse/scientific-name.ts';

export type ChecklistSummary = { species: number; families: number };

/**
 * Counts shown above a checklist: distinct species and distinct families, counted as the content check
 * counts them (a genus-only entry such as 'Chironomus sp.' is not a species).
 */
export function summariseChecklist(rows: readonly ChecklistRow[]): ChecklistSummary {
  const species = new Set<string>();
  const families = new Set<string>();
  for (const row of rows) {
    const key = speciesKey(row, typesetScientificName(row.lloji));
    if (key !== null) species.add(key);
    if (row.familja) families.add(row.familja);
  }
  return { species: species.size, families: families.size };
}
