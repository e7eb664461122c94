// The request handler of one published site: every answer comes from the site manifest's table (its addresses,
// files, types, encodings, cache classes and policies), so the server sends exactly what the build described
// (docs/decisions/0017). Negotiation, conditional and range requests use the jshttp modules Express uses.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';
import { BUILD_LAYOUT, normaliseBasePath } from '../src/config/build-info.server.ts';
import { addressesOf, ENCODINGS, matchesPagePattern, type Encoding, type Resource, type SiteManifest } from '../src/config/site-manifest.server.ts';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, withFrameAncestors } from './headers.ts';
import { resolveRequestPath } from './request-path.ts';

export type AppOptions = {
  /** A published site's folder (`<buildDir>/sites/<id>`), holding `client/`. */
  siteDir: string;
  /** Its manifest (readSiteManifest): what is served, and how. */
  manifest: SiteManifest;
  /** Receives one line per request (method, URL, status, duration); default: silent. */
  log?: (line: string) => void;
  /** Files up to this size are kept in memory once read (the oldest leave beyond `memoryBytes` in all). */
  memoryFileBytes?: number;
  memoryBytes?: number;
};

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

const CACHE_CONTROL = { immutable: IMMUTABLE, revalidate: REVALIDATE } as const;
/** Most preferred first: brotli is smaller than gzip. */
const CODINGS = ['br', 'gzip', 'identity'] as const;
type Coding = (typeof CODINGS)[number];

/** One address's answer, prepared once: the file of each encoding, and the headers that do not depend on the request. */
type Entry = {
  /** The 404 page this address is (it answers with status 404), or null. */
  notFound: boolean;
  files: Partial<Record<Coding, { path: string; bytes: number; etag: string }>>;
  codings: Coding[];
  headers: Record<string, string>;
};

/** The request handler for one site. Throws (one line) when a file the manifest lists is missing or has changed. */
export function createRequestHandler(options: AppOptions): RequestHandler {
  const { manifest } = options;
  const client = path.join(path.resolve(options.siteDir), BUILD_LAYOUT.client);
  const lastModified = new Date(manifest.builtAt).toUTCString();
  const notFoundUrls = new Set(manifest.notFoundPages.map(({ page }) => page));
  const entries = new Map<string, Entry>();
  for (const [url, resource] of Object.entries(manifest.resources)) {
    const entry = prepare(client, url, resource, manifest, lastModified, notFoundUrls.has(url));
    for (const address of addressesOf(url, resource.file)) entries.set(address, entry);
  }
  const notFoundPages = manifest.notFoundPages.map(({ pattern, page }) => ({ pattern, entry: entries.get(page)! }));
  const notFoundPageFor = (requestPath: string | null) =>
    notFoundPages.find(({ pattern }) => requestPath !== null && matchesPagePattern(pattern, requestPath))?.entry ?? notFoundPages.at(-1)!.entry;
  const memory = createMemory(options.memoryFileBytes ?? 64 * 1024, options.memoryBytes ?? 16 * 1024 * 1024);
  const defaultPolicy = withFrameAncestors(manifest.policy);
  // The handler keeps only what it answers from, not the options or the manifest: the manifest's resources (a few
  // MB on the owners' site) are garbage once the entries are made.
  const { basePath } = manifest;
  const { log } = options;

  return (req, res) => {
    const done = log ? logWhenDone(req, res, log) : { complete: () => {} };
    res.on('error', () => res.destroy()); // never an unhandled 'error' event
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (isHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    res.setHeader('Content-Security-Policy', defaultPolicy);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendStatus(res, 405, done.complete);
    }
    const target = resolveRequestPath(req.url ?? '/', basePath);
    if (target.kind === 'bad-request') return sendStatus(res, 400, done.complete);
    if (target.kind === 'merge-slashes') {
      res.setHeader('Location', target.location);
      return sendStatus(res, 301, done.complete);
    }
    const requestPath = target.kind === 'inside' ? target.path : null;
    const found = requestPath === null ? undefined : entries.get(requestPath);
    const published = found !== undefined && !found.notFound;
    send(req, res, published ? found : notFoundPageFor(requestPath), published ? 200 : 404, memory, done.complete).catch(() => {
      if (res.headersSent) res.destroy();
      else sendStatus(res, 500, done.complete);
    });
  };
}

