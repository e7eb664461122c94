import { parseChecklistCsv, type ParsedChecklist } from '../../content/checklist-csv.ts';
import { summariseChecklist, type ChecklistSummary } from './checklist-summary.ts';

/**
 * A row as the page shows it, as a tuple: a third of the size of an object once serialised for hydration (keys are not
 * repeated 20,000 times). Its Nr is its position in the list (1-based).
 */
export type ViewRow = [klasa: string, rendi: string, familja: string, lloji: string, referenca: string];

/**
 * What a checklist page needs and nothing more. The prerendered page embeds it for hydration, so on long lists every
 * byte counts: no line numbers, issues or file numbering, and the counts computed once instead of on every visit.
 */
export type ChecklistView = { hasKlasa: boolean; summary: ChecklistSummary; rows: ViewRow[] };

export function checklistView(parsed: ParsedChecklist): ChecklistView {
  return {
    hasKlasa: parsed.hasKlasa,
    summary: summariseChecklist(parsed.rows),
    rows: parsed.rows.map(({ klasa, rendi, familja, lloji, referenca }): ViewRow => [klasa, rendi, familja, lloji, referenca]),
  };
}

/** A checklist file's text (CSV) straight to what the page shows. */
export function parseChecklistView(text: string, file: string): ChecklistView {
  return checklistView(parseChecklistCsv(text, file));
}
