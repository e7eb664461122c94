/**
 * For a name no checklist lists, the listed species spelled one or two letters from it (`Deltomerus nopcsai` beside a
 * checklist's `Deltomerous (Deltomerus) nopcsai`): likely one species, one of the two spellings wrong. Names are
 * compared by species key, within the same genus or the same epithets: a misspelling in one of the two parts.
 */
import type { Species } from '../derived/species-catalogue.ts';
import { editDistance } from '../parse/checklist-headers.ts';

/** The hint a check appends to its "in no checklist" message, or null when no one listed name is that close. */
export type CloseNameHint = (key: string) => string | null;

type Listed = Pick<Species, 'key' | 'name' | 'records'>;

const MAX_DISTANCE = 2;

/** `Genus` and `epithet [subspecies]` of a species key. */
function parts(key: string): [string, string] {
  const space = key.indexOf(' ');
  return space < 0 ? [key, ''] : [key.slice(0, space), key.slice(space + 1)];
}

function add(index: Map<string, Listed[]>, part: string, entry: Listed) {
  const bucket = index.get(part);
  if (bucket) bucket.push(entry);
  else index.set(part, [entry]);
}

export function closeListedNames(species: readonly Listed[]): CloseNameHint {
  const byGenus = new Map<string, Listed[]>();
  const byEpithets = new Map<string, Listed[]>();
  for (const entry of species) {
    const [genus, epithets] = parts(entry.key);
    add(byGenus, genus, entry);
    if (epithets !== '') add(byEpithets, epithets, entry);
  }
  return (key) => {
    const [genus, epithets] = parts(key);
    if (genus === '' || epithets === '') return null;
    let best: { entry: Listed; distance: number } | null = null;
    let tie = false;
    for (const entry of new Set([...(byGenus.get(genus) ?? []), ...(byEpithets.get(epithets) ?? [])])) {
      if (entry.key === key) continue;
      const distance = editDistance(entry.key, key);
      if (distance > MAX_DISTANCE || (best && distance > best.distance)) continue;
      tie = best !== null && distance === best.distance;
      if (!tie) best = { entry, distance };
    }
    // Two listed names as close: which one is meant is the owners' to say.
    if (!best || tie) return null;
    const first = best.entry.records[0];
    return `close to "${best.entry.name}"${first ? ` (${first.file}:${first.line})` : ''}: if they are one species, correct the misspelt one`;
  };
}
