// Web worker: fetches (when asked) and parses a checklist off the main thread. Receiving a long list's megabytes and
// parsing its 20,000 rows (~200 ms) would each freeze the page.
import { parseChecklistView } from './checklist-view.ts';
import { ChecklistLoadError, checklistCsvText } from './checklist-response.ts';
import { replyMessages, type ParseReply, type ParseRequest, type RowsMessage } from './worker-messages.ts';

const scope = globalThis as unknown as {
  addEventListener: (type: 'message', listener: (event: MessageEvent<ParseRequest>) => void) => void;
  postMessage: (message: ParseReply | RowsMessage) => void;
};

async function answer(request: ParseRequest): Promise<ParseReply> {
  try {
    const text = 'text' in request ? request.text : await checklistCsvText(await fetch(request.url));
    return { ok: true, view: parseChecklistView(text, request.file) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof ChecklistLoadError ? { ok: false, message, problem: error.problem } : { ok: false, message };
  }
}

scope.addEventListener('message', ({ data }) => {
  void answer(data).then((reply) => replyMessages(reply).forEach((message) => scope.postMessage(message)));
});
