import type { Route } from './+types/species';
import { pageMeta } from '../../config/page-meta.ts';
import { loadSpeciesPage } from '../../features/species/species-data.server.ts';
import { SpeciesPage } from '../../features/species/species-page.tsx';

// Prerendered: the page's data is written at build time and fetched as a .data file after a client navigation.
export function loader({ params }: Route.LoaderArgs) {
  return { species: loadSpeciesPage(params.slug) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const species = loaderData?.species;
  if (!species) return pageMeta('Lloji', 'Një lloj i faunës së Kosovës.');
  const where = species.placements.map((placement) => `${placement.group}, ${placement.order}, ${placement.family}`).join('; ');
  return pageMeta(species.key, `${species.name} në Kosovë: ${where}. Burimet, lloje të tjera të gjinisë dhe lidhje me GBIF, Catalogue of Life dhe iNaturalist.`);
};

export default function SpeciesRoute({ loaderData }: Route.ComponentProps) {
  return <SpeciesPage key={loaderData.species.slug} species={loaderData.species} />;
}
