import type { ChecklistRow } from '../parse/checklist-csv.ts';
import { cleanScientificName, typesetScientificName } from '../parse/scientific-name.ts';
import { speciesKey } from '../parse/species-identity.ts';

/**
 * One species of one group, for the site-wide search: [name as shown, name without authorship, group, family,
 * order, Albanian name, English name, earlier names]; the common names only when known ('' before earlier names),
 * the earlier names (renames.csv) only when stated. A tuple keeps the index file small (its keys are not repeated
 * 2,000 times).
 */
export type SpeciesEntry = [name: string, canonical: string, group: string, family: string, order: string, albanian?: string, english?: string, formerly?: string[]];

/** Common names by species key (see vernacular-names.ts). */
export type CommonNames = ReadonlyMap<string, { albanian: string; english: string }>;
/** Earlier names (with their authorship) by species key (see renamed-names.ts). */
export type FormerNames = ReadonlyMap<string, readonly { name: string }[]>;

/** Every species of every group once per group (a name listed twice in a group is one entry), in checklist order. */
export function speciesEntries(groups: readonly { name: string; rows: readonly ChecklistRow[] }[], commonNames: CommonNames = new Map(), formerNames: FormerNames = new Map()): SpeciesEntry[] {
  const entries: SpeciesEntry[] = [];
  for (const group of groups) {
    const seen = new Set<string>();
    for (const row of group.rows) {
      const name = cleanScientificName(row.lloji);
      const canonical = typesetScientificName(row.lloji).canonical ?? name;
      if (seen.has(canonical)) continue;
      seen.add(canonical);
      const key = speciesKey(row.lloji);
      const common = commonNames.get(key);
      const formerly = formerNames.get(key)?.map((former) => former.name) ?? [];
      const entry: SpeciesEntry = [name, canonical, group.name, row.familja, row.rendi];
      if (formerly.length > 0) entry.push(common?.albanian ?? '', common?.english ?? '', formerly);
      else if (common) entry.push(common.albanian, ...(common.english ? [common.english] : []));
      entries.push(entry);
    }
  }
  return entries;
}
