import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OPENER_POLICY_HEADER } from '../../server/headers.ts';
import { lighthouseSiteVariant, startPassThroughServer, startVariantServer, withoutScripts, type PageVariant } from './page-variants.ts';

const PAGE = [
  '<!DOCTYPE html><html lang="sq"><head><link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '<script type="application/ld+json">{"@type":"Dataset"}</script></head>',
  '<body><h1>Fauna</h1><script>window.__context = {};</script>',
  '<script type="module" async>import("/assets/entry.js");</script><script id="_R_">requestAnimationFrame(() => {});</script>',
  '</body></html>',
].join('');
const STYLES = 'h1 { color: green; }';

/**
 * A stand-in for the site: PAGE at `/` (brotli when asked), 404 elsewhere, a stylesheet; every answer with COOP. Served
 * through `variant`'s proxy, or through the proxy that changes nothing (`pass-through`).
 */
async function withVariant(variant: PageVariant | 'pass-through', test: (variantUrl: string) => Promise<void>): Promise<void> {
  const site = createServer((request, response) => {
    const common = { [OPENER_POLICY_HEADER]: 'same-origin' };
    if (request.url === '/assets/root.css') {
      response.writeHead(200, { ...common, 'content-type': 'text/css', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(STYLES);
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = brotli ? brotliCompressSync(PAGE) : Buffer.from(PAGE);
    response.writeHead(request.url === '/' ? 200 : 404, {
      ...common,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'",
      ...(brotli ? { 'content-encoding': 'br' } : {}),
      'content-length': body.length,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  const server = await (variant === 'pass-through' ? startPassThroughServer(siteUrl) : startVariantServer(siteUrl, variant));
  try {
    await test(server.url);
  } finally {
    await server.stop();
    await new Promise((resolve) => site.close(resolve));
  }
}

describe('the variant of a page without its scripts', () => {
  it('keeps the HTML, stylesheets and structured data, and nothing that runs or preloads a script', () => {
    const page = withoutScripts(PAGE);
    expect(page).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script type="application/ld+json">{"@type":"Dataset"}</script>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(page).toContain('<body><h1>Fauna</h1></body></html>');
  });

  it('is served in the encoding the site used, with all its headers; other files pass through unchanged', () =>
    withVariant('without-scripts', async (variantUrl) => {
      // fetch decodes brotli: the body read is the changed page.
      const page = await fetch(variantUrl, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(page.headers.get(OPENER_POLICY_HEADER)).toBe('same-origin');
      expect(await page.text()).toBe(withoutScripts(PAGE));
      const plain = await fetch(variantUrl, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(withoutScripts(PAGE));
      expect((await fetch(new URL('no-such-page', variantUrl))).status).toBe(404);
      const styles = await fetch(new URL('assets/root.css', variantUrl));
      expect(styles.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await styles.text()).toBe(STYLES);
    }));
});

describe('the variant of a page without the opener policy', () => {
  it('sends every file as the site does, in the same encoding and bytes, without that one header', () =>
    withVariant('without-opener-policy', async (variantUrl) => {
      const page = await fetch(variantUrl, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get(OPENER_POLICY_HEADER)).toBeNull();
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('content-length')).toBe(String(brotliCompressSync(PAGE).length));
      expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(await page.text()).toBe(PAGE);
      const missing = await fetch(new URL('no-such-page', variantUrl));
      expect(missing.status).toBe(404);
      expect(missing.headers.get(OPENER_POLICY_HEADER)).toBeNull();
      const styles = await fetch(new URL('assets/root.css', variantUrl));
      expect(styles.headers.get(OPENER_POLICY_HEADER)).toBeNull();
      expect(styles.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await styles.text()).toBe(STYLES);
    }));
});

describe('the site passed through, the twin of a variant', () => {
  it('sends every file as the site does, the opener policy kept', () =>
    withVariant('pass-through', async (url) => {
      const page = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get(OPENER_POLICY_HEADER)).toBe('same-origin');
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('content-length')).toBe(String(brotliCompressSync(PAGE).length));
      expect(await page.text()).toBe(PAGE);
      const missing = await fetch(new URL('no-such-page', url));
      expect(missing.status).toBe(404);
      expect(missing.headers.get(OPENER_POLICY_HEADER)).toBe('same-origin');
      const styles = await fetch(new URL('assets/root.css', url));
      expect(styles.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await styles.text()).toBe(STYLES);
    }));
});

describe('BENCH_LIGHTHOUSE_VARIANT', () => {
  it('names one variant for Lighthouse to measure the whole site on, or none', () => {
    expect(lighthouseSiteVariant(undefined)).toBeNull();
    expect(lighthouseSiteVariant(' ')).toBeNull();
    expect(lighthouseSiteVariant('without-opener-policy')).toBe('without-opener-policy');
    expect(lighthouseSiteVariant(' without-scripts ')).toBe('without-scripts');
    expect(() => lighthouseSiteVariant('no-coop')).toThrow('BENCH_LIGHTHOUSE_VARIANT=no-coop: not a variant (without-scripts, without-opener-policy)');
  });
});
