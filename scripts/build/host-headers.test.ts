import { describe, expect, it } from 'vitest';
import type { Resource, SiteManifest } from '../../src/config/site-manifest.server.ts';
import { nginxSiteConf, staticHostHeaders, staticHostRedirects } from './host-headers.ts';

const resource = (file: string, extra: Partial<Resource> = {}): Resource => ({
  file,
  type: 'text/html; charset=utf-8',
  bytes: 1,
  encodings: {},
  hash: 'h',
  cache: 'revalidate',
  ...extra,
});

const manifest = (basePath: string): SiteManifest => ({
  format: 1,
  buildId: 'b1',
  builtAt: '2026-11-25T00:00:00.000Z',
  basePath,
  content: [],
  policy: "default-src 'self'",
  notFoundPages: [
    { pattern: '/species/:slug', page: '/species/404' },
    { pattern: '*', page: '/404' },
  ],
  resources: {
    '/': resource('index.html', { policy: "script-src 'sha256-a'" }),
    '/families/Pakurrizoret tjerë': resource('families/Pakurrizoret tjerë/index.html', { policy: "script-src 'sha256-b'" }),
    '/404': resource('404/index.html', { policy: "script-src 'sha256-n'" }),
    '/species/404': resource('species/404/index.html', { policy: "script-src 'sha256-s'" }),
    '/assets/root-AbC_1234.js': resource('assets/root-AbC_1234.js', { cache: 'immutable', type: 'text/javascript; charset=utf-8' }),
    '/assets/unhashed.js': resource('assets/unhashed.js', { type: 'text/javascript; charset=utf-8' }),
    '/photos/x-320-0a1b2c3d.webp': resource('photos/x-320-0a1b2c3d.webp', { cache: 'immutable', type: 'image/webp' }),
    '/data/Odonata.csv': resource('data/Odonata.csv', { type: 'text/csv; charset=utf-8' }),
  },
});

describe('nginxSiteConf', () => {
  const conf = nginxSiteConf(manifest('/fauna/'));
  it('lists every address of the manifest as published, and the 404 pages as 404', () => {
    expect(conf).toContain('map $uri $fauna_published {\n    default 0;');
    for (const address of ['/fauna/', '/fauna/index.html', '/fauna/families/Pakurrizoret tjerë', '/fauna/families/Pakurrizoret tjerë/', '/fauna/data/Odonata.csv', '/fauna']) {
      expect(conf).toContain(`    "${address}" 1;`);
    }
    for (const address of ['/fauna/404', '/fauna/404/', '/fauna/404.html', '/fauna/species/404.html']) expect(conf).toContain(`    "${address}" 404;`);
    expect(conf).toContain('    "/__fauna_404/species/404/index.html" 1;');
  });

  it("maps each page address to its policy (with frame-ancestors), everything else to the manifest's", () => {
    expect(conf).toContain(`    default "default-src 'self'; frame-ancestors 'none'";`);
    expect(conf).toContain(`    "/fauna/families/Pakurrizoret tjerë/" "script-src 'sha256-b'; frame-ancestors 'none'";`);
    expect(conf).toContain(`    "/__fauna_404/404/index.html" "script-src 'sha256-n'; frame-ancestors 'none'";`);
  });

  it('marks exactly the immutable files immutable', () => {
    expect(conf).toContain('    "/fauna/assets/root-AbC_1234.js" "public, max-age=31536000, immutable";');
    expect(conf).not.toContain('"/fauna/assets/unhashed.js" "public');
  });

  it('sends an unknown species address to the species 404 page, any other to the site 404 page', () => {
    expect(conf).toContain('map $uri $fauna_not_found {\n    default /__fauna_404/404/index.html;');
    expect(conf).toContain('    "~^/fauna/species/[^/]+/?$" /__fauna_404/species/404/index.html;');
  });

  it('escapes quotes and refuses variables', () => {
    const quoted = manifest('/');
    quoted.policy = 'a "b" \\c';
    expect(nginxSiteConf(quoted)).toContain('default "a \\"b\\" \\\\c; frame-ancestors \'none\'";');
    quoted.policy = 'a $b';
    expect(() => nginxSiteConf(quoted)).toThrow(/\$/);
  });
});

describe('staticHostHeaders', () => {
  const headers = staticHostHeaders(manifest('/'));
  it("sends the common headers everywhere, and as the policy only what a page's <meta> policy cannot say", () => {
    const all = headers.split('\n\n').find((block) => block.startsWith('/*'))!;
    expect(all).toContain('  X-Content-Type-Options: nosniff');
    expect(all).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(all).toContain("  Content-Security-Policy: frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    expect(all).not.toContain('Cache-Control');
    expect(headers).not.toContain('sha256-');
  });

  it('marks immutable files immutable: a whole folder where all of it is, else file by file', () => {
    expect(headers).toContain('/photos/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/assets/root-AbC_1234.js\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).not.toContain('/assets/*');
    expect(staticHostHeaders(manifest('/fauna/'))).toContain('/fauna/photos/*\n');
  });
});

describe('staticHostRedirects', () => {
  it('sends unknown species addresses to the species 404 page, with status 404', () => {
    expect(staticHostRedirects(manifest('/fauna/'))).toContain('/fauna/species/:slug  /fauna/species/404.html  404');
  });
});
