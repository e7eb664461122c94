import MiniSearch from 'minisearch';
import { foldForSearch } from '../../content/derived/fold-for-search.ts';
import type { SpeciesEntry } from '../../content/derived/species-index.ts';

export type SpeciesHit = { name: string; canonical: string; group: string; family: string; order: string; albanian: string; english: string };
export type SpeciesSearch = (query: string, limit?: number) => SpeciesHit[];


/**
 * A search over every species of the site: by name (genus, epithets, authorship), common name (Albanian, English;
 * diacritics optional: "gushekuqi" finds "gushëkuqi"), family, order or group; words
 * may be started ("zyga") and slightly misspelt ("salamndra"). Best matches first; names weigh most.
 */
export function createSpeciesSearch(entries: readonly SpeciesEntry[]): SpeciesSearch {
  const hits: SpeciesHit[] = entries.map(([name, canonical, group, family, order, albanian = '', english = '']) => ({ name, canonical, group, family, order, albanian, english }));
  const index = new MiniSearch<SpeciesHit & { id: number }>({
    fields: ['name', 'albanian', 'english', 'family', 'order', 'group'],
    processTerm: (term) => foldForSearch(term),
    searchOptions: { prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : 0), boost: { name: 3, albanian: 3, english: 2 }, combineWith: 'AND' },
  });
  index.addAll(hits.map((hit, id) => ({ ...hit, id })));
  return (query, limit = 20) => {
    if (!query.trim()) return [];
    return index.search(query).slice(0, limit).map((result) => hits[result.id as number]!);
  };
}
