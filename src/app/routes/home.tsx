import type { Route } from './+types/home';
import site from 'virtual:fauna/site';
import gallery from 'virtual:fauna/gallery';
import photos from 'virtual:fauna/photos';
import { pageMeta } from '../../config/page-meta.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { SpeciesSearch } from '../../features/search/species-search.tsx';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(
    null,
    `Katalogu i faunës së Kosovës: ${site.statistics.species} lloje shtazore nga ${site.statistics.families} familje, me listat sipas grupeve, llojet endemike dhe literaturën.`,
    location,
  );

export default function HomeRoute() {
  return <HomePage config={site} gallery={gallery} photos={photos} search={<SpeciesSearch />} />;
}
