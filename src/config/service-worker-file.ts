/**
 * The site's service worker, relative to the site root: scripts/offline-build.ts writes it, every page registers it.
 * A module of its own, so that the registration's chunk does not share src/config/paths.ts with the pages' chunks
 * (the bundler would make that a file of its own, one more for every page to load).
 */
export const SERVICE_WORKER_FILE = 'sw.js';
