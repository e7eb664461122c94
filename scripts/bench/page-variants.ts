// The bench's variants of a route for Lighthouse: the route's own page served beside the site with one thing taken
// out, everything else as the site sends it. What Lighthouse reports for a variant, against the route's own figures,
// says what that one thing costs:
// - `without-scripts`: every script taken out of the HTML; what is left is what the page costs the browser to parse,
//   style and lay out before any script runs.
// - `without-opener-policy`: the Cross-Origin-Opener-Policy header taken off every response, the bytes unchanged. With
//   it, a page opened from another (Lighthouse's about:blank, a new tab, another site) starts in a new renderer process.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { OPENER_POLICY_HEADER } from '../../server/headers.ts';

export type PageVariant = 'without-scripts' | 'without-opener-policy';
export const PAGE_VARIANTS: readonly PageVariant[] = ['without-scripts', 'without-opener-policy'];

/** How the bench names a variant: after a page ("home without its scripts"), after pages, and in a table's row. */
export const VARIANT_LABELS: Record<PageVariant, { page: string; pages: string; row: string }> = {
  'without-scripts': { page: 'without its scripts', pages: 'without their scripts', row: 'no scripts' },
  'without-opener-policy': { page: 'without the COOP header', pages: 'without the COOP header', row: 'no COOP header' },
};

/** What the bench says of figures measured on a variant of the whole site rather than on the site as served. */
export const siteVariantNote = (variant: PageVariant) => `the site ${VARIANT_LABELS[variant].pages}, not as served`;

/**
 * BENCH_LIGHTHOUSE_VARIANT=without-opener-policy: Lighthouse measures every route on that variant of the site instead
 * of the site as served (to weigh what a change would do before making it); unset, the site as served.
 */
export function lighthouseSiteVariant(value: string | undefined): PageVariant | null {
  if (value === undefined || value.trim() === '') return null;
  const variant = PAGE_VARIANTS.find((candidate) => candidate === value.trim());
  if (!variant) throw new Error(`BENCH_LIGHTHOUSE_VARIANT=${value}: not a variant (${PAGE_VARIANTS.join(', ')})`);
  return variant;
}

/** Every `<script>` but structured data (JSON-LD runs nothing), and any module preload, taken out of an HTML page. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

export type VariantServer = { url: string; stop: () => Promise<void> };

/** Response headers that describe the upstream body, not the one this server sends. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified', 'vary', 'connection', 'keep-alive']);

/**
 * Serves `siteUrl`'s files at the same paths on a free port of 127.0.0.1, without `variant`: without scripts, the HTML
 * pages changed and sent in the encoding the site sent them in (brotli, gzip or none), every other file as the site
 * serves it; without the opener policy, every file as the site serves it but for that header.
 */
export function startVariantServer(siteUrl: string, variant: PageVariant): Promise<VariantServer> {
  return startProxy(siteUrl, (answer, response) => {
    if (variant === 'without-opener-policy' || !String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
      response.writeHead(answer.statusCode ?? 502, variant === 'without-opener-policy' ? withoutHeader(answer.headers, OPENER_POLICY_HEADER) : answer.headers);
      answer.pipe(response);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const raw = Buffer.concat(chunks);
      const encoding = String(answer.headers['content-encoding'] ?? '');
      const codec = CODECS[encoding];
      const page = Buffer.from(withoutScripts((codec ? codec.decode(raw) : raw).toString('utf8')));
      const body = codec ? codec.encode(page) : page;
      const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !BODY_HEADERS.has(name)));
      response.writeHead(answer.statusCode ?? 502, { ...kept, ...(codec ? { 'content-encoding': encoding } : {}), 'content-length': body.length, vary: 'Accept-Encoding' });
      response.end(body);
    });
  });
}

/** `siteUrl`'s files through the same proxy as a variant, nothing changed: the twin that pays the same extra hop. */
export function startPassThroughServer(siteUrl: string): Promise<VariantServer> {
  return startProxy(siteUrl, (answer, response) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
}

/** A proxy on a free port of 127.0.0.1 in front of `siteUrl`: each request forwarded, the answer handed to `respond`. */
async function startProxy(siteUrl: string, respond: (answer: IncomingMessage, response: ServerResponse) => void): Promise<VariantServer> {
  const upstream = new URL(siteUrl);
  const server: Server = createServer((incoming, response) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: upstream.host };
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => respond(answer, response));
    forward.on('error', () => response.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `headers` without `name` (Node gives response headers in lower case). */
function withoutHeader(headers: IncomingHttpHeaders, name: string): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name.toLowerCase()));
}

/** The encodings the site serves its pages in: the page is decoded, changed and encoded again as it came. */
const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> = {
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
  gzip: { decode: gunzipSync, encode: gzipSync },
};
