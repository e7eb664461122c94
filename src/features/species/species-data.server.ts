import photos from 'virtual:fauna/photos';
import { paths } from '../../config/paths.ts';
import { loadValidContent } from '../../content/node/load-content.server.ts';
import { renamedPageData, speciesPageData, type RenamedPageData, type SpeciesPageData } from './species-page-data.ts';
import { vernacularByKey } from '../../content/parse/vernacular-names.ts';
import type { RemovedSpecies } from '../../content/derived/removed-species.ts';

/**
 * The species page's data at build time; null for the species route's own 404 page (paths.species.notFoundSlug),
 * which the servers send for an unknown species address. Any other unknown slug is a 404.
 */
export function loadSpeciesPage(slug: string): SpeciesPageData | null {
  if (slug === paths.species.notFoundSlug) return null;
  const content = loadValidContent();
  const species = content.species.bySlug.get(slug);
  if (!species) throw new Response('Not Found', { status: 404 });
  const { endemic, gallery, references } = content;
  const formerNames = content.renamed.formerNames;
  return speciesPageData(species, { catalogue: content.species, endemic, gallery, photos, references, resolve: content.citations.resolve, vernacular: vernacularByKey(content.vernacular), formerNames, names: content.names });
}

/** The page at an old name's address (renames.csv: it leads to the species' page), or null for any other slug. */
export function loadRenamedPage(slug: string): RenamedPageData | null {
  const content = loadValidContent();
  const renamed = content.renamed.bySlug.get(slug);
  return renamed ? renamedPageData(renamed, content.citations.resolve) : null;
}

/** The page at the address of a species an earlier release listed (it says which version is current), or null. */
export function loadRemovedPage(slug: string): (RemovedSpecies & { currentVersion: number }) | null {
  const content = loadValidContent();
  const removed = content.removed.get(slug);
  return removed ? { ...removed, currentVersion: content.config.citation.version } : null;
}
