import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSite } from '../scripts/build/describe-site.ts';
import { writeSiteManifest, type SiteManifest } from '../src/config/site-manifest.server.ts';
import { createRequestHandler, IMMUTABLE, startServer } from './app.ts';
import type { RunningServer } from './app.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const SECRET = 'SECRET-OUTSIDE-THE-BUILD';
const filler = (label: string) => `<p>${label}: ${'Lloj i rrallë i faunës së Kosovës. '.repeat(60)}</p>`;
const page = (title: string) =>
  `<!doctype html><html lang="sq"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="stylesheet" href="/assets/root-D4x9Qa1Z.css"></head><body><h1>${title}</h1>${filler(title)}` +
  `<script type="module">import('/assets/entry.client-Bk0-_s2C.js')</script></body></html>\n`;

// A build folder shaped like React Router's prerendered output.
const files: Record<string, string | Buffer> = {
  'index.html': page('Fauna e Kosovës'),
  'endemic/index.html': page('Llojet endemike'),
  'references/index.html': page('Bibliografia'),
  'error/index.html': page('Gabim'),
  'families/Pakurrizoret tjerë/index.html': page('Pakurrizoret tjerë'),
  '404/index.html': page('Faqja nuk u gjet'),
  'assets/entry.client-Bk0-_s2C.js': `export const groups = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Grupi ${i}`))};\n`,
  'assets/root-D4x9Qa1Z.css': `${'.card { margin: 0 auto; padding: 1rem; }\n'.repeat(60)}`,
  'assets/unhashed.js': `console.log('not hashed');\n`,
  'assets/deleted-Zz9Yy8Xx.js': `${'export {};\n'.repeat(200)}`,
  'photos/ursus-arctos-640-3f2a9c1b.avif': randomBytes(4096),
  'photos/ursus-arctos-640-3f2a9c1b.webp': randomBytes(4096),
  'photos/ursus-arctos-640-3f2a9c1b.jpg': randomBytes(4096),
  'photos/big-1600-0a1b2c3d.jpg': randomBytes(8 * 1024 * 1024),
  'data/Pakurrizoret tjerë.csv': `Emri shkencor,Emri shqip\n${'Ursus arctos,Ariu i murrmë\n'.repeat(100)}`,
  'notes/100%.txt': 'percent\n',
  'data/memory.csv': `Lloji,Referenca\n${'Canis lupus,Smith 2001\n'.repeat(80)}`,
  'data/once.csv': `Lloji,Referenca\n${'Ursus arctos,Smith 2001\n'.repeat(80)}`,
  'data/large.csv': `Lloji,Referenca\n${'Canis lupus Linnaeus 1758,Smith 2001\n'.repeat(3000)}`,
  'endemic.data': `[{"_1":2},"routes/endemic",${'"x",'.repeat(400)}"y"]\n`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>\n`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '_headers': '/*\n  X-Frame-Options: DENY\n',
  '404.html': '<!doctype html><title>copy for static hosts</title>\n',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset></urlset>\n',
  '.fauna-build.json': '{ "basePath": "/fauna/" }\n',
};

let tmp: string;
let root: string;
let site: RunningServer;
let fauna: RunningServer;
let logged: RunningServer;
let strict: RunningServer;
const logLines: string[] = [];
/** The policy of every response that is not a page, in these tests. */
const TEST_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'";
const PAGE_POLICIES = {
  'index.html': "script-src 'sha256-home'",
  'endemic/index.html': "script-src 'sha256-endemic'; frame-ancestors 'self'",
  'families/Pakurrizoret tjerë/index.html': "script-src 'sha256-group'",
  '404/index.html': "script-src 'sha256-404'",
};

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'fauna-server-'));
  root = path.join(tmp, 'build', 'client');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  // Targets for traversal attempts.
  await writeFile(path.join(tmp, 'package.json'), `{"name": "${SECRET}"}\n`);
  await writeFile(path.join(tmp, 'build', 'package.json'), `{"name": "${SECRET}"}\n`);
  await writeFile(path.join(tmp, 'build', 'secret.txt'), SECRET);
  // As the build does (scripts/build/precompress.ts): .br and .gz beside each text file.
  for (const name of Object.keys(files).filter((name) => /\.(html|js|css|csv|svg|data|txt|xml)$/.test(name))) {
    const body = await readFile(path.join(root, name));
    await writeFile(path.join(root, `${name}.br`), zlib.brotliCompressSync(body));
    await writeFile(path.join(root, `${name}.gz`), zlib.gzipSync(body));
  }
  // Written after the build's compression step: must be sent as it is.
  await writeFile(path.join(root, 'late.txt'), 'not precompressed '.repeat(200));

  const siteDir = path.dirname(root);
  const at = { siteDir, port: 0, host: '127.0.0.1' };
  site = await startServer({ ...at, manifest: manifestOf('/') });
  fauna = await startServer({ ...at, manifest: manifestOf('/fauna/') });
  logged = await startServer({ ...at, manifest: manifestOf('/'), log: (line) => logLines.push(line) });
  strict = await startServer({ ...at, manifest: manifestOf('/', PAGE_POLICIES, "default-src 'none'") });
});

