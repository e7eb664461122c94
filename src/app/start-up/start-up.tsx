/**
 * The browser's start-up, in order: the reload-to-recover rules are in place before anything can fail
 * (recovery.ts, one guard against loops in reload-guard.ts), then React hydrates the prerendered page, then web
 * vitals are reported when someone asked for them, and last the service worker registers once the page is idle.
 * The third rule, recovery after a redeploy, needs the router: the root layout renders <RedeployRecovery />.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { recoverFromFailedChunk, recoverFromNewWorker, type PageControls } from './recovery.ts';
import { reloadGuard, sessionStorageOrNull } from './reload-guard.ts';
import { reportWebVitals } from './web-vitals.ts';

/**
 * Offline use: the service worker is registered a few seconds after the page has loaded, when the browser is idle,
 * its code fetched only then (no script before the first paint, none inline). Its precache download (every
 * checklist, a few MB) then never competes with the page's own requests and start-up work on a slow phone.
 */
const SERVICE_WORKER_DELAY_MS = 4000;

const page: PageControls = {
  here: () => `${window.location.pathname}${window.location.search}`,
  online: () => navigator.onLine !== false,
  reload: () => window.location.reload(),
  later: (task, delayMs) => void setTimeout(task, delayMs),
};

export function startUp(): void {
  const guard = reloadGuard(sessionStorageOrNull());

  // 1. Recovery. A lazily loaded file that fails (Vite announces it: https://vite.dev/guide/build#load-error-handling).
  window.addEventListener('vite:preloadError', () => recoverFromFailedChunk(guard, page));
  const worker = import.meta.env.PROD && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (worker) {
    // A new build's worker may take over before the registration below (the browser checks for one on navigation).
    const servedByWorker = worker.controller !== null;
    worker.addEventListener('controllerchange', () => recoverFromNewWorker(servedByWorker, guard, page));
  }

  // 2. Hydration.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

  // 3. Web vitals, only when a callback is given (nothing is loaded otherwise).
  void reportWebVitals(window.faunaWebVitals);

  // 4. The service worker, when idle.
  if (worker) {
    whenIdle(SERVICE_WORKER_DELAY_MS, () => {
      void import('./service-worker-registration.ts').then(({ registerServiceWorker }) => registerServiceWorker(import.meta.env.BASE_URL));
    });
  }
}

function whenIdle(delayMs: number, task: () => void) {
  // Safari has no requestIdleCallback.
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 5000 }) : task());
  const later = () => setTimeout(idle, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
