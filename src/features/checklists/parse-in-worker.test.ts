import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseChecklistView } from './checklist-view.ts';
import { parseInWorker, type ParseReply, type ParseRequest } from './parse-in-worker.ts';

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
  reply(data: ParseReply) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

function fakeWorker(behave: typeof FakeWorker.behave): FakeWorker[] {
  FakeWorker.behave = behave;
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
  return FakeWorker.created;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseInWorker', () => {
  it('parses on the spot where there is no Worker (as in Node)', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(parseInWorker(CSV, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
  });

  it("resolves with the worker's view and stops the worker", async () => {
    const workers = fakeWorker((worker, request) => worker.reply({ ok: true, view: parseChecklistView(request.text, request.file) }));
    await expect(parseInWorker(CSV, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.url.pathname).toMatch(/checklist-worker\.ts$/);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('rejects when the parser failed in the worker', async () => {
    fakeWorker((worker) => worker.reply({ ok: false, message: 'boom' }));
    await expect(parseInWorker(CSV, FILE)).rejects.toThrow('data/Odonata.csv: boom');
  });

  it("parses on the main thread when the worker's script cannot run", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const workers = fakeWorker((worker) => worker.dispatchEvent(new Event('error', { cancelable: true })));
    await expect(parseInWorker(CSV, FILE)).resolves.toEqual(parseChecklistView(CSV, FILE));
    expect(workers[0]!.terminated).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('parsing on the page instead'));
  });

  it('stops the worker and rejects with the reason when the navigation is aborted', async () => {
    const workers = fakeWorker(() => {}); // never answers
    const controller = new AbortController();
    const parsing = parseInWorker(CSV, FILE, controller.signal);
    controller.abort(new DOMException('navigated away', 'AbortError'));
    await expect(parsing).rejects.toThrow('navigated away');
    expect(workers[0]!.terminated).toBe(true);
  });

  it('does not start a worker for an already aborted navigation', async () => {
    const workers = fakeWorker(() => {});
    const controller = new AbortController();
    controller.abort(new DOMException('too late', 'AbortError'));
    await expect(parseInWorker(CSV, FILE, controller.signal)).rejects.toThrow('too late');
    expect(workers).toHaveLength(0);
  });
});

describe('checklist-worker', () => {
  it('answers a parse request with the view, and an error with its message', async () => {
    let listener: ((event: { data: ParseRequest }) => void) | undefined;
    const replies: ParseReply[] = [];
    vi.stubGlobal('addEventListener', (type: string, handler: typeof listener) => type === 'message' && (listener = handler));
    vi.stubGlobal('postMessage', (reply: ParseReply) => replies.push(reply));
    await import('./checklist-worker.ts');
    listener!({ data: { text: CSV, file: FILE } });
    listener!({ data: { text: null as unknown as string, file: FILE } });
    expect(replies[0]).toEqual({ ok: true, view: parseChecklistView(CSV, FILE) });
    expect(replies[1]).toMatchObject({ ok: false, message: expect.any(String) });
  });
});
