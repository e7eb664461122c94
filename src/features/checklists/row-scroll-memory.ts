/**
 * Where a visitor was in a checklist, kept by row rather than by pixel: Back to a checklist renders its rows after
 * the navigation (fetched, then added by steps), and the rows the browser skips off screen have estimated heights,
 * so the same pixel offset later shows other rows. A row and its distance from the top of the viewport do not move.
 */
import { parseEntryMemory, type EntryMemory } from './entry-memory.ts';

/**
 * A shown row, by its Nr (and its place among the shown rows, a hint), how far from the viewport's top it was, and
 * the search the shown rows were for (they trail the address's search while a long list is searched).
 */
export type RowAnchor = { nr: string; index: number; top: number; address: string; query: string };

/** History entry key → the anchor of that entry's page. */
export type RowMemory = EntryMemory<RowAnchor>;

/** The one sessionStorage key of the checklists' scroll memory. */
export const ROW_MEMORY_KEY = 'fauna:checklist-rows';

/** The rows of the tables shown (not the whole list kept hidden under another view) and their Nr cells (checklist-table.tsx). */
export const SHOWN_ROWS = '.checklist-scroll:not([data-hidden]) > table > tbody > tr';
const NR_CELL = 'td.col-nr';

/** Where in the viewport a row is looked for (shares of its height): the middle first, away from sticky headers. */
const PROBES = [0.5, 0.35, 0.65, 0.2, 0.8];

/** The memory read back from storage: anything not an anchor is dropped. */
export const parseRowMemory = (text: string | null): RowMemory => parseEntryMemory(text, isRowAnchor);

export function isRowAnchor(value: unknown): value is RowAnchor {
  if (typeof value !== 'object' || value === null) return false;
  const { nr, index, top, address, query } = value as Record<string, unknown>;
  const texts = typeof nr === 'string' && typeof address === 'string' && typeof query === 'string';
  return texts && Number.isInteger(index) && (index as number) >= 0 && Number.isFinite(top);
}

function nrOf(row: Element): string | null {
  return row.querySelector(NR_CELL)?.textContent ?? null;
}

/** The shown row in the middle of the viewport (or near it), or null when no row is there; `query`: the rows' search. */
export function rowAnchorIn(document: Document, address: string, query: string): RowAnchor | null {
  const view = document.defaultView;
  if (!view) return null;
  for (const share of PROBES) {
    const row = document.elementFromPoint(view.innerWidth / 2, view.innerHeight * share)?.closest('tr');
    const nr = row?.matches(SHOWN_ROWS) ? nrOf(row) : null;
    if (!row || nr === null) continue;
    const index = Array.prototype.indexOf.call(document.querySelectorAll(SHOWN_ROWS), row);
    return { nr, index, top: row.getBoundingClientRect().top, address, query };
  }
  return null;
}

/** The shown row an anchor names, once it is rendered. */
export function findAnchorRow(document: Document, anchor: RowAnchor): Element | null {
  const rows = document.querySelectorAll(SHOWN_ROWS);
  const hinted = rows[anchor.index];
  if (hinted && nrOf(hinted) === anchor.nr) return hinted;
  return Array.prototype.find.call(rows, (row: Element) => nrOf(row) === anchor.nr) ?? null;
}
