// Web worker: parses a fetched checklist off the main thread (20,000 rows take ~200 ms, which would freeze the page).
import { parseChecklistView } from './checklist-view.ts';
import type { ParseReply, ParseRequest } from './parse-in-worker.ts';

const scope = globalThis as unknown as {
  addEventListener: (type: 'message', listener: (event: MessageEvent<ParseRequest>) => void) => void;
  postMessage: (message: ParseReply) => void;
};

scope.addEventListener('message', ({ data }) => {
  try {
    scope.postMessage({ ok: true, view: parseChecklistView(data.text, data.file) });
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
