import { pageMeta } from '../../config/page-meta.ts';
import { DataErrorPage } from '../../features/errors/data-error-page.tsx';

export const meta = () => pageMeta('Gabim në ngarkim', 'Të dhënat e faqes nuk mund të ngarkoheshin.');

export default function ErrorRoute() {
  return <DataErrorPage />;
}
