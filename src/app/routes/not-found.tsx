import { pageMeta } from '../../config/page-meta.ts';
import { NotFoundPage } from '../../features/errors/not-found-page.tsx';

export const meta = () => pageMeta('Faqja nuk u gjet', 'Faqja që kërkuat nuk ekziston në Fauna of Kosovo.');

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
