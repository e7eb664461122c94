import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import compression from 'compression';
import sirv from 'sirv';
import * as v from 'valibot';
import { normaliseBasePath } from '../src/content/build-options.server.ts';
import { resolveRequestPath, toSirvUrl } from './request-path.ts';

export type AppOptions = {
  /** The build folder, e.g. `build/client`. It is listed once, at startup: restart after a rebuild. */
  root: string;
  /** URL prefix the site was built for ('/' or '/x/'); default '/'. Other URLs get the 404 page. */
  basePath?: string;
  /** The page sent with status 404, relative to root; default `404/index.html`. */
  notFoundPage?: string;
  /** Receives one line per request (method, URL, status, duration); default: silent. */
  log?: (line: string) => void;
  /** Default: CONTENT_SECURITY_POLICY. */
  contentSecurityPolicy?: string;
};

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export const DEFAULT_NOT_FOUND_PAGE = '404/index.html';
export const BUILD_INFO_FILE = '.fauna-build.json';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but revalidated (ETag / Last-Modified) before every use. */
export const REVALIDATE = 'no-cache';
/** Same-origin only; React Router's prerendered pages hydrate from inline module scripts. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HTML = 'text/html; charset=utf-8';
const FALLBACK_NOT_FOUND_PAGE = '<!doctype html><html lang="sq"><meta charset="utf-8"><title>404</title><h1>Faqja nuk u gjet</h1></html>\n';

// Vite: `assets/<name>-<8 base64url chars>.<ext>`; the photo pipeline: `photos/<slug>-<width>-<8 hex>.<ext>`.
const VITE_ASSET = /^\/assets\/(?:[^/]+\/)*[^/]+-([\w-]{8})\.[a-z\d]+$/i;
const PHOTO = /^\/photos\/[^/]+-\d+-[\da-f]{8}\.[a-z\d]+$/;

/** Whether a path (relative to the build root) names a content-hashed file, safe to cache forever. */
export function isHashedAsset(path: string): boolean {
  if (PHOTO.test(path)) return true;
  const hash = VITE_ASSET.exec(path)?.[1];
  // `-original` is a name, not a hash: real hashes mix in digits or capitals.
  return hash !== undefined && /[a-z]/i.test(hash) && /[\dA-Z]/.test(hash);
}

const TEXT_TYPE = /^text\/|^application\/(?:.+\+)?(?:json|xml)$|^image\/svg\+xml$/;

/** The Content-Type for a file sirv typed from its name (`type` may be '' when the extension is unknown). */
export function contentTypeFor(type: string, path: string): string {
  if (path.endsWith('.data')) return 'text/x-script'; // React Router's turbo-stream loader data
  const essence = (type.split(';', 1)[0] ?? '').trim().toLowerCase();
  if (essence === '') return 'application/octet-stream';
  return TEXT_TYPE.test(essence) ? `${essence}; charset=utf-8` : essence;
}

/** The request handler: static files from `root`, compressed, with cache and security headers. */
export function createRequestHandler(options: AppOptions): RequestHandler {
  const root = path.resolve(options.root);
  if (!isDirectory(root)) throw new Error(`Build folder not found: ${root}`);
  const basePath = normaliseBasePath(options.basePath);
  const notFoundFile = options.notFoundPage ?? DEFAULT_NOT_FOUND_PAGE;
  const notFoundPage = readIfExists(path.join(root, notFoundFile)) ?? Buffer.from(FALLBACK_NOT_FOUND_PAGE);
  const notFoundUrls = pageUrls(notFoundFile);
  const securityHeaders = {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': options.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  const compress = compression() as unknown as Middleware; // typed for Express, works on plain http
  const serveFile = sirv(root, {
    etag: true,
    setHeaders: (res, pathname) => fixContentTypeOnWriteHead(res, pathname),
  });
  const sendNotFound = (res: ServerResponse) => sendBody(res, 404, notFoundPage, HTML);

  return (req, res) => {
    if (options.log) logWhenDone(req, res, options.log);
    res.on('error', () => res.destroy()); // never an unhandled 'error' event
    guardPipedStreams(res);
    try {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendStatus(res, 405);
      }
      const target = resolveRequestPath(req.url ?? '/', basePath);
      if (target.kind === 'bad-request') return sendStatus(res, 400);

      compress(req, res, () => {
        if (target.kind === 'outside-base-path' || notFoundUrls.has(target.path)) return sendNotFound(res);
        res.setHeader('Cache-Control', isHashedAsset(target.path) ? IMMUTABLE : REVALIDATE);
        // sirv's Range support is unchecked (bytes=5-2 throws) and clashes with compression: always send whole files.
        delete req.headers.range;
        req.url = toSirvUrl(target.path);
        serveFile(req, res, () => sendNotFound(res));
      });
    } catch (error) {
      console.error('server: unexpected error for', req.method, req.url, error);
      if (res.headersSent) res.destroy();
      else sendStatus(res, 500);
    }
  };
}

