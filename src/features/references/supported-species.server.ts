import { speciesSlug } from '../../content/parse/species-identity.ts';
import type { SupportedSpeciesData } from './supported-species.ts';

/** The data for `supportedSpecies`, at build time: species without a page are left out. */
export function supportedSpeciesData(
  speciesByReference: Iterable<readonly [string, readonly string[]]>,
  slugOf: ReadonlyMap<string, string>,
): SupportedSpeciesData {
  const names: Record<string, string[]> = {};
  const addresses: Record<string, string> = {};
  for (const [id, keys] of speciesByReference) {
    names[id] = keys.filter((key) => {
      const slug = slugOf.get(key);
      if (slug !== undefined && slug !== speciesSlug(key)) addresses[key] = slug;
      return slug !== undefined;
    });
  }
  return { names, addresses };
}
