import type { Route } from './+types/endemic';
import endemic from 'virtual:fauna/endemic';
import photos from 'virtual:fauna/photos';
import featured from 'virtual:fauna/featured-species';
import names from 'virtual:fauna/endemic-names';
import { pageMeta } from '../../config/page-meta.ts';
import { messagesOf } from '../../i18n/messages.tsx';
import { EndemicPage } from '../../features/endemic/endemic-page.tsx';

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const m = messagesOf(matches).endemic;
  return pageMeta(m.metaTitle, m.metaDescription, location);
};

export default function EndemicRoute() {
  return <EndemicPage content={endemic} photos={photos} featured={featured} names={names} />;
}
