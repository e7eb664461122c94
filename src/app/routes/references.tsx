import type { Route } from './+types/references';
import references from 'virtual:fauna/references';
import { pageMeta } from '../../config/page-meta.ts';
import { ReferencesPage } from '../../features/references/references-page.tsx';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta('Referencat', `Literatura shkencore mbi të cilën bazohen të dhënat e Fauna of Kosovo: ${references.length} botime.`, location);

export default function ReferencesRoute() {
  return <ReferencesPage references={references} />;
}
