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

// Offline use: the service worker is registered once the page has loaded and the browser is idle, its code
// fetched only then (no script before the first paint, none inline).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdle(() => {
    void import('./service-worker-registration.ts').then(({ registerServiceWorker }) => registerServiceWorker(import.meta.env.BASE_URL));
  });
}

function whenIdle(task: () => void) {
  // Safari has no requestIdleCallback.
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
