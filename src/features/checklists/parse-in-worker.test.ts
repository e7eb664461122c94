import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseChecklistView, type ChecklistView, type ViewRow } from './checklist-view.ts';
import { ChecklistLoadError } from './checklist-response.ts';
import { fetchChecklist } from './fetch-checklist.ts';
import { parseInWorker } from './parse-in-worker.ts';
import { replyMessages, ROWS_PER_MESSAGE, type ParseReply, type ParseRequest, type RowsMessage } from './worker-messages.ts';

const CSV = 'Nr,Rendi,Familja,Lloji,Referenca\n1,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",(A)\n';
const FILE = 'data/Odonata.csv';

/** A stand-in for the browser's Worker: `behave` decides what the "worker" does with the request. */
class FakeWorker extends EventTarget {
  static behave: (worker: FakeWorker, request: ParseRequest) => void = () => {};
  static created: FakeWorker[] = [];
  readonly url: URL;
  terminated = false;
  constructor(url: URL) {
    super();
    this.url = url;
    FakeWorker.created.push(this);
  }
  postMessage(request: ParseRequest) {
    queueMicrotask(() => FakeWorker.behave(this, request));
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: ParseReply | RowsMessage) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

function fakeWorker(behave: typeof FakeWorker.behave): FakeWorker[] {
  FakeWorker.behave = behave;
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
  return FakeWorker.created;
}

/** A stand-in worker that answers every request with CSV's view; returns the requests it was sent. */
function answeringWorker(): ParseRequest[] {
  const requests: ParseRequest[] = [];
  fakeWorker((worker, request) => {
    requests.push(request);
    worker.reply({ ok: true, view: parseChecklistView(CSV, request.file) });
  });
  return requests;
}

/** A server's answer: the body with its status and Content-Type. */
const answer = (body: string, status = 200, type = 'text/csv; charset=utf-8') => new Response(body, { status, headers: { 'Content-Type': type } });

/** A view of `count` rows, each told apart by its number. */
function longView(count: number): ChecklistView {
  const view = parseChecklistView(CSV, FILE);
  return { ...view, rows: Array.from({ length: count }, (_, i): ViewRow => ['', 'Odonata', 'Aeshnidae', `emri ${i + 1}`, '(A)']) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseInWorker', () => {
  it('parses on the spot where there is no Worker (as in Node)', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(parseInWorker({ text: CSV }, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
  });

  it("resolves with the worker's view and stops the worker", async () => {
    const workers = fakeWorker((worker, request) => worker.reply({ ok: true, view: parseChecklistView('text' in request ? request.text : '', request.file) }));
    await expect(parseInWorker({ text: CSV }, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.url.pathname).toMatch(/checklist-worker\.ts$/);
    expect(workers[0]!.terminated).toBe(true);
  });

  it("puts a long view back together from the worker's messages, in order, and stops the worker after the last", async () => {
    const view = longView(ROWS_PER_MESSAGE * 2 + 500);
    const messages = replyMessages({ ok: true, view });
    const workers = fakeWorker((worker) => messages.forEach((message) => worker.reply(message)));
    await expect(parseInWorker({ text: CSV }, FILE)).resolves.toEqual(view);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('waits for every message of a long view', async () => {
    const messages = replyMessages({ ok: true, view: longView(ROWS_PER_MESSAGE + 1) });
    const workers = fakeWorker((worker) => worker.reply(messages[0]));
    let settled = false;
    void parseInWorker({ text: CSV }, FILE).finally(() => (settled = true));
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('rejects when the parser failed in the worker', async () => {
    fakeWorker((worker) => worker.reply({ ok: false, message: 'boom' }));
    await expect(parseInWorker({ text: CSV }, FILE)).rejects.toThrow('data/Odonata.csv: boom');
  });

  it("parses on the main thread when the worker's script cannot run", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const workers = fakeWorker((worker) => worker.dispatchEvent(new Event('error', { cancelable: true })));
    await expect(parseInWorker({ text: CSV }, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(workers[0]!.terminated).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('parsing on the page instead'));
  });

  it('stops the worker and rejects with the reason when the navigation is aborted', async () => {
    const workers = fakeWorker(() => {}); // never answers
    const controller = new AbortController();
    const parsing = parseInWorker({ text: CSV }, FILE, controller.signal);
    controller.abort(new DOMException('navigated away', 'AbortError'));
    await expect(parsing).rejects.toThrow('navigated away');
    expect(workers[0]!.terminated).toBe(true);
  });

  it('does not start a worker for an already aborted navigation', async () => {
    const workers = fakeWorker(() => {});
    const controller = new AbortController();
    controller.abort(new DOMException('too late', 'AbortError'));
    await expect(parseInWorker({ text: CSV }, FILE, controller.signal)).rejects.toThrow('too late');
    expect(workers).toHaveLength(0);
  });
});

describe('parseInWorker given an address', () => {
  const URL_OF_CSV = 'https://example.org/data/Odonata.csv';

  it('sends the address to the worker, which fetches and parses it', async () => {
    const requests = answeringWorker();
    await expect(parseInWorker({ url: URL_OF_CSV }, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(requests).toEqual([{ url: URL_OF_CSV, file: FILE }]);
  });

  it("logs the worker's load problem and rejects with its message", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker((worker) => worker.reply({ ok: false, problem: 'Network response was not ok', message: 'Network response was not ok (500)' }));
    const loading = parseInWorker({ url: URL_OF_CSV }, FILE);
    await expect(loading).rejects.toThrow(ChecklistLoadError);
    await expect(loading).rejects.toThrow('Network response was not ok (500)');
    expect(error).toHaveBeenCalledWith('Network response was not ok');
  });

  it("fetches and parses on the page when the worker's script cannot run", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetched = vi.fn(async () => answer(CSV));
    vi.stubGlobal('fetch', fetched);
    fakeWorker((worker) => worker.dispatchEvent(new Event('error', { cancelable: true })));
    await expect(parseInWorker({ url: URL_OF_CSV }, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(fetched).toHaveBeenCalledWith(URL_OF_CSV, expect.objectContaining({ method: 'GET' }));
  });

  it('without a Worker, a page fetch that is not a CSV is logged and rejected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => answer('<!doctype html>', 200, 'text/html'));
    await expect(parseInWorker({ url: URL_OF_CSV }, FILE)).rejects.toThrow('Response is not in CSV format');
    expect(error).toHaveBeenCalledWith('Response is not in CSV format');
  });
});

// fetchChecklist chooses where the CSV is fetched; tested here, beside the stand-in worker.
describe('fetchChecklist', () => {
  const PAGE = 'https://example.org/fauna/families/Odonata';

  it("'worker' sends the list's absolute address to the worker; the page fetches nothing", async () => {
    vi.stubGlobal('location', { href: PAGE });
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const requests = answeringWorker();
    await expect(fetchChecklist('Odonata', undefined, 'worker')).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(requests).toEqual([{ url: 'https://example.org/data/Odonata.csv', file: FILE }]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it("'page' fetches on the page and sends the worker the text", async () => {
    vi.stubGlobal('location', { href: PAGE });
    vi.stubGlobal('fetch', async () => answer(CSV));
    const requests = answeringWorker();
    await expect(fetchChecklist('Odonata', undefined, 'page')).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(requests).toEqual([{ text: CSV, file: FILE }]);
  });
});

describe('checklist-worker', () => {
  async function workerAnswers(...requests: ParseRequest[]): Promise<ParseReply[]> {
    let listener: ((event: { data: ParseRequest }) => void) | undefined;
    const replies: ParseReply[] = [];
    vi.stubGlobal('addEventListener', (type: string, handler: typeof listener) => type === 'message' && (listener = handler));
    vi.stubGlobal('postMessage', (reply: ParseReply) => replies.push(reply));
    vi.resetModules();
    await import('./checklist-worker.ts');
    for (const [index, request] of requests.entries()) {
      listener!({ data: request });
      await vi.waitFor(() => expect(replies).toHaveLength(index + 1)); // one at a time: the replies in order
    }
    return replies;
  }

  it('answers a parse request with the view, and an error with its message', async () => {
    const replies = await workerAnswers({ text: CSV, file: FILE }, { text: null as unknown as string, file: FILE });
    expect(replies[0]).toEqual({ ok: true, view: parseChecklistView(CSV, FILE) });
    expect(replies[1]).toEqual({ ok: false, message: expect.any(String) });
  });

  it('fetches an address itself; a wrong answer is a load problem, a failed request an error', async () => {
    const answers: Record<string, () => Promise<Response>> = {
      'https://example.org/ok.csv': async () => answer(CSV),
      'https://example.org/500.csv': async () => answer('Internal Server Error', 500, 'text/plain'),
      'https://example.org/html.csv': async () => answer('<!doctype html>', 200, 'text/html'),
      'https://example.org/offline.csv': async () => Promise.reject(new TypeError('Failed to fetch')),
    };
    vi.stubGlobal('fetch', (url: string) => answers[url]!());
    const replies = await workerAnswers(...Object.keys(answers).map((url) => ({ url, file: FILE })));
    expect(replies).toEqual([
      { ok: true, view: parseChecklistView(CSV, FILE) },
      { ok: false, problem: 'Network response was not ok', message: 'Network response was not ok (500)' },
      { ok: false, problem: 'Response is not in CSV format', message: 'Response is not in CSV format' },
      { ok: false, message: 'Failed to fetch' },
    ]);
  });
});

describe('replyMessages', () => {
  it('sends a short view, and a failure, as one message', () => {
    const view = parseChecklistView(CSV, FILE);
    expect(replyMessages({ ok: true, view })).toEqual([{ ok: true, view }]);
    expect(replyMessages({ ok: false, message: 'boom' })).toEqual([{ ok: false, message: 'boom' }]);
    expect(replyMessages({ ok: true, view: longView(ROWS_PER_MESSAGE) })).toHaveLength(1);
  });

  it('sends a long view as its first rows, then the rest in messages of ROWS_PER_MESSAGE rows', () => {
    const view = longView(ROWS_PER_MESSAGE * 2 + 1);
    const [first, ...rest] = replyMessages({ ok: true, view });
    expect(first).toEqual({ ok: true, view: { ...view, rows: view.rows.slice(0, ROWS_PER_MESSAGE) }, more: 2 });
    expect(rest.map((message) => message.rows.length)).toEqual([ROWS_PER_MESSAGE, 1]);
    expect([first.ok && first.view.rows, ...rest.map((message) => message.rows)].flat()).toEqual(view.rows);
  });
});
