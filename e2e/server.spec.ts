import { expect, familyPath, GROUP_NAMES, test } from './fixtures.ts';

// What `curl` sees: the production server's answers for the real build, without JavaScript.
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

  test('bad requests get a 4xx and the server keeps serving', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const path of ['/%E0%A4%A', '/%', '/..%2f..%2fetc%2fpasswd', `/${'a'.repeat(9000)}`]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status(), path.slice(0, 40)).toBeLessThan(500);
      expect((await request.get('./')).status()).toBe(200);
    }
  });
});
