import { Workbox } from 'workbox-window';

/**
 * Registers the site's service worker (written by scripts/offline-build.ts) for the base path. The reload when a new
 * build's worker takes over is set up earlier in start-up (start-up.tsx, recovery.ts): it can happen before this
 * registration.
 */
export function registerServiceWorker(basePath: string): void {
  const workbox = new Workbox(`${basePath}sw.js`, { scope: basePath });
  workbox.register().catch((error: unknown) => console.warn('Service worker not registered:', error));
}
