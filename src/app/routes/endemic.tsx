import type { Route } from './+types/endemic';
import endemic from 'virtual:fauna/endemic';
import photos from 'virtual:fauna/photos';
import { pageMeta } from '../../config/page-meta.ts';
import { EndemicPage } from '../../features/endemic/endemic-page.tsx';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta('Llojet Endemike', 'Llojet shtazore që jetojnë vetëm në Kosovë: merimanga, insekte ujore, kërmij, shumëkëmbësh, brumbuj dhe izopodë.', location);

export default function EndemicRoute() {
  return <EndemicPage content={endemic} photos={photos} />;
}
