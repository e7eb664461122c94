import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_FILE } from '../../config/service-worker-file.ts';

/**
 * Registers the site's service worker (written by scripts/offline-build.ts) for the base path. The reload when a new
 * build's worker takes over is set up earlier in start-up (start-up.tsx, recovery.ts): it can happen before this
 * registration.
 *
 * A new build's worker asks to skip waiting as it starts, but Chromium can leave it waiting when it finished
 * installing while the page registered (seen about once in ten redeploys on a busy machine): told again, it takes over.
 */
export function registerServiceWorker(basePath: string): void {
  const workbox = new Workbox(`${basePath}${SERVICE_WORKER_FILE}`, { scope: basePath });
  workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
  workbox.register().catch((error: unknown) => console.warn('Service worker not registered:', error));
}
