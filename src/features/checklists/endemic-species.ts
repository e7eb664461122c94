import type { EndemicContent } from '../../content/parse/endemic.ts';
import { speciesKey } from '../../content/parse/species-identity.ts';
import type { ViewRow } from './checklist-view.ts';

/** The species identities of the endemic page's species (see speciesKey). */
export function endemicKeys(content: EndemicContent): string[] {
  return content.groups.flatMap((group) => group.species.map((species) => speciesKey(species.name)));
}

/** The first word of a name: its genus. */
const genusOf = (name: string) => name.trim().split(/\s/, 1)[0] ?? '';

/**
 * Positions of a list's rows that name an endemic species. Only rows of an endemic genus are parsed, so a list of
 * 20,000 rows costs a few milliseconds.
 */
export function endemicPositions(rows: readonly ViewRow[], keys: readonly string[]): Set<number> {
  const wanted = new Set(keys);
  const genera = new Set(keys.map(genusOf));
  const positions = new Set<number>();
  rows.forEach((row, position) => {
    if (genera.has(genusOf(row[3])) && wanted.has(speciesKey(row[3]))) positions.add(position);
  });
  return positions;
}

/** The keys that name a row of this list: what a prerendered page needs to carry. */
export function endemicKeysIn(rows: readonly ViewRow[], keys: readonly string[]): string[] {
  const found = new Set([...endemicPositions(rows, keys)].map((position) => speciesKey(rows[position]![3])));
  return keys.filter((key) => found.has(key));
}