function prepare(client: string, url: string, resource: Resource, manifest: SiteManifest, lastModified: string, notFound: boolean): Entry {
  const files: Entry['files'] = {};
  const variant = (coding: Coding, suffix: string, bytes: number) => {
    const file = path.join(client, resource.file + suffix);
    let actual: number;
    try {
      actual = statSync(file).size;
    } catch {
      throw new Error(`${file}: missing (the site manifest lists it for ${url})`);
    }
    if (actual !== bytes) throw new Error(`${file}: ${actual} bytes, the site manifest says ${bytes}`);
    files[coding] = { path: file, bytes, etag: `"${resource.hash}${suffix}"` };
  };
  variant('identity', '', resource.bytes);
  for (const [coding, suffix] of Object.entries(ENCODINGS) as [Encoding, string][]) {
    const bytes = resource.encodings[coding];
    if (bytes !== undefined) variant(coding, suffix, bytes);
  }
  const codings = CODINGS.filter((coding) => files[coding]);
  const headers: Record<string, string> = {
    'Content-Type': resource.type,
    'Cache-Control': notFound ? REVALIDATE : CACHE_CONTROL[resource.cache],
    'Content-Security-Policy': withFrameAncestors(resource.policy ?? manifest.policy),
    'Last-Modified': lastModified,
  };
  if (codings.length > 1) headers.Vary = 'Accept-Encoding';
  if (!notFound) headers['Accept-Ranges'] = 'bytes';
  return { notFound, files, codings, headers };
}

