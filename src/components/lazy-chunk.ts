import { lazy, type ComponentType } from 'react';

/** How long a lazily loaded chunk may take before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'fauna:reloaded-for-chunk';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly chunk: string;
  constructor(chunk: string, cause?: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.chunk = chunk;
  }
}

/** Rejects with a ChunkLoadError when the import fails or has not arrived in time. */
export function importChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, error));
      },
    );
  });
}

/** React.lazy for a named chunk, failing with 'Loading chunk {name} failed'. */
export function lazyChunk<P extends object>(chunk: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const module = await importChunk(chunk, load);
    clearChunkReload();
    return module;
  });
}

/**
 * Recovers from a failed chunk by reloading the page once (a new deployment usually replaced the file).
 * Returns false when the page was already reloaded for this chunk, so the caller shows the error instead.
 */
export function reloadOnceForChunk(chunk: string, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  if (storage.getItem(RELOADED_KEY) === chunk) return false;
  storage.setItem(RELOADED_KEY, chunk);
  window.location.reload();
  return true;
}

/** After a successful load the reload budget is restored. */
export function clearChunkReload(storage: Pick<Storage, 'removeItem'> = sessionStorage) {
  storage.removeItem(RELOADED_KEY);
}
