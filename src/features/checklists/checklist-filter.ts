import { foldForSearch } from '../../content/derived/fold-for-search.ts';
import type { ViewRow } from './checklist-view.ts';

const textsOfList = new WeakMap<readonly ViewRow[], string[]>();

/** One searchable string per row (every column), made once per list, the first time it is searched. */
export function searchTexts(rows: readonly ViewRow[]): string[] {
  let texts = textsOfList.get(rows);
  if (!texts) {
    texts = rows.map((row) => foldForSearch(row.join(' ')));
    textsOfList.set(rows, texts);
  }
  return texts;
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
