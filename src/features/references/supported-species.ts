import { paths } from '../../config/paths.ts';
import { speciesSlug } from '../../content/parse/species-identity.ts';
import type { SupportedSpecies } from './reference-list.tsx';

/**
 * The species each reference supports, as the page's data carries them: names only, plus the page address of the
 * few species whose address is not their name's slug (two names sharing one, `…-2`). Names alone keep the
 * references page's data small: it is decoded while the page starts.
 */
export type SupportedSpeciesData = {
  names: Record<string, readonly string[]>;
  addresses: Record<string, string>;
};

/** Reference id → its species with the links to their pages. */
export function supportedSpecies({ names, addresses }: SupportedSpeciesData): Map<string, SupportedSpecies[]> {
  return new Map(
    Object.entries(names).map(([id, speciesNames]) => [
      id,
      speciesNames.map((name) => ({ name, href: paths.species.href(addresses[name] ?? speciesSlug(name)) })),
    ]),
  );
}
