import { Link } from 'react-router';
import { pageMeta } from '../../config/page-meta.ts';
import { paths } from '../../config/paths.ts';
import { messagesOf, useEditionPath, useMessages } from '../../i18n/messages.tsx';
import './error-pages.css';

/** The 404 page's title and description in the page's language, for every route that renders it. */
export const notFoundMeta = ({ location, matches }: { location: { pathname: string }; matches: readonly ({ handle?: unknown } | undefined)[] }) => {
  const m = messagesOf(matches).errors;
  return pageMeta(m.notFoundTitle, m.notFoundDescription, location);
};

export function NotFoundPage() {
  const m = useMessages().errors;
  const inEdition = useEditionPath();
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        {m.notFoundHeading}
      </h1>
      <p>{m.notFoundText}</p>
      <Link className="button" to={inEdition(paths.home.href())}>
        {m.backHome}
      </Link>
    </section>
  );
}
