import type { Route } from './+types/home';
import site from 'virtual:fauna/site';
import gallery from 'virtual:fauna/gallery';
import photos from 'virtual:fauna/photos';
import featured from 'virtual:fauna/featured-species';
import { pageMeta } from '../../config/page-meta.ts';
import { messagesOf, useMessages, type Messages } from '../../i18n/messages.tsx';
import { COLDP_FILE, DARWIN_CORE_ARCHIVE_FILE } from '../../config/paths.ts';
import { DatasetJsonLd } from '../../components/dataset-json-ld.tsx';
import { HomePage } from '../../features/home/home-page.tsx';
import { SpeciesSearch } from '../../features/search/species-search.tsx';

const description = (messages: Messages) => messages.home.metaDescription(site.statistics.species, site.statistics.families);

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(null, description(messagesOf(matches)), location);

export default function HomeRoute() {
  const messages = useMessages();
  return (
    <>
      <DatasetJsonLd description={description(messages)} downloads={[{ path: DARWIN_CORE_ARCHIVE_FILE, encodingFormat: 'application/zip' }, { path: COLDP_FILE, encodingFormat: 'application/zip' }]} />
      <HomePage config={site} gallery={gallery} photos={photos} featured={featured} search={<SpeciesSearch />} />
    </>
  );
}
