import { startTransition, useDeferredValue, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { SearchField } from '../../components/search-field.tsx';
import { CHECKLIST_SEARCH_KEY } from '../../config/paths.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { madeSearchTexts, matchingRows, prepareSearchTexts, queryTerms, searchTexts } from './checklist-filter.ts';
import type { ViewRow } from './checklist-view.ts';

/** `query`: the query these rows are for (it trails the box's text while a long list is being searched). */
export type FilteredRows = { rows: readonly ViewRow[]; positions?: readonly number[]; query: string };

/** Up to this many rows, a list's searchable texts are made at the first search, at once: a few ms on a phone. */
const ROWS_MADE_AT_ONCE = 400;

/**
 * The rows that match `query` and their positions in the list; all rows (no positions) for an empty query. The query
 * is deferred, so typing stays responsive on a long list while the table catches up. A long list's first search
 * waits for its searchable texts, made in short slices (prepareSearchTexts): meanwhile the rows stay as they were,
 * for no query, and no key waits for them.
 */
export function useFilteredRows(rows: readonly ViewRow[], query: string): FilteredRows {
  const deferredQuery = useDeferredValue(query);
  const terms = useMemo(() => queryTerms(deferredQuery), [deferredQuery]);
  const searching = terms.length > 0;
  const long = rows.length > ROWS_MADE_AT_ONCE;
  // Made in slices, a long list's texts re-render the search when they are done.
  const [, textsMade] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!long || !searching) return;
    return prepareSearchTexts(rows, () => startTransition(textsMade));
  }, [rows, long, searching]);
  const madeTexts = long ? madeSearchTexts(rows) : undefined;

  return useMemo(() => {
    if (!searching) return { rows, query: deferredQuery };
    const texts = long ? madeTexts : searchTexts(rows);
    if (!texts) return { rows, query: '' };
    const positions = matchingRows(texts, terms);
    return { rows: positions.map((position) => rows[position]!), positions, query: deferredQuery };
  }, [rows, deferredQuery, terms, searching, long, madeTexts]);
}

const queryListeners = new Set<() => void>();

function subscribeToQuery(listener: () => void) {
  queryListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    queryListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const queryInUrl = () => new URLSearchParams(window.location.search).get(CHECKLIST_SEARCH_KEY) ?? '';
/** The prerendered page has no query; React hydrates with this, then renders again with the URL's. */
const noQuery = () => '';

/**
 * The search query, kept in the address as `?q=`. Written with replaceState, keeping the router's history state:
 * typing adds no history entries and does not make the router load the checklist again.
 */
export function useSearchQuery(): [string, (query: string) => void] {
  const query = useSyncExternalStore(subscribeToQuery, queryInUrl, noQuery);
  const setQuery = (next: string) => {
    const url = new URL(window.location.href);
    if (next === '') url.searchParams.delete(CHECKLIST_SEARCH_KEY);
    else url.searchParams.set(CHECKLIST_SEARCH_KEY, next);
    window.history.replaceState(window.history.state, '', url);
    for (const listener of queryListeners) listener();
  };
  return [query, setQuery];
}

/**
 * `shown`: how many rows match, once the search has caught up with the box (null meanwhile). `status`, when given,
 * is read out instead of the count (the page's filters say more than the search alone).
 */
type Props = { rows: readonly ViewRow[]; query: string; onQueryChange: (query: string) => void; shown: number | null; status?: string };

/** The search box above a checklist, with a live count of the rows it leaves. */
export function ChecklistSearch({ rows, query, onQueryChange, shown, status }: Props) {
  const m = useMessages().checklist;
  return (
    <SearchField
      className="checklist-search"
      label={m.searchLabel}
      value={query}
      onChange={onQueryChange}
      // Prepares the searchable texts as the visitor starts, in slices, not all on the first key.
      onFocus={() => prepareSearchTexts(rows)}
      placeholder={m.searchPlaceholder}
      status={status ?? (queryTerms(query).length > 0 && shown !== null ? m.rowsShown(shown, rows.length) : '')}
    />
  );
}
