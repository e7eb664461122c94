import endemic from 'virtual:fauna/endemic';
import photos from 'virtual:fauna/photos';
import { pageMeta } from '../../config/page-meta.ts';
import { EndemicPage } from '../../features/endemic/endemic-page.tsx';

export const meta = () =>
  pageMeta('Llojet Endemike', 'Llojet shtazore që jetojnë vetëm në Kosovë: merimanga, insekte ujore, kërmij, shumëkëmbësh, brumbuj dhe izopodë.');

export default function EndemicRoute() {
  return <EndemicPage content={endemic} photos={photos} />;
}
