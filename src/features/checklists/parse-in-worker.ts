import type { ChecklistView } from './checklist-view.ts';

export type ParseRequest = { text: string; file: string };
export type ParseReply = { ok: true; view: ChecklistView } | { ok: false; message: string };

/**
 * Parses a checklist in a web worker, so that a long file never blocks the page; only copying the result back
 * costs the main thread (~20 ms for 20,000 rows). Where a worker cannot run (no Worker, or its script fails to
 * load), the same parser runs here instead, loaded then (the CSV parser stays out of the page's first JavaScript).
 * Aborting the signal stops the worker.
 */
export function parseInWorker(text: string, file: string, signal?: AbortSignal): Promise<ChecklistView> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const parseHere = () => import('./parse-checklist-view.ts').then(({ parseChecklistView }) => parseChecklistView(text, file));
  if (typeof Worker === 'undefined') return parseHere();
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./checklist-worker.ts', import.meta.url), { type: 'module', name: 'checklist-parser' });
    } catch {
      resolve(parseHere());
      return;
    }
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', ({ data }: MessageEvent<ParseReply>) => {
      finish();
      if (data.ok) resolve(data.view);
      else reject(new Error(`${file}: ${data.message}`));
    });
    // The worker's script did not load or run: parse here rather than fail the page.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      console.warn(`The checklist parser worker failed (${event.message || 'script not loaded'}); parsing on the page instead`);
      parseHere().then(resolve, reject);
    });
    worker.postMessage({ text, file } satisfies ParseRequest);
  });
}
