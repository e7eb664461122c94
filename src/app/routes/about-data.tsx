import type { Route } from './+types/about-data';
import { pageMeta } from '../../config/page-meta.ts';
import { messagesOf } from '../../i18n/messages.tsx';
import { AboutDataPage } from '../../features/about-data/about-data-page.tsx';
import { dataTables } from '../../features/about-data/data-tables.ts';

// At build time: the columns and terms from the code that writes the files (the browser never loads that code).
export function loader() {
  return dataTables();
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const m = messagesOf(matches).aboutData;
  return pageMeta(m.title, m.metaDescription, location);
};

export default function AboutDataRoute({ loaderData }: Route.ComponentProps) {
  return <AboutDataPage tables={loaderData} />;
}
