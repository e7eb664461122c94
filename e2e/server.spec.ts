import { expect, familyPath, GROUP_NAMES, test } from './fixtures.ts';

// What `curl` sees: the production servers' answers for the real build, without JavaScript.
// Run against the Node server and, where it is installed, nginx with deploy/nginx.conf (projects nginx-*).
test.describe('production server', () => {
  test('prerendered pages carry their content in the HTML', async ({ request }) => {
    const pages = [
      { path: './', text: 'Fauna e Kosovës' },
      { path: 'endemic', text: 'Llojet Endemike të Kosovës' },
      { path: 'endemic', text: 'Potamophylax coronavirus' },
      { path: 'references', text: 'Referencat' },
      { path: familyPath('Amfibet dhe Reptilet'), text: 'Bufo bufo' },
    ];
    for (const page of pages) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html, page.path).toContain(page.text);
      expect(html).toContain('<html lang="sq"');
    }
  });

  test('checklists are served as UTF-8 CSV with revalidation', async ({ request }) => {
    for (const group of GROUP_NAMES) {
      const response = await request.get(`data/${encodeURIComponent(group)}.csv`);
      expect(response.status(), group).toBe(200);
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers().etag).toBeTruthy();
      expect(await response.text()).toMatch(/Lloji/);
    }
  });

  test('hashed assets are cached for a year, immutable, and compressed', async ({ request }) => {
    const html = await (await request.get('./')).text();
    // Named in the page's module script (loaded after the first paint), not in a src or href.
    const script = /"([^"]*\/assets\/entry\.client-[\w-]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('unknown paths get the 404 page with status 404', async ({ request }) => {
    for (const path of ['nowhere', familyPath('Nope'), 'assets/missing.js', 'data/Nope.csv']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('404 - Faqja nuk u gjet');
    }
  });

  test("an unknown species address gets the species route's own 404 page, which hydrates there", async ({ request }) => {
    const speciesNotFound = await (await request.get('species/No-such-species')).text();
    const siteNotFound = await (await request.get('nowhere')).text();
    expect(speciesNotFound).toContain('404 - Faqja nuk u gjet');
    expect(speciesNotFound).toContain('"routes/species"');
    expect(siteNotFound).not.toContain('"routes/species"');
    for (const path of ['species/No-such-species/', 'species/404', 'species/404/', 'species/404.html', '404.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('404 - Faqja nuk u gjet');
    }
    expect(await (await request.get('species/a/b')).text()).not.toContain('"routes/species"');
  });

  test('an address with doubled slashes goes on in one redirect to the same address with single slashes (301), its query kept', async ({ request, baseURL }) => {
    const { origin, pathname: base } = new URL(baseURL!);
    const group = familyPath('Amfibet dhe Reptilet');
    const asked: [string, string][] = [
      [`${base}/`, base],
      [`/${base}endemic`, `${base}endemic`],
      [`${base}${group.replace('/', '//')}?sort=lloji`, `${base}${group}?sort=lloji`],
      // Three runs in one redirect; the query's own slashes are kept.
      [`/${base}/${group.replace('/', '///')}//?sort=lloji//x`, `${base}${group}/?sort=lloji//x`],
    ];
    for (const [path, location] of asked) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(location);
    }
    const followed = await request.get(`${origin}${base}${group.replace('/', '//')}`);
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe(`${base}${group}`);
    expect(await followed.text()).toContain('Bufo bufo');
  });

  test('bad requests get a 4xx and the server keeps serving', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const path of ['/%E0%A4%A', '/%', '/..%2f..%2fetc%2fpasswd', `/${'a'.repeat(9000)}`]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status(), path.slice(0, 40)).toBeLessThan(500);
      expect((await request.get('./')).status()).toBe(200);
    }
  });

  test('every response carries the security headers', async ({ request, baseURL }) => {
    const html = await (await request.get('./')).text();
    const script = /["']([^"']*\/assets\/[^"']+\.js)["']/.exec(html)?.[1]; // the entry module, named in the page's start script
    for (const path of ['./', 'endemic', `data/${encodeURIComponent(GROUP_NAMES[0]!)}.csv`, script!, 'nowhere']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(headers['content-security-policy'], path).toMatch(/default-src 'self'/);
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    const overHttps = await request.get(new URL('endemic', baseURL).href, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  test('pages and data are sent precompressed', async ({ request, server }) => {
    // Debian's nginx has no brotli module: it sends the gzip file to a browser that accepts both.
    const best = server === 'nginx' ? 'gzip' : 'br';
    for (const path of ['./', 'endemic', familyPath(GROUP_NAMES[0]!), `data/${encodeURIComponent(GROUP_NAMES[0]!)}.csv`]) {
      const both = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(both.headers()['content-encoding'], path).toBe(best);
      expect(both.headers().vary, path).toMatch(/Accept-Encoding/i);
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      expect(await gzip.text()).toBe(await plain.text());
    }
  });

  test('unknown paths get the 404 page precompressed, with status 404', async ({ request }) => {
    const response = await request.get('nowhere', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toBe('no-cache');
    for (const path of ['404', '404/', '404.html', '.fauna-build.json', '_headers']) expect((await request.get(path)).status(), path).toBe(404);
  });
});
