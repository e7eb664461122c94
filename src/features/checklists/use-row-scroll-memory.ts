import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readEntryMemory, remember, writeEntryMemory } from './entry-memory.ts';
import { findAnchorRow, isRowAnchor, ROW_MEMORY_KEY, rowAnchorIn, type RowAnchor, type RowMemory } from './row-scroll-memory.ts';

/** How long Back waits for the remembered row to render (a long list renders by steps) before leaving the scroll be. */
const RESTORE_WAIT_MS = 10_000;
/** Frames after the first placement in which the row is put back again, while the rows around it get their heights. */
const SETTLE_FRAMES = 3;
/** A scroll is remembered once it has stopped this long (and at once before a click, a key or a history step). */
const SAVE_DELAY_MS = 150;
/** The visitor's own input: it ends a restoration in progress, and saves where the visitor is (if not saved yet, nor typing). */
const VISITOR_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** What a checklist page tells its scroll memory (see useRowScrollMemory). */
export type RowScrollMemory = { leaveEntry: () => void; searchWritten: () => void };

/** A history entry as the memory knows it: its key, the router's path (without the base path) and its query. */
type Entry = { key: string; pathname: string; search: string };

/** An entry's address as the memory keeps it with a row: the router's path and the query. */
const addressOf = ({ pathname, search }: Entry) => `${pathname}${search}`;

/** Typing in a text field leaves no page: its key presses need not save the row (a lookup among all rows). */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && ['search', 'text'].includes(target.type));

/**
 * Keeps, for each history entry of a checklist page, the row in the middle of the viewport, and puts that row back
 * where it was when the visitor returns to the entry (Back, Forward, a reload) once it has rendered. React Router's
 * own restoration runs when the page first renders, before a fetched list's rows are there.
 *
 * `rowsQuery`: the search the shown rows are for. They trail the address's search while a long list is searched, and
 * a reloaded page first shows the rows it was prerendered with: a row is put back only among its search's rows.
 *
 * Returns `leaveEntry`, to call before a choice of the page navigates: the choice's view is shown at once, before
 * the router has made its history entry the current one, so from then on nothing is saved for the entry being left.
 * And `searchWritten`, to call once a search is written into the address: the entry's address and rows are others.
 */
export function useRowScrollMemory(rowsQuery: string): RowScrollMemory {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = useRef<Entry>({ key: location.key, pathname: location.pathname, search: location.search });
  const stopRestoring = useRef<(() => void) | null>(null);
  // Set from leaving an entry (a choice, a history step) until the router shows the next: the view is not the entry's.
  const leaving = useRef(false);
  // Whether the entry's row has been saved since the visitor arrived, last scrolled or searched: then it is saved
  // already (the choice after the click that made it need not look for it among the rows again).
  const saved = useRef(false);
  const leaveEntry = useRef(() => {});
  const searchWritten = useCallback(() => {
    // The query the browser shows: a search is written into it with replaceState, which the router does not see.
    entry.current = { ...entry.current, search: window.location.search };
    saved.current = false;
  }, []);
  const shownQuery = useRef(rowsQuery);
  // Before the observer's callbacks, which run once the commit is done: a restoration reads the rows' search.
  useLayoutEffect(() => {
    shownQuery.current = rowsQuery;
  }, [rowsQuery]);

  // Arriving at an entry by Back, Forward or a reload, on this page or from another: its row, once rendered.
  useLayoutEffect(() => {
    entry.current = { key: location.key, pathname: location.pathname, search: location.search };
    leaving.current = false;
    saved.current = false;
    if (navigationType !== 'POP') return;
    const anchor = readMemory()[location.key];
    if (!anchor || anchor.address !== addressOf(entry.current)) return;
    const stop = restore(anchor, () => shownQuery.current === anchor.query, () => (stopRestoring.current = null));
    stopRestoring.current = stop;
    return stop;
  }, [location, navigationType]);

  // Leaving an entry, or scrolling in it: where the visitor is.
  useLayoutEffect(() => {
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(saveTimer);
      if (stopRestoring.current || leaving.current || saved.current) return;
      const anchor = rowAnchorIn(document, addressOf(entry.current), shownQuery.current);
      writeMemory(remember(readMemory(), entry.current.key, anchor));
      saved.current = true;
    };
    const saveSoon = () => {
      clearTimeout(saveTimer);
      saved.current = false;
      saveTimer = setTimeout(save, SAVE_DELAY_MS);
    };
    const onInput = (event: Event) => {
      stopRestoring.current?.();
      if (!isTextEntry(event.target)) save();
    };
    const saveAndLeave = () => {
      save();
      leaving.current = true;
    };
    leaveEntry.current = saveAndLeave;
    window.addEventListener('scroll', saveSoon, { passive: true });
    window.addEventListener('popstate', saveAndLeave);
    window.addEventListener('pagehide', save);
    for (const type of VISITOR_INPUT) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      clearTimeout(saveTimer);
      window.removeEventListener('scroll', saveSoon);
      window.removeEventListener('popstate', saveAndLeave);
      window.removeEventListener('pagehide', save);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, onInput, { capture: true });
    };
  }, []);

  const leaveCurrentEntry = useCallback(() => leaveEntry.current(), []);
  return { leaveEntry: leaveCurrentEntry, searchWritten };
}

const readMemory = (): RowMemory => readEntryMemory(ROW_MEMORY_KEY, isRowAnchor);
const writeMemory = (memory: RowMemory) => writeEntryMemory(ROW_MEMORY_KEY, memory);

/**
 * Scrolls `anchor`'s row back in place as soon as it is rendered among its search's rows (`shown`), then for a few
 * frames; returns how to stop early.
 */
function restore(anchor: RowAnchor, shown: () => boolean, done: () => void): () => void {
  let frame = 0;
  let settled = 0;
  const place = (row: Element) => {
    const offset = row.getBoundingClientRect().top - anchor.top;
    if (Math.abs(offset) >= 1) window.scrollBy({ top: offset, behavior: 'instant' });
  };
  const settle = () => {
    const row = findAnchorRow(document, anchor);
    if (!row || settled++ === SETTLE_FRAMES) return stop();
    place(row);
    frame = requestAnimationFrame(settle);
  };
  const attempt = () => {
    const row = shown() ? findAnchorRow(document, anchor) : null;
    if (!row) return;
    observer.disconnect();
    clearTimeout(timer);
    place(row);
    frame = requestAnimationFrame(settle);
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    done();
  }
  observer.observe(document.body, { childList: true, subtree: true });
  attempt();
  return stop;
}
