import { Link } from 'react-router';
import { pageMeta } from '../../config/page-meta.ts';
import { paths } from '../../config/paths.ts';
import './error-pages.css';

/** The 404 page's title and description, for every route that renders it. */
export const notFoundMeta = () => pageMeta('Faqja nuk u gjet', 'Faqja që kërkuat nuk ekziston në Fauna of Kosovo.');

export function NotFoundPage() {
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        404 - Faqja nuk u gjet
      </h1>
      <p>Na vjen keq, faqja që po kërkoni nuk ekziston.</p>
      <Link className="button" to={paths.home.href()}>
        Ktheu ne Krye
      </Link>
    </section>
  );
}
