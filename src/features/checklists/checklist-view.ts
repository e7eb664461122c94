import { parseChecklistCsv, type ParsedChecklist } from '../../content/parse/checklist-csv.ts';
import type { CitationView } from '../../content/derived/citations.ts';
import { rowCitationKey } from '../../content/derived/citation-row-key.ts';
import type { ChecklistCitations } from './checklist-citations.ts';
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
export type ChecklistView = {
  hasKlasa: boolean;
  summary: ChecklistSummary;
  rows: ViewRow[];
  /** Its distinct Referenca cells resolved to bibliography anchors (absent: shown as plain text). */
  citations?: ChecklistCitations;
  /**
   * Set when `rows` holds only the list's first rows: the length of the whole list. A prerendered page of a very long
   * list carries only what its HTML shows (decoding 20,000 rows for hydration was one long task); the page fetches
   * the rest after hydration.
   */
  rowCount?: number;
};

/** A view of at most `limit` rows, the rest to be fetched (its counts stay those of the whole list). */
export function firstRowsOf(view: ChecklistView, limit: number): ChecklistView {
  return view.rows.length <= limit ? view : { ...view, rows: view.rows.slice(0, limit), rowCount: view.rows.length };
}

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

/** A row's class, order, family and name, as the citation resolver reads a record. */
export const rowTaxon = ([klasa, rendi, familja, lloji]: ViewRow) => ({ klasa, rendi, familja, lloji });

/** What a row's Referenca cell links to: its own view when its taxon decided, else the cell's. */
export function citationsFor(citations: ChecklistCitations | null | undefined, row: ViewRow): CitationView | undefined {
  if (!citations) return undefined;
  return citations[rowCitationKey(row[4], rowTaxon(row))] ?? citations[row[4]];
}
