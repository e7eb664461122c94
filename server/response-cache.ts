// Small files answered from memory after their first answer. Each published build gets its own request handler,
// with its own file list (sirv) and its own cache (server/follow-build.ts), and a build's files never change once it
// is published, so an answer kept here is always that build's. Reading a
// small file through a stream costs more than sending it: this made the Node server 3 times slower than nginx on a
// checklist's CSV (docs/benchmarks.md).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers sirv derives from the file (the handler sets the others on every request). */
const FILE_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag', 'content-encoding', 'vary'] as const;

type Entry = { headers: Record<string, number | string | string[]>; body: Buffer };

export type ResponseCacheOptions = {
  /** Larger files are streamed every time. */
  maxFileBytes?: number;
  /** The oldest entries leave when the total would exceed this. */
  maxTotalBytes?: number;
};

export type ResponseCache = {
  /** Answers the request from memory when it can; false when it must go to the file server. */
  answer: (req: IncomingMessage, res: ServerResponse, path: string) => boolean;
  /** Keeps the file server's answer to this request, if it is a whole 200 response of a small file. */
  record: (req: IncomingMessage, res: ServerResponse, path: string) => void;
};

/** The cache key: the file and the encodings the client accepts, as sirv chooses between `.br`, `.gz` and the file. */
function keyOf(req: IncomingMessage, path: string): string {
  const accepted = req.headers['accept-encoding'] ?? '';
  return `${/(br|brotli)/i.test(accepted) ? 'b' : '-'}${accepted.includes('gzip') ? 'g' : '-'}${path}`;
}

/** Only plain GETs: HEAD, conditional and range requests go to the file server, which answers them itself. */
function cacheable(req: IncomingMessage): boolean {
  return req.method === 'GET' && req.headers['if-none-match'] === undefined && req.headers.range === undefined;
}

export function createResponseCache({ maxFileBytes = 64 * 1024, maxTotalBytes = 8 * 1024 * 1024 }: ResponseCacheOptions = {}): ResponseCache {
  const entries = new Map<string, Entry>();
  let total = 0;

  const store = (key: string, entry: Entry) => {
    if (entries.has(key)) return;
    entries.set(key, entry);
    total += entry.body.length;
    for (const [oldest, { body }] of entries) {
      if (total <= maxTotalBytes) break;
      entries.delete(oldest);
      total -= body.length;
    }
  };

  return {
    answer(req, res, path) {
      if (!cacheable(req)) return false;
      const entry = entries.get(keyOf(req, path));
      if (!entry) return false;
      res.statusCode = 200;
      for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
      res.end(entry.body);
      return true;
    },

    record(req, res, path) {
      if (!cacheable(req)) return;
      const key = keyOf(req, path);
      const chunks: Buffer[] = [];
      let bytes = 0;
      let tooLarge = false;
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const keep = (chunk: unknown) => {
        if (tooLarge || !(chunk instanceof Uint8Array)) return;
        bytes += chunk.length;
        if (bytes > maxFileBytes) tooLarge = true;
        else chunks.push(Buffer.from(chunk));
      };
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk);
        return write(chunk, ...rest);
      }) as ServerResponse['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk);
        return end(chunk, ...rest);
      }) as ServerResponse['end'];
      res.once('finish', () => {
        const length = Number(res.getHeader('content-length'));
        if (tooLarge || res.statusCode !== 200 || bytes !== length) return;
        const headers: Entry['headers'] = {};
        for (const name of FILE_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = value;
        }
        store(key, { headers, body: Buffer.concat(chunks, bytes) });
      });
    },
  };
}
