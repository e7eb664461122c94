import type { ChecklistView, ViewRow } from './checklist-view.ts';
import { ChecklistLoadError, checklistCsvText } from './checklist-response.ts';
import type { ChecklistSource, ParseReply, ParseRequest, RowsMessage } from './worker-messages.ts';

/**
 * Parses a checklist in a web worker, so that a long file never blocks the page; only reading the result costs the
 * main thread, a message of ROWS_PER_MESSAGE rows at a time (worker-messages.ts). Given an address, the worker fetches
 * it too, so the page's thread does not receive the data either. Where a worker cannot run (no Worker, or its script
 * fails to load), the same work is done here instead, the parser loaded then (it stays out of the page's first
 * JavaScript). Aborting the signal stops the worker and its request.
 */
export function parseInWorker(source: ChecklistSource, file: string, signal?: AbortSignal): Promise<ChecklistView> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const workHere = async () => {
    const text = 'text' in source ? source.text : await fetchOnPage(source.url, signal);
    const { parseChecklistView } = await import('./parse-checklist-view.ts');
    return parseChecklistView(text, file);
  };
  if (typeof Worker === 'undefined') return workHere();
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./checklist-worker.ts', import.meta.url), { type: 'module', name: 'checklist-parser' });
    } catch {
      resolve(workHere());
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
    let answer: Extract<ParseReply, { ok: true }> | null = null;
    const moreRows: ViewRow[][] = [];
    worker.addEventListener('message', ({ data }: MessageEvent<ParseReply | RowsMessage>) => {
      if ('rows' in data) moreRows.push(data.rows);
      else if (data.ok) answer = data;
      else {
        finish();
        reject(data.problem ? loadFailed(new ChecklistLoadError(data.problem, data.message)) : new Error(`${file}: ${data.message}`));
        return;
      }
      if (!answer || moreRows.length < (answer.more ?? 0)) return;
      finish();
      resolve(answer.more ? { ...answer.view, rows: answer.view.rows.concat(...moreRows) } : answer.view);
    });
    // The worker's script did not load or run: do its work here rather than fail the page.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      console.warn(`The checklist parser worker failed (${event.message || 'script not loaded'}); parsing on the page instead`);
      workHere().then(resolve, reject);
    });
    worker.postMessage({ ...source, file } satisfies ParseRequest);
  });
}

/** Logs a load failure's short line (the page then shows /error or says the list is partial). */
function loadFailed(error: ChecklistLoadError): ChecklistLoadError {
  console.error(error.problem);
  return error;
}

/** A checklist's CSV fetched on the page's thread; a load failure's short line is logged. */
export async function fetchOnPage(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { method: 'GET', signal });
  return checklistCsvText(response).catch((error: unknown) => {
    throw error instanceof ChecklistLoadError ? loadFailed(error) : error;
  });
}
