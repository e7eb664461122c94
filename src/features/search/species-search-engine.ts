import MiniSearch from 'minisearch';
import { foldForSearch } from '../../content/derived/fold-for-search.ts';
import type { SpeciesEntry } from '../../content/derived/species-index.ts';

export type SpeciesHit = { name: string; canonical: string; group: string; family: string; order: string; albanian: string; english: string; formerly: string[] };
/** A hit, with the earlier name it was found by when the query named that and not the species' current name. */
export type SpeciesResult = SpeciesHit & { foundAs: string | null };
export type SpeciesSearch = (query: string, limit?: number) => SpeciesResult[];

/** The words of a name as the index holds them. */
const words = (text: string) => text.split(/[\s\p{P}]+/u).map(foldForSearch);

/**
 * A search over every species of the site: by name (genus, epithets, authorship), earlier name (renames.csv), common
 * name (Albanian, English; diacritics optional: "gushekuqi" finds "gushëkuqi"), family, order or group; words
 * may be started ("zyga") and slightly misspelt ("salamndra"). Best matches first; names weigh most.
 */
export function createSpeciesSearch(entries: readonly SpeciesEntry[]): SpeciesSearch {
  const hits: SpeciesHit[] = entries.map(([name, canonical, group, family, order, albanian = '', english = '', formerly = []]) => ({ name, canonical, group, family, order, albanian, english, formerly }));
  const index = new MiniSearch<Omit<SpeciesHit, 'formerly'> & { formerly: string; id: number }>({
    fields: ['name', 'formerly', 'albanian', 'english', 'family', 'order', 'group'],
    processTerm: (term) => foldForSearch(term),
    searchOptions: { prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : 0), boost: { name: 3, formerly: 2, albanian: 3, english: 2 }, combineWith: 'AND' },
  });
  index.addAll(hits.map((hit, id) => ({ ...hit, formerly: hit.formerly.join(' '), id })));
  return (query, limit = 20) => {
    if (!query.trim()) return [];
    return index.search(query).slice(0, limit).map((result) => {
      const hit = hits[result.id as number]!;
      // Words found in an earlier name and not in the current one: the hit was found by that earlier name.
      const byFormer = Object.entries(result.match).filter(([, fields]) => fields.includes('formerly') && !fields.includes('name'));
      const foundAs = byFormer.length === 0 ? null : (hit.formerly.find((name) => byFormer.every(([term]) => words(name).includes(term))) ?? hit.formerly[0] ?? null);
      return { ...hit, foundAs };
    });
  };
}