/** Sends an entry: the encoding the client prefers, whole, or the range it asked for; 304 when it has it already. */
async function send(req: IncomingMessage, res: ServerResponse, entry: Entry, status: 200 | 404, memory: Memory, complete: () => void): Promise<void> {
  const coding = (new Negotiator(req).encoding([...entry.codings], { preferred: [...entry.codings] }) as Coding | undefined) ?? 'identity';
  const file = entry.files[coding] ?? entry.files.identity!;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  if (status === 200) {
    res.setHeader('ETag', file.etag);
    if (fresh(req.headers, { etag: file.etag, 'last-modified': entry.headers['Last-Modified'] })) {
      res.statusCode = 304;
      res.end();
      complete();
      return;
    }
  }
  let start = 0;
  let end = file.bytes - 1;
  res.statusCode = status;
  const range = status === 200 && req.method === 'GET' ? req.headers.range : undefined;
  if (range !== undefined && file.bytes > 0 && rangeStillValid(req, file.etag, entry.headers['Last-Modified']!)) {
    const ranges = parseRange(file.bytes, range, { combine: true });
    if (ranges === -1) {
      res.setHeader('Content-Range', `bytes */${file.bytes}`);
      for (const name of ['Content-Encoding', 'Content-Type', 'ETag']) res.removeHeader(name);
      return sendStatus(res, 416, complete);
    }
    // Several ranges, or a header we do not read: the whole file (a server may always ignore Range).
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      ({ start, end } = ranges[0]!);
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${file.bytes}`);
    }
  }
  const length = end - start + 1;
  res.setHeader('Content-Length', length);
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    complete();
    return;
  }
  const kept = await memory.read(file.path, file.bytes);
  if (kept) {
    res.end(start === 0 && length === kept.length ? kept : kept.subarray(start, end + 1));
    complete();
    return;
  }
  const stream = createReadStream(file.path, { start, end });
  stream.once('error', () => res.destroy());
  res.once('close', () => stream.destroy());
  stream.once('end', complete);
  stream.pipe(res);
}

/** If-Range: a range of the representation the client has (by ETag or date), else the whole file. */
function rangeStillValid(req: IncomingMessage, etag: string, lastModified: string): boolean {
  const ifRange = req.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  return ifRange.startsWith('"') ? ifRange === etag : Date.parse(ifRange) >= Date.parse(lastModified);
}

type Memory = { read: (file: string, bytes: number) => Promise<Buffer | null> };

/** How many of the latest files read from disk memory remembers, to know a file asked for again. */
const RECENT_FILES = 1024;

/**
 * Small files asked for again stay in memory (opening and reading one costs more than sending it); the oldest leave
 * first. A file enters on its second request among the latest RECENT_FILES: a crawler's visit, which asks for each
 * file once, is streamed and leaves memory as it was (reading every file into memory cost the server 30–40 MB more
 * after such a visit; docs/benchmarks.md).
 */
function createMemory(maxFileBytes: number, maxBytes: number): Memory {
  const kept = new Map<string, Buffer>();
  const recent = new Set<string>();
  let total = 0;
  return {
    async read(file, bytes) {
      if (bytes > maxFileBytes) return null;
      const found = kept.get(file);
      if (found) return found;
      if (!recent.delete(file)) {
        recent.add(file);
        if (recent.size > RECENT_FILES) recent.delete(recent.values().next().value!);
        return null;
      }
      const body = await readFile(file);
      if (body.length !== bytes) throw new Error(`${file} changed since the site was published`);
      if (!kept.has(file)) {
        kept.set(file, body);
        total += body.length;
        for (const [oldest, { length }] of kept) {
          if (total <= maxBytes) break;
          kept.delete(oldest);
          total -= length;
        }
      }
      return body;
    },
  };
}

/** A server for one site (AppOptions), or for a handler made elsewhere (e.g. one that follows the builds). */
export type ServerOptions = AppOptions | { handler: RequestHandler; basePath?: string };

export function createServer(options: ServerOptions): Server {
  return http.createServer('handler' in options ? options.handler : createRequestHandler(options));
}

export type StartOptions = ServerOptions & { port: number; host?: string };
export type RunningServer = {
  server: Server;
  /** The site's address, base path included, e.g. `http://localhost:3000/`. */
  url: string;
  close: (timeoutMs?: number) => Promise<void>;
};

/** Creates the server and listens; `port: 0` picks a free port. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const server = createServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  const basePath = 'manifest' in options ? options.manifest.basePath : options.basePath;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${encodeURI(normaliseBasePath(basePath))}`;
  return { server, url, close: (timeoutMs) => closeGracefully(server, timeoutMs) };
}

/** Stops accepting connections, lets requests in flight finish (at most timeoutMs), then cuts the rest. */
export function closeGracefully(server: Server, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** TLS on this server, or a proxy in front of it that says the visitor used HTTPS. */
function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as Socket & { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',', 1)[0]?.trim().toLowerCase();
  return proto === 'https';
}

function sendStatus(res: ServerResponse, status: number, complete: () => void): void {
  const body = Buffer.from(`${status} ${http.STATUS_CODES[status] ?? ''}\n`);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', REVALIDATE);
  res.end(body); // Node drops the body of HEAD responses
  complete();
}

/** Logs the request once its response is over: complete when its whole body was handed to the connection. */
function logWhenDone(req: IncomingMessage, res: ServerResponse, log: (line: string) => void): { complete: () => void } {
  const started = performance.now();
  const url = printable(req.url ?? '');
  let complete = false;
  res.once('close', () => {
    const ms = (performance.now() - started).toFixed(1);
    log(`${req.method} ${url} ${res.statusCode} ${ms} ms${complete ? '' : ' (aborted)'}`);
  });
  return { complete: () => (complete = true) };
}

/** A URL safe for a log line: control characters escaped, long ones shortened. */
function printable(url: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const escaped = url.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return escaped.length > 300 ? `${escaped.slice(0, 300)}…(${url.length} chars)` : escaped;
}

export { IMMUTABLE, REVALIDATE };
