import type { Route } from './+types/endemic';
import endemic from 'virtual:fauna/endemic';
import photos from 'virtual:fauna/photos';
import { pageMeta } from '../../config/page-meta.ts';
import { sq } from '../../i18n/messages-sq.ts';
import { EndemicPage } from '../../features/endemic/endemic-page.tsx';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(sq.endemic.metaTitle, sq.endemic.metaDescription, location);

export default function EndemicRoute() {
  return <EndemicPage content={endemic} photos={photos} />;
}
