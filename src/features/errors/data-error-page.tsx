import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { retryTarget as safeRetryTarget } from '../../components/data-error-state.ts';
import './error-pages.css';

/** Where a failed data load ends: says so in Albanian, offers to try again and to go home. */
export function DataErrorPage() {
  const location = useLocation();
  const retryTarget = safeRetryTarget(location.state);

  return (
    <section className="error-page" aria-labelledby="data-error-title">
      <h1 id="data-error-title" className="page-title">
        Të dhënat nuk u ngarkuan
      </h1>
      <p>
        Na vjen keq, të dhënat e kërkuara nuk mund të ngarkoheshin. Kontrolloni lidhjen me internetin dhe provoni
        përsëri pas pak.
      </p>
      <div className="error-actions">
        {retryTarget ? (
          <Link className="button" to={retryTarget}>
            Provo përsëri
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => window.history.back()}>
            Provo përsëri
          </button>
        )}
        <Link className="button button-secondary" to={paths.home.href()}>
          Ktheu ne Krye
        </Link>
      </div>
    </section>
  );
}
