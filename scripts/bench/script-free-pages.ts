// The bench's second control for Lighthouse: a route's own page with its scripts taken out, served beside the site.
// Its HTML, stylesheets, images and fonts are the site's; only the scripts are missing. What Lighthouse reports for
// it says how much of the route's TBT the page costs the browser to parse, style and lay out, before any script runs.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** Every `<script>` but structured data (JSON-LD runs nothing), and any module preload, taken out of an HTML page. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

export type ScriptFreeServer = { url: string; stop: () => Promise<void> };

/** Response headers that describe the upstream body, not the one this server sends. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified', 'vary', 'connection', 'keep-alive']);

/**
 * Serves `siteUrl`'s pages at the same paths on a free port of 127.0.0.1: the HTML pages without their scripts, in the
 * encoding the site sent them in (brotli, gzip or none), every other file as the site serves it.
 */
export async function startScriptFreeServer(siteUrl: string): Promise<ScriptFreeServer> {
  const upstream = new URL(siteUrl);
  const server: Server = createServer((incoming, response) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: upstream.host };
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
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

/** The encodings the site serves its pages in: the page is decoded, changed and encoded again as it came. */
const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> = {
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
  gzip: { decode: gunzipSync, encode: gzipSync },
};
