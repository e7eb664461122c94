import { describe, expect, it } from 'vitest';
import { addressesOf, crawlSite, fetchText, type Fetched } from './site-crawl.ts';

const page = (body: string, jsonLd?: object) =>
  `<!doctype html><html><head><title>t</title>${jsonLd ? `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>` : ''}</head><body>${body}</body></html>`;

/** A small site served from memory: what is not listed answers 404. */
function site(files: Record<string, string>) {
  return async (url: string): Promise<Fetched> => {
    const path = new URL(url).pathname;
    const body = files[path];
    if (body === undefined) return { status: 404, contentType: 'text/html', body: '' };
    return { status: 200, contentType: path.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8', body };
  };
}

describe('the site crawl', () => {
  it('reads links, assets, srcset and the JSON-LD addresses of a page, and its ids', () => {
    const { found, ids } = addressesOf(page('<a id="top" href="/a">a</a><img src="/p.webp" srcset="/p-1.webp 1x, /p-2.webp 2x" alt="">', { '@type': 'Taxon', url: 'https://x.example/s', name: '/not-an-address' }));
    expect(found.map((item) => `${item.kind} ${item.url}`)).toEqual(['json-ld https://x.example/s', 'link /a', 'link /p.webp', 'link /p-1.webp', 'link /p-2.webp']);
    expect([...ids]).toEqual(['top']);
  });

  it('passes a site whose every address answers, with its fragments', async () => {
    const report = await crawlSite({
      served: 'http://127.0.0.1:1/fauna/',
      publicHome: 'https://fauna.example/fauna/',
      start: [''],
      fetch: site({
        '/fauna/': page('<a href="/fauna/references#ref-a">r</a><a href="https://www.gbif.org/">GBIF</a>', { url: 'https://fauna.example/fauna/families/Odonata?order=Anisoptera' }),
        '/fauna/references': page('<li id="ref-a">A</li>'),
        '/fauna/families/Odonata': page('<link rel="stylesheet" href="/fauna/s.css">'),
        '/fauna/s.css': 'body{}',
      }),
    });
    expect(report.broken).toEqual([]);
    expect(report.pages).toBe(3);
    expect(report.external).toBe(1);
  });

  it('reports an address that gets no answer at all, and goes on', async () => {
    const report = await crawlSite({
      served: 'http://127.0.0.1:1/',
      start: ['', 'a'],
      fetch: async (url) => {
        if (url.endsWith('/a')) throw new Error('other side closed');
        return { status: 200, contentType: 'text/html', body: page('<a href="/">home</a>') };
      },
    });
    expect(report.broken.map((broken) => `${broken.url} ${broken.problem}`)).toEqual(['http://127.0.0.1:1/a no answer: other side closed']);
    expect(report.pages).toBe(1);
  });

  it('sends a request again once when the server closed its kept-alive connection, and only then', async () => {
    const closed = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET', message: 'other side closed' } });
    const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const answers = (...outcomes: (Error | Response)[]) => {
      const sent: string[] = [];
      const send = async (url: string | URL | Request) => {
        sent.push(String(url));
        const outcome = outcomes.shift()!;
        if (outcome instanceof Error) throw outcome;
        return outcome;
      };
      return { sent, send: send as typeof fetch };
    };
    const once = answers(closed(), new Response('<p>ok</p>', { headers: { 'content-type': 'text/html' } }));
    expect(await fetchText('http://127.0.0.1:1/a', once.send)).toEqual({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
    expect(once.sent).toHaveLength(2);
    const twice = answers(closed(), closed());
    await expect(fetchText('http://127.0.0.1:1/a', twice.send)).rejects.toThrow('fetch failed');
    expect(twice.sent).toHaveLength(2);
    const down = answers(refused(), new Response('late'));
    await expect(fetchText('http://127.0.0.1:1/a', down.send)).rejects.toThrow('fetch failed');
    expect(down.sent).toHaveLength(1);
  });

  it('fails on planted defects: a broken link, a JSON-LD address with its query encoded into the path, a missing fragment', async () => {
    const report = await crawlSite({
      served: 'http://127.0.0.1:1/',
      publicHome: 'https://fauna.example/',
      start: [''],
      fetch: site({
        '/': page('<a href="/gone">x</a><a href="/references#ref-missing">r</a>', { '@type': 'BreadcrumbList', itemListElement: [{ item: 'https://fauna.example/families/Shpendet%3Forder%3DAccipitriformes' }] }),
        '/references': page('<li id="ref-a">A</li>'),
      }),
    });
    expect(report.broken.map((broken) => `${broken.kind} ${broken.url} ${broken.problem}`).sort()).toEqual([
      'json-ld http://127.0.0.1:1/families/Shpendet%3Forder%3DAccipitriformes status 404',
      'link http://127.0.0.1:1/gone status 404',
      'link http://127.0.0.1:1/references#ref-missing no element with id "ref-missing"',
    ]);
  });
});
