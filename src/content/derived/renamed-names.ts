import type { ContentIssue } from '../issues.ts';
import { renameTargets, RENAMES_FILE, type Rename, type RenameKind } from '../parse/renames-csv.ts';
import { spellingAddress, speciesKey } from '../parse/species-identity.ts';
import type { Species, SpeciesCatalogue } from './species-catalogue.ts';

/** An earlier name of a species as renames.csv states it: the name (with its authorship), how and where it changed. */
export type FormerName = { name: string; kind: RenameKind; source: string };

/** An old name that keeps its address (`/species/{slug}`): the page there leads to the species it is now. */
export type RenamedName = FormerName & { slug: string; current: Pick<Species, 'key' | 'slug' | 'name'> };

export type RenamedNames = {
  /** The old names' pages by their address; never the address of a listed species (its page wins). */
  bySlug: Map<string, RenamedName>;
  /** Each listed species' earlier names, by its species key, in the file's order. */
  formerNames: Map<string, FormerName[]>;
  issues: ContentIssue[];
};

/**
 * What the site makes of the stated renames (decision 25): every old name that leads to a listed species (directly
 * or through later renames) is one of that species' earlier names, and keeps its own address, where that address is
 * no listed species' and no other old name's (each case a warning). An old name still listed, or one that leads to no
 * listed name, gets nothing: checkRenamedSpecies reports those.
 */
export function renamedNames(renames: readonly Rename[], catalogue: Pick<SpeciesCatalogue, 'byKey' | 'bySlug'>, file = RENAMES_FILE): RenamedNames {
  const targets = renameTargets(renames, new Set(catalogue.byKey.keys()));
  const bySlug = new Map<string, RenamedName>();
  const lineOf = new Map<string, number>();
  const formerNames = new Map<string, FormerName[]>();
  const issues: ContentIssue[] = [];
  for (const rename of renames) {
    const target = targets.get(rename);
    const current = target ? catalogue.byKey.get(target) : undefined;
    if (!current || catalogue.byKey.has(speciesKey(rename.from))) continue;
    const former: FormerName = { name: rename.from, kind: rename.kind, source: rename.source };
    formerNames.set(current.key, [...(formerNames.get(current.key) ?? []), former]);

    const slug = spellingAddress(rename.from);
    const at = { severity: 'warning' as const, file, line: rename.line, column: rename.column };
    const listed = catalogue.bySlug.get(slug);
    if (listed) {
      issues.push({ ...at, message: `"${rename.from}" has the address /species/${slug} of the listed "${listed.key}": that page stays, and the old name does not lead to "${current.key}" from there` });
      continue;
    }
    const taken = bySlug.get(slug);
    if (taken) {
      issues.push({ ...at, message: `"${rename.from}" has the same address /species/${slug} as "${taken.name}" on line ${lineOf.get(slug)}: only that one leads from there` });
      continue;
    }
    bySlug.set(slug, { ...former, slug, current: { key: current.key, slug: current.slug, name: current.name } });
    lineOf.set(slug, rename.line);
  }
  return { bySlug, formerNames, issues };
}
