import { foldForSearch } from '../../content/derived/fold-for-search.ts';
import type { ViewRow } from './checklist-view.ts';

const textsOfList = new WeakMap<readonly ViewRow[], string[]>();
/** Lists whose texts are being made a slice at a time (see prepareSearchTexts), with the texts made so far. */
const textsInProgress = new WeakMap<readonly ViewRow[], string[]>();
/** Main-thread time per slice of prepareSearchTexts. */
const SLICE_MS = 4;

const rowText = (row: ViewRow) => foldForSearch(row.join(' '));

/** One searchable string per row (every column), made once per list; what a preparation left is made now. */
export function searchTexts(rows: readonly ViewRow[]): string[] {
  let texts = textsOfList.get(rows);
  if (!texts) {
    texts = textsInProgress.get(rows) ?? [];
    for (let i = texts.length; i < rows.length; i++) texts.push(rowText(rows[i]!));
    textsOfList.set(rows, texts);
    textsInProgress.delete(rows);
  }
  return texts;
}

/**
 * Makes the list's searchable texts ahead of the first key, a few milliseconds at a time (folding 20,000 rows at
 * once is a task of 100 ms or more on a phone, long enough to be felt as the box takes focus).
 */
export function prepareSearchTexts(rows: readonly ViewRow[]): void {
  if (textsOfList.has(rows) || textsInProgress.has(rows)) return;
  const texts: string[] = [];
  textsInProgress.set(rows, texts);
  const slice = () => {
    if (textsInProgress.get(rows) !== texts) return; // finished by searchTexts meanwhile
    const end = performance.now() + SLICE_MS;
    while (texts.length < rows.length && performance.now() < end) texts.push(rowText(rows[texts.length]!));
    if (texts.length < rows.length) setTimeout(slice, 0);
    else {
      textsOfList.set(rows, texts);
      textsInProgress.delete(rows);
    }
  };
  slice();
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
