import { useDeferredValue, useId, useMemo } from 'react';
import { matchingRows, queryTerms, searchTexts } from './checklist-filter.ts';
import type { ViewRow } from './checklist-view.ts';

export type FilteredRows = { rows: readonly ViewRow[]; positions?: readonly number[] };

/**
 * The rows that match `query` and their positions in the list; all rows (no positions) for an empty query. The query
 * is deferred, so typing stays responsive on a long list while the table catches up.
 */
export function useFilteredRows(rows: readonly ViewRow[], query: string): FilteredRows {
  const deferredQuery = useDeferredValue(query);
  return useMemo(() => {
    const terms = queryTerms(deferredQuery);
    if (terms.length === 0) return { rows };
    const positions = matchingRows(searchTexts(rows), terms);
    return { rows: positions.map((position) => rows[position]!), positions };
  }, [rows, deferredQuery]);
}

type Props = { rows: readonly ViewRow[]; query: string; onQueryChange: (query: string) => void; shown: number };

/** The search box above a checklist, with a live count of the rows it leaves. */
export function ChecklistSearch({ rows, query, onQueryChange, shown }: Props) {
  const id = useId();
  return (
    <search className="checklist-search">
      <label htmlFor={id}>Kërko në listë</label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        // Prepares the searchable texts as the visitor starts, not on the first key (tens of ms on a long list).
        onFocus={() => searchTexts(rows)}
        placeholder="Lloji, gjinia, familja, rendi, autori…"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
      />
      <p className="checklist-search-status" role="status">
        {queryTerms(query).length > 0 ? `${shown} nga ${rows.length} rreshta` : ''}
      </p>
    </search>
  );
}