/** The manifest the build would write for the files above. */
function manifestOf(basePath: string, pagePolicies: Record<string, string> = {}, policy = TEST_POLICY): SiteManifest {
  const info = { basePath, buildId: 'test', content: [], notFoundPages: [{ pattern: '*', page: '404/index.html' }] };
  return describeSite(root, { info, pagePolicies, policy });
}

afterAll(async () => {
  await Promise.all([site, fauna, logged, strict].map((server) => server?.close(1000)));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };
type Init = { method?: string; headers?: Record<string, string>; body?: string };

/** Sends the path exactly as written (fetch would normalise it) and returns the raw, undecoded body. */
function request(server: RunningServer, urlPath: string, init: Init = {}): Promise<Reply> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Writes bytes on a fresh connection and returns everything the server sends back before closing. */
function raw(server: RunningServer, bytes: string | Buffer): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the response is fine: the response is what we check
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

const file = (name: string) => readFile(path.join(root, name));

async function expectStillServing(server: RunningServer = site, prefix = ''): Promise<void> {
  const reply = await request(server, `${prefix}/endemic`);
  expect(reply.status).toBe(200);
  expect(reply.body.toString()).toContain('Llojet endemike');
}

function expectNotFoundPage(reply: Reply): void {
  expect(reply.status).toBe(404);
  expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('no-cache');
  expect(reply.body.toString()).toContain('<h1>Faqja nuk u gjet</h1>');
}

describe('prerendered pages', () => {
  it.each([
    ['/', 'Fauna e Kosovës'],
    ['/index.html', 'Fauna e Kosovës'],
    ['/endemic', 'Llojet endemike'],
    ['/endemic/', 'Llojet endemike'],
    ['/endemic/index.html', 'Llojet endemike'],
    ['/endemic?from=home', 'Llojet endemike'],
    ['/references', 'Bibliografia'],
    ['/error/', 'Gabim'],
    ['/families/Pakurrizoret%20tjer%C3%AB', 'Pakurrizoret tjerë'],
    ['/families/Pakurrizoret%20tjer%C3%AB/', 'Pakurrizoret tjerë'],
    ['/families/Pakurrizoret%20tjere%CC%88', 'Pakurrizoret tjerë'], // NFD ë
  ])('%s → 200', async (url, title) => {
    const reply = await request(site, url);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body.toString()).toContain(`<h1>${title}</h1>`);
  });

  it.each(['/families/Unknown', '/families/Unknown/', '/nope', '/assets/missing-Ab12Cd34.js', '/404', '/404/', '/.fauna-build.json', '/_headers', '/404.html'])(
    '%s → the 404 page with status 404',
    async (url) => {
      expectNotFoundPage(await request(site, url));
    },
  );

  it('sends an address with doubled slashes on to the one with single slashes, where an unknown path is still a 404', async () => {
    const page = await request(site, '/families//Pakurrizoret%20tjer%C3%AB/?sort=lloji');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/families/Pakurrizoret%20tjer%C3%AB/?sort=lloji');
    const probe = await request(site, '//etc/passwd');
    expect(probe.status).toBe(301);
    expect(probe.headers.location).toBe('/etc/passwd');
    expectNotFoundPage(await request(site, probe.headers.location!));
  });

  it('serves files whose names contain a percent sign', async () => {
    const reply = await request(site, '/notes/100%25.txt');
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe('percent\n');
  });

  it('answers HEAD with headers only', async () => {
    const page = await request(site, '/endemic', { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers['content-length']).toBe(String((await file('endemic/index.html')).length));
    expect(page.body.length).toBe(0);
    const missing = await request(site, '/nope', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });

  it('answers a range of the file', async () => {
    const reply = await request(site, '/robots.txt', { headers: { Range: 'bytes=0-9' } });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-range']).toBe(`bytes 0-9/${files['robots.txt']!.length}`);
    expect(reply.body.toString()).toBe(String(files['robots.txt']).slice(0, 10));
    const large = await request(site, '/photos/big-1600-0a1b2c3d.jpg', { headers: { Range: 'bytes=-100' } });
    expect(large.status).toBe(206);
    expect(large.body.equals((await file('photos/big-1600-0a1b2c3d.jpg')).subarray(-100))).toBe(true);
  });

  it('a range of the encoding it sends: the compressed bytes', async () => {
    const reply = await request(site, '/endemic', { headers: { Range: 'bytes=0-99', 'Accept-Encoding': 'gzip' } });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.body.equals((await file('endemic/index.html.gz')).subarray(0, 100))).toBe(true);
  });

  it.each([
    ['bytes=5-2', 416],
    [`bytes=${10 ** 9}-`, 416],
    ['bytes=0-1,5-6', 200],
    ['lines=1-2', 200],
  ])('Range: %s → %i', async (range, status) => {
    const reply = await request(site, '/robots.txt', { headers: { Range: range } });
    expect(reply.status).toBe(status);
    if (status === 416) expect(reply.headers['content-range']).toBe(`bytes */${files['robots.txt']!.length}`);
    else expect(reply.body.toString()).toBe(files['robots.txt']);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const whole = await request(site, '/robots.txt', { headers: { Range: 'bytes=0-9', 'If-Range': '"older"' } });
    expect(whole.status).toBe(200);
    const current = String((await request(site, '/robots.txt')).headers.etag);
    expect((await request(site, '/robots.txt', { headers: { Range: 'bytes=0-9', 'If-Range': current } })).status).toBe(206);
  });
});

describe('content types', () => {
  it.each([
    ['/data/Pakurrizoret%20tjer%C3%AB.csv', 'text/csv; charset=utf-8'],
    ['/endemic', 'text/html; charset=utf-8'],
    ['/assets/entry.client-Bk0-_s2C.js', 'text/javascript; charset=utf-8'],
    ['/assets/root-D4x9Qa1Z.css', 'text/css; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/photos/ursus-arctos-640-3f2a9c1b.avif', 'image/avif'],
    ['/photos/ursus-arctos-640-3f2a9c1b.webp', 'image/webp'],
    ['/photos/ursus-arctos-640-3f2a9c1b.jpg', 'image/jpeg'],
    ['/endemic.data', 'text/x-script; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'text/xml; charset=utf-8'],
  ])('%s → %s', async (url, type) => {
    const reply = await request(site, url);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
  });

  it('serves CSV files byte for byte', async () => {
    const reply = await request(site, '/data/Pakurrizoret%20tjer%C3%AB.csv');
    expect(reply.body.equals(await file('data/Pakurrizoret tjerë.csv'))).toBe(true);
  });
});

describe('caching', () => {
  it.each(['/assets/entry.client-Bk0-_s2C.js', '/assets/root-D4x9Qa1Z.css', '/photos/ursus-arctos-640-3f2a9c1b.avif', '/photos/big-1600-0a1b2c3d.jpg'])(
    'hashed %s is immutable',
    async (url) => {
      const reply = await request(site, url, { method: 'HEAD' });
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['/', '/endemic/', '/data/Pakurrizoret%20tjer%C3%AB.csv', '/endemic.data', '/assets/unhashed.js', '/favicon.svg', '/robots.txt', '/sitemap.xml'])(
    'unhashed %s is revalidated',
    async (url) => {
      const reply = await request(site, url);
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(reply.headers['last-modified']).toBeDefined();
    },
  );

  it.each(['/endemic/', '/data/Pakurrizoret%20tjer%C3%AB.csv', '/assets/entry.client-Bk0-_s2C.js'])('%s → 304 on a matching If-None-Match', async (url) => {
    // Each encoding is its own representation with its own ETag; a client revalidates the one it holds.
    const first = await request(site, url, { headers: { 'Accept-Encoding': 'gzip' } });
    const identity = await request(site, url);
    expect(identity.headers.etag).not.toBe(first.headers.etag);
    const again = await request(site, url, { headers: { 'If-None-Match': String(first.headers.etag), 'Accept-Encoding': 'gzip' } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const changed = await request(site, url, { headers: { 'If-None-Match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });
});

describe('compression (precompressed at build time)', () => {
  it.each(['/endemic', '/assets/root-D4x9Qa1Z.css', '/assets/entry.client-Bk0-_s2C.js', '/data/Pakurrizoret%20tjer%C3%AB.csv', '/favicon.svg', '/endemic.data'])(
    'gzips %s',
    async (url) => {
      const plain = await request(site, url);
      const reply = await request(site, url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
      expect(reply.body.length).toBeLessThan(plain.body.length);
      expect(zlib.gunzipSync(reply.body).equals(plain.body)).toBe(true);
    },
  );

  it('prefers brotli when accepted', async () => {
    const reply = await request(site, '/endemic', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(reply.body).equals(await file('endemic/index.html'))).toBe(true);
  });

  it('compresses the 404 page', async () => {
    const reply = await request(site, '/nope', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(reply.body).toString()).toContain('Faqja nuk u gjet');
  });

  it.each(['/photos/ursus-arctos-640-3f2a9c1b.avif', '/photos/ursus-arctos-640-3f2a9c1b.webp', '/photos/ursus-arctos-640-3f2a9c1b.jpg'])(
    'leaves image %s alone',
    async (url) => {
      const reply = await request(site, url, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body.length).toBe(4096);
    },
  );

  it('sends the precompressed files as they are', async () => {
    const reply = await request(site, '/assets/root-D4x9Qa1Z.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(reply.body.equals(await file('assets/root-D4x9Qa1Z.css.br'))).toBe(true);
    const gzip = await request(site, '/data/Pakurrizoret%20tjer%C3%AB.csv', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.body.equals(await file('data/Pakurrizoret tjerë.csv.gz'))).toBe(true);
  });

  it('never compresses at request time', async () => {
    const reply = await request(site, '/late.txt', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe('not precompressed '.repeat(200));
  });

  it('sends identity without Accept-Encoding, and for HEAD', async () => {
    const plain = await request(site, '/endemic');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const head = await request(site, '/endemic', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe('security headers', () => {
  it.each([
    ['GET', '/endemic', 200],
    ['GET', '/assets/root-D4x9Qa1Z.css', 200],
    ['GET', '/nope', 404],
    ['GET', '/%', 400],
    ['POST', '/', 405],
  ])('%s %s (%i) carries them', async (method, url, status) => {
    const reply = await request(site, url, { method });
    expect(reply.status).toBe(status);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBe(TEST_POLICY);
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the visitor came over HTTPS', async () => {
    for (const proto of ['https', 'HTTPS', 'https, http']) {
      const reply = await request(site, '/endemic', { headers: { 'X-Forwarded-Proto': proto } });
      expect(reply.headers['strict-transport-security'], proto).toBe('max-age=31536000; includeSubDomains');
    }
    const plain = await request(site, '/endemic', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['/', "script-src 'sha256-home'; frame-ancestors 'none'"],
    ['/index.html', "script-src 'sha256-home'; frame-ancestors 'none'"],
    ['/endemic', "script-src 'sha256-endemic'; frame-ancestors 'self'"],
    ['/endemic/', "script-src 'sha256-endemic'; frame-ancestors 'self'"],
    ['/families/Pakurrizoret%20tjere%CC%88/', "script-src 'sha256-group'; frame-ancestors 'none'"],
    ['/nope', "script-src 'sha256-404'; frame-ancestors 'none'"],
    ['/assets/root-D4x9Qa1Z.css', "default-src 'none'; frame-ancestors 'none'"],
    ['/%', "default-src 'none'; frame-ancestors 'none'"],
  ])('sends the build\'s policy of the page: %s', async (url, policy) => {
    const reply = await request(strict, url);
    expect(reply.headers['content-security-policy']).toBe(policy);
  });
});

describe('bad requests get a 4xx and the server keeps serving', () => {
  it.each([
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/endemic%', 400],
    ['/../../etc/passwd', 400],
    ['/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/%2E%2E/package.json', 400],
    ['/assets/..%2f..%2fpackage.json', 400],
    ['/assets/..%2F..%2F..%2Fsecret.txt', 400],
    ['/assets/..%5c..%5cpackage.json', 400],
    ['/assets/..\\..\\package.json', 400],
    ['/..', 400],
    ['/endemic%00', 400],
    ['/%00/../package.json', 400],
    ['/' + 'a'.repeat(8 * 1024), 404],
    ['/families/' + '%C3%AB'.repeat(1300), 404],
  ])('%s → %i', async (url, status) => {
    const reply = await request(site, url);
    expect(reply.status).toBe(status);
    expect(reply.body.toString()).not.toContain(SECRET);
    await expectStillServing();
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s → 405 with Allow', async (method) => {
    const reply = await request(site, '/endemic', { method, body: method === 'POST' || method === 'PUT' ? 'x=1'.repeat(1000) : undefined });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
    await expectStillServing();
  });

  it.each([
    ['a NUL byte in the request line', 'GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 400/],
    ['a NUL byte in a header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n', /^HTTP\/1\.1 400/],
    ['a 100 KB path', `GET /${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`, /^HTTP\/1\.1 (431|414)/],
    ['a non-HTTP line', 'HELLO\r\n\r\n', /^HTTP\/1\.1 400/],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 405/],
    ['a relative target', 'GET endemic HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 400/],
    ['an absolute-form target', 'GET http://x/endemic HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 200/],
  ])('%s', async (_, bytes, status) => {
    const response = await raw(site, bytes);
    expect(response).toMatch(status);
    expect(response).not.toContain(SECRET);
    await expectStillServing();
  });

  it('survives clients that go away mid-response', async () => {
    const { port } = new URL(site.url);
    await Promise.all(
      ['identity', 'gzip'].flatMap((encoding) =>
        [0, 1].map(
          (waitForData) =>
            new Promise<void>((resolve) => {
              const socket = net.connect(Number(port), '127.0.0.1', () => {
                socket.write(`GET /photos/big-1600-0a1b2c3d.jpg HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
                if (!waitForData) socket.destroy();
              });
              socket.once('data', () => socket.destroy());
              socket.on('error', () => {});
              socket.on('close', () => resolve());
            }),
        ),
      ),
    );
    await expectStillServing();
  });

  it('survives a file deleted after startup', async () => {
    await unlink(path.join(root, 'assets/deleted-Zz9Yy8Xx.js'));
    const outcome = await request(site, '/assets/deleted-Zz9Yy8Xx.js').then(
      (reply) => reply.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(outcome).not.toBe(200);
    await expectStillServing();
  });
});

describe('memory', () => {
  it("keeps none of the manifest it was made from: the resources' table is garbage once the handler is made", async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const made = () => {
      const manifest = manifestOf('/');
      const handler = createRequestHandler({ siteDir: path.dirname(root), manifest, log: () => {} });
      return { handler, resources: new WeakRef(manifest.resources) };
    };
    const { handler, resources } = made();
    await new Promise((resolve) => setTimeout(resolve, 0)); // a WeakRef holds its target until the task ends
    gc();
    expect(resources.deref()).toBeUndefined();
    expect(handler).toBeTypeOf('function');
  });
});

describe('small files from memory once read', () => {
  const FILE_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag', 'content-encoding', 'vary'];
  const pick = (headers: IncomingHttpHeaders) => Object.fromEntries(FILE_HEADERS.map((name) => [name, headers[name]]));
  const removeWithVariants = (name: string) => Promise.all(['', '.br', '.gz'].map((suffix) => unlink(path.join(root, name + suffix))));
  /** Served once, then its files removed: a file the server did not keep can no longer be answered. */
  async function expectNotKept(file: string) {
    expect((await request(site, `/${file}`)).status).toBe(200);
    await removeWithVariants(file);
    const outcome = await request(site, `/${file}`).then(
      (reply) => reply.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(outcome).not.toBe(200);
    await expectStillServing();
  }

  it('a file asked for once is streamed, not kept (a crawler leaves memory as it was)', async () => {
    await expectNotKept('data/once.csv');
  });

  it('a file asked for again is kept: answered with the same status, headers and bytes, per encoding, once the file is gone', async () => {
    const encodings: Record<string, string>[] = [{}, { 'Accept-Encoding': 'gzip' }, { 'Accept-Encoding': 'gzip, br' }];
    for (const headers of encodings) await request(site, '/data/memory.csv', { headers });
    const first = await Promise.all(encodings.map((headers) => request(site, '/data/memory.csv', { headers })));
    expect(first.map((reply) => reply.headers['content-encoding'])).toEqual([undefined, 'gzip', 'br']);
    await removeWithVariants('data/memory.csv');
    for (const [index, headers] of encodings.entries()) {
      const again = await request(site, '/data/memory.csv', { headers });
      expect(again.status).toBe(200);
      expect(pick(again.headers)).toEqual(pick(first[index]!.headers));
      expect(again.body.equals(first[index]!.body)).toBe(true);
    }
  });

  it('still sets the per-request headers: the page policy, HSTS over HTTPS, caching', async () => {
    await request(strict, '/');
    const again = await request(strict, '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(again.headers['content-security-policy']).toContain("'sha256-home'");
    expect(again.headers['strict-transport-security']).toBeDefined();
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('answers revalidation and HEAD with the same headers', async () => {
    const first = await request(site, '/robots.txt');
    const revalidated = await request(site, '/robots.txt', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await request(site, '/robots.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('streams large files every time', async () => {
    await expectNotKept('data/large.csv');
  });
});

describe('base path', () => {
  it.each([
    ['/fauna/', 'Fauna e Kosovës'],
    ['/fauna', 'Fauna e Kosovës'],
    ['/fauna/endemic', 'Llojet endemike'],
    ['/fauna/endemic/', 'Llojet endemike'],
    ['/fauna/families/Pakurrizoret%20tjer%C3%AB/', 'Pakurrizoret tjerë'],
  ])('%s → 200', async (url, title) => {
    const reply = await request(fauna, url);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain(`<h1>${title}</h1>`);
  });

  it('serves assets and data under the prefix', async () => {
    const asset = await request(fauna, '/fauna/assets/root-D4x9Qa1Z.css');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    const csv = await request(fauna, '/fauna/data/Pakurrizoret%20tjer%C3%AB.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it.each(['/', '/endemic', '/assets/root-D4x9Qa1Z.css', '/faunax/endemic', '/fauna/nope', '/fauna/404'])('%s → the 404 page', async (url) => {
    expectNotFoundPage(await request(fauna, url));
  });

  it('rejects traversal out of the prefix', async () => {
    const reply = await request(fauna, '/fauna/../package.json');
    expect(reply.status).toBe(400);
    await expectStillServing(fauna, '/fauna');
  });

  it('reports its address with the prefix', () => {
    expect(fauna.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fauna\/$/);
  });
});

describe('logging', () => {
  it('logs one line per request when asked to', async () => {
    logLines.length = 0;
    await request(logged, '/endemic');
    await request(logged, '/nope%0A');
    await expect.poll(() => logLines.length).toBe(2);
    expect(logLines[0]).toMatch(/^GET \/endemic 200 \d+\.\d ms$/);
    expect(logLines[1]).toMatch(/^GET \/nope%0A 400 /);
  });

  it('never calls a complete response aborted, compressed or not', async () => {
    logLines.length = 0;
    for (let i = 0; i < 20; i++) {
      await request(logged, '/endemic');
      await request(logged, '/endemic', { headers: { 'accept-encoding': 'br' } });
    }
    await expect.poll(() => logLines.length).toBe(40);
    for (const line of logLines) expect(line).toMatch(/^GET \/endemic 200 \d+\.\d ms$/);
  });

  it('marks a response the client walked away from as aborted', async () => {
    logLines.length = 0;
    const { port } = new URL(logged.url);
    await new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/photos/big-1600-0a1b2c3d.jpg', agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
    });
    await expect.poll(() => logLines).toHaveLength(1);
    expect(logLines[0]).toMatch(/^GET \/photos\/big-1600-0a1b2c3d\.jpg 200 \d+\.\d ms \(aborted\)$/);
  });
});

describe('server/main.ts', () => {
  type Run = { output: string; code: number | null };

  /** Starts main.ts; `whileRunning` gets its URL, then the process is sent SIGTERM. */
  function runMain(env: Record<string, string>, whileRunning?: (url: string) => Promise<void>): Promise<Run> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: repoRoot,
        env: { ...process.env, FAUNA_LOG: '', ...env },
      });
      let output = '';
      let started = false;
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /at (http:\S+)/.exec(output)?.[1];
        if (url && !started) {
          started = true;
          (whileRunning?.(url) ?? Promise.resolve()).then(() => child.kill('SIGTERM'), (error: unknown) => {
            child.kill('SIGKILL');
            reject(error as Error);
          });
        }
      };
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
      child.on('exit', (code) => resolve({ output, code }));
    });
  }

  // The site folder's manifest, as the build writes it (of the files still there after the tests above).
  beforeAll(() => writeSiteManifest(path.dirname(root), manifestOf('/fauna/', { 'endemic/index.html': "script-src 'sha256-e'" }, "default-src 'none'")));

  it('serves the site under the base path its manifest gives, and stops on SIGTERM', async () => {
    const run = await runMain({ PORT: '0', FAUNA_BUILD_DIR: path.dirname(root) }, async (url) => {
      expect(url).toMatch(/^http:\/\/localhost:\d+\/fauna\/$/);
      const response = await fetch(`${url}endemic`);
      expect(response.status).toBe(200);
    });
    expect(run.code).toBe(0);
    expect(run.output).not.toMatch(/GET \/fauna\/endemic/); // quiet by default
  });

  it("sends the manifest's policies", async () => {
    const run = await runMain({ PORT: '0', FAUNA_BUILD_DIR: path.dirname(root) }, async (url) => {
      expect((await fetch(`${url}endemic`)).headers.get('content-security-policy')).toBe("script-src 'sha256-e'; frame-ancestors 'none'");
      expect((await fetch(`${url}robots.txt`)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    });
    expect(run.code).toBe(0);
  });

  it('logs requests with FAUNA_LOG=1', async () => {
    const run = await runMain({ PORT: '0', FAUNA_BUILD_DIR: path.dirname(root), FAUNA_LOG: '1' }, async (url) => {
      await fetch(`${url}endemic`);
    });
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/GET \/fauna\/endemic 200/);
  });

  it('refuses a missing build, in one line', async () => {
    const run = await runMain({ PORT: '0', FAUNA_BUILD_DIR: path.join(tmp, 'missing') });
    expect(run.code).toBe(1);
    expect(run.output.trim().split('\n')).toEqual([expect.stringMatching(/^Cannot start the server: .*missing\/site-manifest\.json: missing; run `npm run build`$/)]);
  });

  it.each([
    ['not JSON', '{ "format": 1,', /site-manifest\.json: not valid JSON/],
    ['another shape', '{ "format": 2, "resources": [] }', /site-manifest\.json: not a site manifest \(format: .*\)/],
    ['a file it does not have', null, /client\/404\/index\.html: missing \(the site manifest lists it for \/404\)/],
  ])('refuses a malformed manifest (%s), in one line', async (_, text, message) => {
    const siteDir = await mkdtemp(path.join(tmp, 'malformed-'));
    await mkdir(path.join(siteDir, 'client'));
    const manifest = text ?? JSON.stringify(manifestOf('/'));
    await writeFile(path.join(siteDir, 'site-manifest.json'), manifest);
    const run = await runMain({ PORT: '0', FAUNA_BUILD_DIR: siteDir });
    expect(run.code).toBe(1);
    const lines = run.output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start the server: /);
    expect(lines[0]).toMatch(message);
  });
});
