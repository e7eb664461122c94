import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { markHydrated } from '../components/hydration.ts';
import { dropStylesOfLeftRoutes } from '../components/inlined-styles.ts';
import { SiteHeader } from '../components/site-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { UnexpectedErrorPage } from '../features/errors/unexpected-error-page.tsx';
import { linkWebAppManifest } from './web-app-manifest.ts';
import { RedeployRecovery } from './start-up/redeploy-recovery.tsx';
import { pageMeta } from '../config/page-meta.ts';
import { editionOf } from '../config/paths.ts';
import { LocaleProvider, messagesOf } from '../i18n/messages.tsx';
import { BRAND_COLOUR } from '../config/brand-colours.ts';
import { APPLE_TOUCH_ICON, FAVICON, iconSizes } from '../config/site-icons.ts';
import './styles/global.css';
import './styles/print.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: `${import.meta.env.BASE_URL}${FAVICON.file}`, type: 'image/png', sizes: iconSizes(FAVICON) },
  // The web app manifest is linked once the page has hydrated, after its first paint (web-app-manifest.ts).
  { rel: 'apple-touch-icon', href: `${import.meta.env.BASE_URL}${APPLE_TOUCH_ICON.file}` },
];

// Every route has its own; this one titles the pages only the root renders (React Router's SPA fallback).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(null, messagesOf(matches).layout.siteDescription);

export function Layout({ children }: { children: ReactNode }) {
  // The page's language: English under /en (its layout route's handle), else Albanian.
  const messages = messagesOf(useMatches());
  return (
    <LocaleProvider messages={messages}>
      <html lang={messages.locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={BRAND_COLOUR} />
          <Meta />
          <Links />
        </head>
        <body>
          <a className="skip-link" href="#main">
            {messages.layout.skipToContent}
          </a>
          <SiteHeader />
          <main id="main" className="site-main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </LocaleProvider>
  );
}

export default function App() {
  useEffect(markHydrated, []);
  const location = useLocation();
  const edition = editionOf(location.pathname);
  useEffect(() => linkWebAppManifest(document, import.meta.env.BASE_URL, edition), [edition]);
  useEffect(() => void dropStylesOfLeftRoutes(document), [location]);
  return (
    <>
      <RedeployRecovery />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedErrorPage error={error} />;
}
