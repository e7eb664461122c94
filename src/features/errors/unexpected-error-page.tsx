import { isRouteErrorResponse } from 'react-router';
import { useMessages } from '../../i18n/messages.tsx';
import './error-pages.css';

/** What a routing failure shows: the router's customary title, and the error text. */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const m = useMessages().errors;
  return (
    <section className="error-page" role="alert">
      <h1 className="page-title">{m.unexpected}</h1>
      <h2 className="error-message">{errorText(error)}</h2>
      {error instanceof Error && error.stack && import.meta.env.DEV ? <pre className="error-stack">{error.stack}</pre> : null}
    </section>
  );
}

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
