import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { retryTarget as safeRetryTarget } from '../../components/data-error-state.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';
import './error-pages.css';

/** Where a failed data load ends: says so, offers to try again and to go home. */
export function DataErrorPage() {
  const location = useLocation();
  const retryTarget = safeRetryTarget(location.state);
  const m = useMessages().errors;
  const inEdition = useEditionPath();

  return (
    <section className="error-page" aria-labelledby="data-error-title">
      <h1 id="data-error-title" className="page-title">
        {m.dataTitle}
      </h1>
      <p>{m.dataText}</p>
      <div className="error-actions">
        {retryTarget ? (
          <Link className="button" to={retryTarget}>
            {m.retry}
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => window.history.back()}>
            {m.retry}
          </button>
        )}
        <Link className="button button-secondary" to={inEdition(paths.home.href())}>
          {m.backHome}
        </Link>
      </div>
    </section>
  );
}