export function createServer(options: AppOptions): Server {
  return http.createServer(createRequestHandler(options));
}

export type StartOptions = AppOptions & { port: number; host?: string };
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
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${encodeURI(normaliseBasePath(options.basePath))}`;
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

const BuildInfoSchema = v.looseObject({ basePath: v.optional(v.string()) });

/** Reads `<root>/.fauna-build.json` (written by the build), e.g. `{ "basePath": "/fauna/" }`; absent → base path '/'. */
export function readBuildInfo(root: string): { basePath: string } {
  const file = path.join(root, BUILD_INFO_FILE);
  if (!existsSync(file)) return { basePath: '/' };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(BuildInfoSchema, json);
  if (!result.success) throw new Error(`${file}: expected {"basePath": "/…/"}: ${v.summarize(result.issues)}`);
  return { basePath: normaliseBasePath(result.output.basePath) };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function isDirectory(folder: string): boolean {
  return existsSync(folder) && statSync(folder).isDirectory();
}

function readIfExists(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/** URLs (relative to the base path) at which a prerendered page would be found, e.g. `/404`, `/404/`, `/404/index.html`. */
function pageUrls(file: string): Set<string> {
  const url = '/' + file.split(/[/\\]/).join('/');
  const folder = url.replace(/\/index\.html$/, '');
  return new Set(folder === url ? [url] : [folder, `${folder}/`, url]);
}

function sendBody(res: ServerResponse, status: number, body: Buffer, type: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', REVALIDATE);
  res.end(body); // Node drops the body of HEAD responses
}

function sendStatus(res: ServerResponse, status: number): void {
  sendBody(res, status, Buffer.from(`${status} ${http.STATUS_CODES[status] ?? ''}\n`), 'text/plain; charset=utf-8');
}

/** sirv passes the type it guessed from the file name to writeHead; correct it there. */
function fixContentTypeOnWriteHead(res: ServerResponse, pathname: string): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.at(-1);
    if (headers !== null && typeof headers === 'object' && !Array.isArray(headers)) {
      const record = headers as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (key.toLowerCase() === 'content-type') record[key] = contentTypeFor(String(record[key]), pathname);
      }
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as ServerResponse['writeHead'];
}

/** sirv pipes a file stream into the response unguarded: a file deleted since startup must not crash the
 * process, and a client that went away must not keep the file open. */
function guardPipedStreams(res: ServerResponse): void {
  res.on('pipe', (source: Readable) => {
    source.once('error', () => res.destroy());
    res.once('close', () => source.destroy());
  });
}

function logWhenDone(req: IncomingMessage, res: ServerResponse, log: (line: string) => void): void {
  const started = performance.now();
  const url = printable(req.url ?? '');
  // A client may close as soon as it has Content-Length bytes, before the piped file's end() (or 'finish'):
  // that is a complete response, so count the body bytes that went out.
  let bodyBytes = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) bodyBytes += Buffer.byteLength(chunk);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.once('close', () => {
    const ms = (performance.now() - started).toFixed(1);
    const length = Number(res.getHeader('content-length') ?? NaN);
    const complete = res.writableEnded || bodyBytes >= length;
    log(`${req.method} ${url} ${res.statusCode} ${ms} ms${complete ? '' : ' (aborted)'}`);
  });
}

/** A URL safe for a log line: control characters escaped, long ones shortened. */
function printable(url: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const escaped = url.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return escaped.length > 300 ? `${escaped.slice(0, 300)}…(${url.length} chars)` : escaped;
}
