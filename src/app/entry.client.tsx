import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportWebVitals } from './web-vitals.ts';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

void reportWebVitals(window.faunaWebVitals);

// Offline use: the service worker is registered a few seconds after the page has loaded, when the browser is idle,
// its code fetched only then (no script before the first paint, none inline). Its precache download (every
// checklist, a few MB) then never competes with the page's own requests and start-up work on a slow phone.
const SERVICE_WORKER_DELAY_MS = 4000;

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // A new build's worker takes over a page an older one served (it may do so before the registration below): the
  // page reloads, so old scripts never meet new pages or data. A first visit's worker taking control changes nothing.
  const servedByWorker = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (servedByWorker) window.location.reload();
  });
  whenIdle(SERVICE_WORKER_DELAY_MS, () => {
    void import('./service-worker-registration.ts').then(({ registerServiceWorker }) => registerServiceWorker(import.meta.env.BASE_URL));
  });
}

function whenIdle(delayMs: number, task: () => void) {
  // Safari has no requestIdleCallback.
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 5000 }) : task());
  const later = () => setTimeout(idle, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
