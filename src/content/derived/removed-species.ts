/**
 * Species an earlier release listed that the current one does not, and that no stated rename carries on (issue 21,
 * item 4): their addresses stay valid, with a page that says which versions listed them and which version is current.
 */
import { cleanScientificName } from '../parse/scientific-name.ts';
import { spellingAddress, speciesKey } from '../parse/species-identity.ts';
import type { ReleaseRow } from './release-changes.ts';

/** Where an earlier release listed the species: its group, order and family. */
export type RemovedPlacement = { group: string; order: string; family: string };

export type RemovedSpecies = {
  key: string;
  /** The name as the last release that listed it wrote it (with its authorship). */
  name: string;
  slug: string;
  /** The versions that listed it, oldest first. */
  versions: number[];
  /** The version that no longer lists it: the first after its last listing. */
  removedIn: number;
  placements: RemovedPlacement[];
};

/**
 * The removed species by their address, oldest release first. `taken`: the addresses of the current species and of
 * the old names' pages, which win (a removed species there gets no page of its own); `carriedOn`: the keys of names
 * a stated rename leads on to a listed species.
 */
export function removedSpecies(
  releases: readonly { version: number; rows: readonly ReleaseRow[] }[],
  current: { keys: ReadonlySet<string>; taken: ReadonlySet<string>; carriedOn: ReadonlySet<string> },
): Map<string, RemovedSpecies> {
  const ordered = releases.toSorted((a, b) => a.version - b.version);
  const byKey = new Map<string, RemovedSpecies>();
  ordered.forEach(({ version, rows }, index) => {
    const next = ordered[index + 1]?.version;
    if (next === undefined) return; // the current release
    for (const row of rows) {
      const key = speciesKey(row.lloji);
      if (row.lloji.trim() === '' || current.keys.has(key) || current.carriedOn.has(key)) continue;
      const entry = byKey.get(key) ?? { key, name: '', slug: '', versions: [], removedIn: next, placements: [] };
      byKey.set(key, entry);
      if (entry.versions.at(-1) !== version) {
        entry.versions.push(version);
        entry.placements = [];
      }
      entry.name = cleanScientificName(row.lloji);
      entry.slug = spellingAddress(row.lloji);
      entry.removedIn = next;
      const placement = { group: row.group, order: row.rendi.trim(), family: row.familja.trim() };
      if (!entry.placements.some((known) => known.group === placement.group && known.order === placement.order && known.family === placement.family)) entry.placements.push(placement);
    }
  });
  const bySlug = new Map<string, RemovedSpecies>();
  for (const entry of byKey.values()) {
    if (!current.taken.has(entry.slug) && !bySlug.has(entry.slug)) bySlug.set(entry.slug, entry);
  }
  return bySlug;
}
