import { Link } from 'react-router';
import { pageMeta } from '../../config/page-meta.ts';
import { paths } from '../../config/paths.ts';
import { sq } from '../../i18n/messages-sq.ts';
import { useMessages } from '../../i18n/messages.tsx';
import './error-pages.css';

/** The 404 page's title and description, for every route that renders it. */
export const notFoundMeta = () => pageMeta(sq.errors.notFoundTitle, sq.errors.notFoundDescription);

export function NotFoundPage() {
  const m = useMessages().errors;
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        {m.notFoundHeading}
      </h1>
      <p>{m.notFoundText}</p>
      <Link className="button" to={paths.home.href()}>
        {m.backHome}
      </Link>
    </section>
  );
}
