import type { Route } from './+types/home';
import site from 'virtual:fauna/site';
import gallery from 'virtual:fauna/gallery';
import photos from 'virtual:fauna/photos';
import { pageMeta } from '../../config/page-meta.ts';
import { sq } from '../../i18n/messages-sq.ts';
import { COLDP_FILE, DARWIN_CORE_ARCHIVE_FILE } from '../../config/paths.ts';
import { DatasetJsonLd } from '../../components/dataset-json-ld.tsx';
import { HomePage } from '../../features/home/home-page.tsx';
import { SpeciesSearch } from '../../features/search/species-search.tsx';

const DESCRIPTION = sq.home.metaDescription(site.statistics.species, site.statistics.families);

export const meta = ({ location }: Route.MetaArgs) => pageMeta(null, DESCRIPTION, location);

export default function HomeRoute() {
  return (
    <>
      <DatasetJsonLd description={DESCRIPTION} downloads={[{ path: DARWIN_CORE_ARCHIVE_FILE, encodingFormat: 'application/zip' }, { path: COLDP_FILE, encodingFormat: 'application/zip' }]} />
      <HomePage config={site} gallery={gallery} photos={photos} search={<SpeciesSearch />} />
    </>
  );
}
