import { foldForSearch } from '../../content/derived/fold-for-search.ts';
import type { ViewRow } from './checklist-view.ts';

const textsOfList = new WeakMap<readonly ViewRow[], string[]>();
/** Lists whose texts are being made a slice at a time (see prepareSearchTexts), with the texts made so far. */
const textsInProgress = new WeakMap<readonly ViewRow[], string[]>();
/** Main-thread time per slice of prepareSearchTexts. */
const SLICE_MS = 4;

const rowText = (row: ViewRow) => foldForSearch(row.join(' '));

/** Those waiting for a list's texts (see prepareSearchTexts). */
const readyListeners = new WeakMap<readonly ViewRow[], Set<() => void>>();

/** Records a list's texts as made, and tells those waiting for them. */
function finish(rows: readonly ViewRow[], texts: string[]) {
  textsOfList.set(rows, texts);
  textsInProgress.delete(rows);
  const listeners = readyListeners.get(rows);
  readyListeners.delete(rows);
  for (const listener of listeners ?? []) listener();
}

/** One searchable string per row (every column), made once per list; what a preparation left is made now. */
export function searchTexts(rows: readonly ViewRow[]): string[] {
  const made = textsOfList.get(rows);
  if (made) return made;
  const texts = textsInProgress.get(rows) ?? [];
  for (let i = texts.length; i < rows.length; i++) texts.push(rowText(rows[i]!));
  finish(rows, texts);
  return texts;
}

/** The list's searchable texts if they are made, else undefined. */
export const madeSearchTexts = (rows: readonly ViewRow[]): string[] | undefined => textsOfList.get(rows);

/**
 * Makes the list's searchable texts a few milliseconds at a time (folding 20,000 rows at once is a task of 100 ms
 * or more on a phone, long enough to be felt as the box takes focus or a key is pressed). `onReady` is called
 * once they are made (at once if they are); the function returned stops waiting.
 */
export function prepareSearchTexts(rows: readonly ViewRow[], onReady?: () => void): () => void {
  if (textsOfList.has(rows)) {
    onReady?.();
    return () => {};
  }
  if (onReady) {
    const listeners = readyListeners.get(rows) ?? new Set();
    readyListeners.set(rows, listeners.add(onReady));
  }
  const stop = () => void (onReady && readyListeners.get(rows)?.delete(onReady));
  if (textsInProgress.has(rows)) return stop;
  const texts: string[] = [];
  textsInProgress.set(rows, texts);
  const slice = () => {
    if (textsInProgress.get(rows) !== texts) return; // finished by searchTexts meanwhile
    const end = performance.now() + SLICE_MS;
    while (texts.length < rows.length && performance.now() < end) texts.push(rowText(rows[texts.length]!));
    if (texts.length < rows.length) setTimeout(slice, 0);
    else finish(rows, texts);
  };
  slice();
  return stop;
}

/** The words of a query, folded, a "quoted phrase" as one term; an empty list matches every row. */
export function queryTerms(query: string): string[] {
  const terms = [...foldForSearch(query).matchAll(/"([^"]*)"?|([^\s"]+)/g)].map((match) => (match[1] ?? match[2] ?? '').replace(/\s+/g, ' ').trim());
  return terms.filter(Boolean);
}

/** Positions (0-based) of the rows whose text contains every term of the query, in list order. */
export function matchingRows(texts: readonly string[], terms: readonly string[]): number[] {
  const positions: number[] = [];
  texts.forEach((text, position) => {
    if (terms.every((term) => text.includes(term))) positions.push(position);
  });
  return positions;
}
