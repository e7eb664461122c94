import type { FeaturedName } from '../parse/featured-names.ts';
import { speciesKey } from '../parse/species-identity.ts';

/**
 * The species page of each species the home gallery and the endemic page show, for those the checklists list (name as
 * written → the page's address, `Canis-lupus`): their names link to it. `addressOf` gives a listed species' address.
 */
export function featuredAddresses(featured: readonly FeaturedName[], addressOf: (key: string) => string | undefined): Record<string, string> {
  return Object.fromEntries(
    featured.flatMap(({ name }) => {
      const address = addressOf(speciesKey(name));
      return address ? [[name, address] as const] : [];
    }),
  );
}
