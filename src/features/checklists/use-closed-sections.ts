import { useState } from 'react';
import { useLocation } from 'react-router';
import { readEntryMemory, remember, writeEntryMemory } from './entry-memory.ts';

/** The one sessionStorage key of the grouped view's collapsed sections. */
export const CLOSED_SECTIONS_KEY = 'fauna:checklist-closed';

/** The ids of an entry's collapsed sections. */
export const isSectionList = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');

const closedIn = (key: string): ReadonlySet<string> => new Set(readEntryMemory(CLOSED_SECTIONS_KEY, isSectionList)[key] ?? []);

/**
 * The sections (an order's, a family's) the visitor collapsed in the grouped view, kept for each history entry, so
 * that Back from a species page finds them as they were. The grouped view is never part of the prerendered HTML, so
 * the first render may read them from storage.
 */
export function useClosedSections(): { isClosed: (id: string) => boolean; toggled: (id: string, open: boolean) => void } {
  const { key } = useLocation();
  const [shown, setShown] = useState(() => ({ key, closed: closedIn(key) }));
  let { closed } = shown;
  if (shown.key !== key) {
    // Another history entry in the same page (a choice, Back): its own sections.
    closed = closedIn(key);
    setShown({ key, closed });
  }
  return {
    isClosed: (id) => closed.has(id),
    toggled: (id, open) => {
      if (closed.has(id) !== open) return;
      const next = new Set(closed);
      if (open) next.delete(id);
      else next.add(id);
      setShown({ key, closed: next });
      writeEntryMemory(CLOSED_SECTIONS_KEY, remember(readEntryMemory(CLOSED_SECTIONS_KEY, isSectionList), key, next.size > 0 ? [...next] : null));
    },
  };
}
