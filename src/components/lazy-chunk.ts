import { lazy, type ComponentType } from 'react';

/** How long a lazily loaded chunk may take before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

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

/**
 * React.lazy for a named chunk, failing with 'Loading chunk {name} failed' (ChunkErrorBoundary shows it). A chunk
 * that fails to load also makes the page reload once, a moment later: that rule belongs to the start-up
 * (src/app/start-up/recovery.ts, on Vite's vite:preloadError).
 */
export function lazyChunk<P extends object>(chunk: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => importChunk(chunk, load));
}
