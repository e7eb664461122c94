import type { ChecklistRow } from '../parse/checklist-csv.ts';
import { cleanScientificName, typesetScientificName } from '../parse/scientific-name.ts';
import { speciesKey } from '../parse/species-identity.ts';

/**
 * One species of one group, for the site-wide search: [name as shown, name without authorship, group, family,
 * order, Albanian name, English name]; the common names only when known. A tuple keeps the index file small
 * (its keys are not repeated 2,000 times).
 */
export type SpeciesEntry = [name: string, canonical: string, group: string, family: string, order: string, albanian?: string, english?: string];

/** Common names by species key (see vernacular-names.ts). */
export type CommonNames = ReadonlyMap<string, { albanian: string; english: string }>;

/** Every species of every group once per group (a name listed twice in a group is one entry), in checklist order. */
export function speciesEntries(groups: readonly { name: string; rows: readonly ChecklistRow[] }[], commonNames: CommonNames = new Map()): SpeciesEntry[] {
  const entries: SpeciesEntry[] = [];
  for (const group of groups) {
    const seen = new Set<string>();
    for (const row of group.rows) {
      const name = cleanScientificName(row.lloji);
      const canonical = typesetScientificName(row.lloji).canonical ?? name;
      if (seen.has(canonical)) continue;
      seen.add(canonical);
      const common = commonNames.get(speciesKey(row.lloji));
      const entry: SpeciesEntry = [name, canonical, group.name, row.familja, row.rendi];
      if (common) entry.push(common.albanian, ...(common.english ? [common.english] : []));
      entries.push(entry);
    }
  }
  return entries;
}
