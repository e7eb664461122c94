/**
 * For a name no checklist lists, the listed species spelled one or two letters from it (`Deltomerus nopcsai` beside a
 * checklist's `Deltomerous (Deltomerus) nopcsai`): likely one species, one of the two spellings wrong. Names are
 * compared by species key; only candidates of the same first letter and a length within two are measured.
 */
import type { Species } from '../derived/species-catalogue.ts';
import { editDistance } from '../parse/checklist-headers.ts';

/** The hint a check appends to its "in no checklist" message, or null when no one listed name is that close. */
export type CloseNameHint = (key: string) => string | null;

const MAX_DISTANCE = 2;

export function closeListedNames(species: readonly Pick<Species, 'key' | 'name' | 'records'>[]): CloseNameHint {
  const byStart = new Map<string, Pick<Species, 'key' | 'name' | 'records'>[]>();
  for (const entry of species) {
    const start = entry.key[0] ?? '';
    const bucket = byStart.get(start);
    if (bucket) bucket.push(entry);
    else byStart.set(start, [entry]);
  }
  return (key) => {
    let best: { entry: Pick<Species, 'key' | 'name' | 'records'>; distance: number } | null = null;
    let tie = false;
    for (const entry of byStart.get(key[0] ?? '') ?? []) {
      if (Math.abs(entry.key.length - key.length) > MAX_DISTANCE || entry.key === key) continue;
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
