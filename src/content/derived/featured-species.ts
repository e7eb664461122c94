import type { FeaturedName } from '../parse/featured-names.ts';
import { speciesKey } from '../parse/species-identity.ts';
import type { TwoLanguages } from './in-language.ts';

/**
 * What the home gallery and the endemic page show beside a species' name: the address of its page when a checklist
 * lists it (`Canis-lupus`), and its common name (vernacular-names.csv) when one is known.
 */
export type FeaturedSpecies = { address: string | null; commonName: TwoLanguages | null };

type Lookups = {
  /** A listed species' page address, by species key. */
  addressOf: (key: string) => string | undefined;
  /** A species' common names, by species key. */
  commonNameOf: (key: string) => { albanian: string; english: string } | undefined;
};

/** Each featured species with a page or a common name, by its name as written there. */
export function featuredSpecies(featured: readonly FeaturedName[], { addressOf, commonNameOf }: Lookups): Record<string, FeaturedSpecies> {
  return Object.fromEntries(
    featured.flatMap(({ name }) => {
      const key = speciesKey(name);
      const address = addressOf(key) ?? null;
      const names = commonNameOf(key);
      const commonName = names ? { sq: names.albanian, en: names.english || null } : null;
      return address || commonName ? [[name, { address, commonName }] as const] : [];
    }),
  );
}
