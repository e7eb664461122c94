import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { DEFAULT_NOT_FOUND_PAGES, matchesPagePattern, normaliseBasePath, staticHostNotFoundFile, type BuildInfo } from '../src/config/build-info.server.ts';
import { FALLBACK_CONTENT_SECURITY_POLICY, IMMUTABLE, policyFor, REVALIDATE, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, withFrameAncestors, type CspTable } from './headers.ts';
import { resolveRequestPath, toSirvUrl } from './request-path.ts';
import { createResponseCache } from './response-cache.ts';

export { IMMUTABLE, REVALIDATE };

export type AppOptions = {
  /** The site's files, e.g. `build/sites/<id>/client`. Listed once: a new build gets a new handler (follow-build.ts). */
  root: string;
  /** URL prefix the site was built for ('/' or '/x/'); default '/'. Other URLs get the 404 page. */
  basePath?: string;
  /** The pages sent with status 404 (relative to root), by the addresses they answer; default `404/index.html` for all. */
  notFoundPages?: BuildInfo['notFoundPages'];
  /** Receives one line per request (method, URL, status, duration); default: silent. */
  log?: (line: string) => void;
  /** One policy for every response, or the build's table per page (see headers.ts); default: the fallback policy. */
  contentSecurityPolicy?: string | CspTable;
};

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Files in the client folder that belong to static hosts, not to the site (see scripts/build/host-headers.ts). */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

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

/** The request handler: static files from `root`, precompressed at build time, with cache and security headers. */
export function createRequestHandler(options: AppOptions): RequestHandler {
  const root = path.resolve(options.root);
  if (!isDirectory(root)) throw new Error(`Build folder not found: ${root}`);
  const basePath = normaliseBasePath(options.basePath);
  const notFoundPages = (options.notFoundPages ?? DEFAULT_NOT_FOUND_PAGES).map(({ pattern, page }) => ({
    pattern,
    file: page,
    variants: readVariants(path.join(root, page)),
  }));
  // Each 404 page answers 404 at its own addresses too, and at its copy for static hosts (`404.html`).
  const notFoundUrls = new Set(notFoundPages.flatMap(({ file }) => [...pageUrls(file), `/${staticHostNotFoundFile(file)}`]));
  const notFoundPageFor = (requestPath: string | null) =>
    notFoundPages.find(({ pattern }) => requestPath !== null && matchesPagePattern(pattern, requestPath)) ?? notFoundPages.at(-1)!;
  const csp = options.contentSecurityPolicy ?? FALLBACK_CONTENT_SECURITY_POLICY;
  const table: CspTable = typeof csp === 'string' ? { '*': csp } : csp;
  const policies = Object.fromEntries(Object.entries(table).map(([file, value]) => [file.normalize('NFC'), withFrameAncestors(value)]));
  const policy = (requestPath: string) => policyFor(policies, requestPath);
  // The build writes `.br` and `.gz` beside every text file; sirv picks the one the client accepts.
  const serveFile = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => fixContentTypeOnWriteHead(res, pathname),
  });
  const cache = createResponseCache();
  const sendNotFound = (req: IncomingMessage, res: ServerResponse, requestPath: string | null) => {
    const { file, variants } = notFoundPageFor(requestPath);
    res.setHeader('Content-Security-Policy', policy(file));
    const encoding = acceptedEncoding(req, variants);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    sendBody(res, 404, variants[encoding]!, HTML);
  };

  return (req, res) => {
    if (options.log) logWhenDone(req, res, options.log);
    res.on('error', () => res.destroy()); // never an unhandled 'error' event
    guardPipedStreams(res);
    try {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      if (isHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      res.setHeader('Content-Security-Policy', policy('*'));
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendStatus(res, 405);
      }
      const target = resolveRequestPath(req.url ?? '/', basePath);
      if (target.kind === 'bad-request') return sendStatus(res, 400);
      if (target.kind === 'outside-base-path') return sendNotFound(req, res, null);
      if (notFoundUrls.has(target.path) || HOST_FILES.has(target.path)) return sendNotFound(req, res, target.path);
      res.setHeader('Content-Security-Policy', policy(target.path));
      res.setHeader('Cache-Control', isHashedAsset(target.path) ? IMMUTABLE : REVALIDATE);
      // sirv's Range support is unchecked (bytes=5-2 throws) and would cut compressed bodies: always send whole files.
      delete req.headers.range;
      if (cache.answer(req, res, target.path)) return;
      cache.record(req, res, target.path);
      req.url = toSirvUrl(target.path);
      serveFile(req, res, () => sendNotFound(req, res, target.path));
    } catch (error) {
      console.error('server: unexpected error for', req.method, req.url, error);
      if (res.headersSent) res.destroy();
      else sendStatus(res, 500);
    }
  };
}

/** A server for one build folder (AppOptions), or for a handler made elsewhere (e.g. one that follows the builds). */
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

function isDirectory(folder: string): boolean {
  return existsSync(folder) && statSync(folder).isDirectory();
}

type Encoding = 'br' | 'gzip' | 'identity';
type Variants = Partial<Record<Encoding, Buffer>> & { identity: Buffer };

/** A file and its precompressed variants (`.br`, `.gz`), or the fallback 404 page when it is missing. */
function readVariants(file: string): Variants {
  if (!existsSync(file)) return { identity: Buffer.from(FALLBACK_NOT_FOUND_PAGE) };
  const variants: Variants = { identity: readFileSync(file) };
  if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
  return variants;
}

/** The same choice as sirv's: brotli, then gzip, when the client names it and the variant exists. */
function acceptedEncoding(req: IncomingMessage, variants: Variants): Encoding {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (variants.br && /\bbr\b/i.test(accepted)) return 'br';
  if (variants.gzip && accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/** TLS on this server, or a proxy in front of it that says the visitor used HTTPS. */
function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as Socket & { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',', 1)[0]?.trim().toLowerCase();
  return proto === 'https';
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
