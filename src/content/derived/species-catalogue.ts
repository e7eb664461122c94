import type { ChecklistRow } from '../parse/checklist-csv.ts';
import type { ContentIssue } from '../issues.ts';
import { cleanScientificName, typesetScientificName } from '../parse/scientific-name.ts';
import { spellingAddress, speciesKey } from '../parse/species-identity.ts';

/** One row of a checklist that names the species. */
export type SpeciesRecord = {
  group: string;
  /** Path of the checklist file (`checklists/X.csv`) and the row's line, for the maintainers. */
  file: string;
  line: number;
  klasa: string;
  rendi: string;
  familja: string;
  /** The name as written in this row (cleaned), with its authorship. */
  name: string;
  referenca: string;
};

/** A species of the fauna: every row of every checklist that names it, under one address. */
export type Species = {
  key: string;
  slug: string;
  /** The name as first listed, with its authorship. */
  name: string;
  genus: string | null;
  authorship: string | null;
  records: SpeciesRecord[];
};

export type SpeciesCatalogue = {
  /** In checklist order (menu order of the groups, then row order). */
  species: Species[];
  bySlug: Map<string, Species>;
  byKey: Map<string, Species>;
  /** Species whose names would share one address, by that address (rare: a misspelling; see the check's warning). */
  sharedAddresses: Map<string, Species[]>;
  /** Species keys by genus, for "other species of the genus". */
  byGenus: Map<string, Species[]>;
  issues: ContentIssue[];
};

export type ChecklistSource = { group: string; file: string; rows: readonly ChecklistRow[] };

/**
 * Every distinct species across the checklists. Rows with the same species key (name without subgenus, qualifiers or
 * authorship) make one species; two keys that would share an address are both kept, the later one with a suffix.
 */
export function speciesCatalogue(checklists: readonly ChecklistSource[]): SpeciesCatalogue {
  const byKey = new Map<string, Species>();
  const bySlug = new Map<string, Species>();
  const byGenus = new Map<string, Species[]>();
  const sharedAddresses = new Map<string, Species[]>();
  const issues: ContentIssue[] = [];
  for (const { group, file, rows } of checklists) {
    for (const row of rows) {
      const name = cleanScientificName(row.lloji);
      const record: SpeciesRecord = { group, file, line: row.line, klasa: row.klasa, rendi: row.rendi, familja: row.familja, name, referenca: row.referenca };
      const key = speciesKey(row.lloji);
      const known = byKey.get(key);
      const typeset = typesetScientificName(row.lloji);
      const spelling = typeset.canonical ?? name;
      if (known) {
        const first = known.records[0]!;
        const firstSpelling = spellingOf(known);
        if (spelling !== firstSpelling && !known.records.some((other) => other !== first && spellingOfRecord(other) === spelling)) {
          issues.push({
            severity: 'warning',
            file,
            line: row.line,
            message: `"${spelling}" is spelled "${firstSpelling}" in ${first.file}:${first.line}: the two differ only by a diacritic and are taken as one species, shown as "${firstSpelling}"; write it one way`,
          });
        }
        known.records.push(record);
        continue;
      }
      // The address keeps the spelling of the checklist (as before decision 20), not the key's.
      const address = spellingAddress(row.lloji);
      let slug = address;
      const taken = bySlug.get(slug);
      if (taken) {
        let n = 2;
        while (bySlug.has(`${slug}-${n}`)) n++;
        issues.push({
          severity: 'warning',
          file,
          line: row.line,
          message: `"${key}" and "${taken.key}" (${taken.records[0]!.file}:${taken.records[0]!.line}) would share the address /species/${slug}; this one gets /species/${slug}-${n}: is one of them misspelled?`,
        });
        slug = `${slug}-${n}`;
      }
      const species: Species = { key, slug, name, genus: typeset.genus, authorship: typeset.authorship, records: [record] };
      byKey.set(key, species);
      bySlug.set(slug, species);
      if (taken) sharedAddresses.set(address, [...(sharedAddresses.get(address) ?? [bySlug.get(address)!]), species]);
      if (typeset.genus) byGenus.set(typeset.genus, [...(byGenus.get(typeset.genus) ?? []), species]);
    }
  }
  return { species: [...byKey.values()], bySlug, byKey, sharedAddresses, byGenus, issues };
}

const spellingOfRecord = (record: SpeciesRecord) => typesetScientificName(record.name).canonical ?? record.name;
/** The species' name as its first row writes it, without subgenus, qualifiers or authorship. */
const spellingOf = (species: Species) => spellingOfRecord(species.records[0]!);

/**
 * The names (as cleanScientificName writes them) whose species page is not at their own spelling's address: a
 * second spelling of a species (`mülleri` / `muelleri`), or a name that shares its address with another (`…-2`).
 * Usually empty; the checklist rows link through it.
 */
export function speciesAddresses({ species }: Pick<SpeciesCatalogue, 'species'>): Record<string, string> {
  const addresses: Record<string, string> = {};
  for (const { slug, records } of species) {
    for (const { name } of records) if (spellingAddress(name) !== slug) addresses[name] = slug;
  }
  return addresses;
}
