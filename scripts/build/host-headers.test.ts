import { describe, expect, it } from 'vitest';
import { nginxCspMap, pageUrls, staticHostHeaders } from './host-headers.ts';

const table = { '*': "default-src 'self'", 'index.html': "script-src 'sha256-a'", 'families/Pakurrizoret tjerë/index.html': "script-src 'sha256-b'" };

describe('pageUrls', () => {
  it('lists the addresses of a page under the base path', () => {
    expect(pageUrls('index.html', '/fauna/')).toEqual(['/fauna/', '/fauna/index.html']);
    expect(pageUrls('endemic/index.html', '/')).toEqual(['/endemic', '/endemic/', '/endemic/index.html']);
    expect(pageUrls('notes.html', '/')).toEqual(['/notes.html']);
  });
});

describe('nginxCspMap', () => {
  it('maps each page address to its policy, everything else to the default', () => {
    const map = nginxCspMap(table, '/fauna/');
    expect(map).toContain('map $uri $fauna_csp {');
    expect(map).toContain(`    default "default-src 'self'";`);
    expect(map).toContain(`    "/fauna/" "script-src 'sha256-a'";`);
    expect(map).toContain(`    "/fauna/families/Pakurrizoret tjerë/" "script-src 'sha256-b'";`);
    expect(map.trimEnd().endsWith('}')).toBe(true);
  });

  it('escapes quotes and refuses variables', () => {
    expect(nginxCspMap({ '*': 'a "b" \\c' }, '/')).toContain('default "a \\"b\\" \\\\c";');
    expect(() => nginxCspMap({ '*': 'a $b' }, '/')).toThrow(/\$/);
  });
});

describe('staticHostHeaders', () => {
  const headers = staticHostHeaders('/');
  it('sends the common headers everywhere, and as the policy only what a page\'s <meta> policy cannot say', () => {
    const all = headers.split('\n\n').find((block) => block.startsWith('/*'))!;
    expect(all).toContain('  X-Content-Type-Options: nosniff');
    expect(all).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(all).toContain("  Content-Security-Policy: frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    expect(all).not.toContain('Cache-Control');
  });

  it('has the same few rules for any number of pages (Cloudflare Pages allows 100)', () => {
    expect(headers.split('\n\n').filter((block) => block.startsWith('/'))).toHaveLength(3);
    expect(headers).not.toContain('sha256-');
  });

  it('marks hashed assets immutable, under the base path', () => {
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(staticHostHeaders('/fauna/')).toContain('/fauna/photos/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
