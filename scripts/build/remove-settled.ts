// A folder removed while other threads may still be writing into it: the bundler writes from its own threads, and
// file operations already queued on libuv's pool run after the removal and can create the folder again
// (decision 0071).
import { existsSync, rmSync } from 'node:fs';

/**
 * Removes `dir`, waits `quietMs` with this thread blocked (so that its own JavaScript starts no new write while
 * the writes already under way end), and removes it again until it stays gone. False when it never did.
 */
export function removeSettled(dir: string, quietMs = 150, attempts = 20): boolean {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 10 });
    } catch {
      // a file written while the folder was being emptied (ENOTEMPTY): the next attempt removes it
    }
    Atomics.wait(sleeper, 0, 0, quietMs);
    if (!existsSync(dir)) return true;
  }
  return false;
}

/** Removes a build's unpublished site folder (removeSettled), and says in one line when it never stayed gone. */
export function removeUnpublishedSite(site: string, say: (line: string) => void = console.error, quietMs?: number, attempts?: number): void {
  if (!removeSettled(site, quietMs, attempts)) say(`${site}: still being written to, not removed; the next build removes it`);
}
