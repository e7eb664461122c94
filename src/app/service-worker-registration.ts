import { Workbox } from 'workbox-window';

/**
 * Registers the site's service worker (written by scripts/offline-build.ts) for the base path. When a new build's
 * worker takes over a page an older one served, the page reloads: old scripts never meet new pages or data.
 */
export function registerServiceWorker(basePath: string): void {
  const workbox = new Workbox(`${basePath}sw.js`, { scope: basePath });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  workbox.register().catch((error: unknown) => console.warn('Service worker not registered:', error));
}
