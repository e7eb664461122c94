// A crawl of the built site as a search engine or a portal reads it: every page, every link, asset and image it
// names, every address in its JSON-LD, and every fragment (`#ref-…`) against the ids of its page. Any answer but 200,
// and any fragment with no element, is a broken address.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

export type Fetched = { status: number; contentType: string; body: string };
export type CrawlOptions = {
  /** Where the site is served for the crawl, ending in '/' (e.g. `http://127.0.0.1:4310/fauna/`). */
  served: string;
  /** The site's public address when it has one (`https://fauna.example/fauna/`): addresses under it are the site's. */
  publicHome?: string | null;
  /** The pages to start from, relative to `served` (e.g. every page file of the build). */
  start: readonly string[];
  fetch: (url: string) => Promise<Fetched>;
  concurrency?: number;
};
export type BrokenAddress = { url: string; problem: string; kind: 'link' | 'json-ld'; from: string };
export type CrawlReport = { pages: number; addresses: number; external: number; broken: BrokenAddress[] };

/** JSON-LD properties that hold addresses. */
const JSON_LD_ADDRESS_KEYS = new Set(['@id', 'url', 'item', 'contentUrl', 'sameAs', 'mainEntityOfPage', 'thumbnailUrl', 'image', 'license', 'isBasedOn']);

type Found = { url: string; kind: 'link' | 'json-ld' };

/** The addresses a page names: links, assets, images (srcset too), and the JSON-LD's address properties. */
export function addressesOf(html: string): { found: Found[]; ids: Set<string> } {
  const document = parseDocument(html);
  const found: Found[] = [];
  const ids = new Set<string>();
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      const { attribs } = element;
      if (attribs.id) ids.add(attribs.id);
      if (attribs.name && element.name === 'a') ids.add(attribs.name);
      for (const attribute of ['href', 'src'] as const) {
        const value = attribs[attribute];
        if (value && !(element.name === 'link' && /\b(?:preconnect|dns-prefetch)\b/.test(attribs.rel ?? ''))) found.push({ url: value, kind: 'link' });
      }
      for (const candidate of (attribs.srcset ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push({ url, kind: 'link' });
      }
      if (element.name === 'script' && attribs.type === 'application/ld+json') {
        const text = element.children.map((child) => ('data' in child ? child.data : '')).join('');
        for (const url of jsonLdAddresses(JSON.parse(text))) found.push({ url, kind: 'json-ld' });
      }
      visit(element.children);
    }
  };
  visit(document.children);
  return { found, ids };
}

function jsonLdAddresses(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return JSON_LD_ADDRESS_KEYS.has(key) && /^(?:https?:|\/)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdAddresses(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => jsonLdAddresses(item, name));
  return [];
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlReport> {
  const served = new URL(options.served);
  const home = options.publicHome ? new URL(options.publicHome) : null;
  /** The served address of a site address, or null for another site's. */
  const local = (address: string, from: URL): URL | null => {
    if (/^(?:mailto|tel|javascript|data):/i.test(address)) return null;
    const url = new URL(address, from);
    if (home && url.href.startsWith(home.href)) return new URL(url.href.slice(home.href.length), served);
    if (url.origin === served.origin) return url;
    return null;
  };
  const results = new Map<string, Promise<{ fetched: Fetched; ids: Set<string> | null }>>();
  const broken: BrokenAddress[] = [];
  let external = 0;
  let pages = 0;
  const queue: Promise<void>[] = [];
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running >= (options.concurrency ?? 8)) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  const load = (url: URL) => {
    const key = url.href.replace(/#.*$/, '');
    let result = results.get(key);
    if (!result) {
      result = (async () => {
        await slot();
        let fetched: Fetched;
        try {
          fetched = await options.fetch(key);
        } catch (error) {
          // No answer at all (the connection closed, refused…) is a broken address too, not a crash of the crawl.
          fetched = { status: 0, contentType: '', body: `no answer: ${(error as Error).message}` };
        } finally {
          release();
        }
        const isPage = fetched.status === 200 && fetched.contentType.startsWith('text/html') && key.startsWith(served.href);
        if (!isPage) return { fetched, ids: null };
        pages += 1;
        const { found, ids } = addressesOf(fetched.body);
        for (const address of found) queue.push(check(address, new URL(key)));
        return { fetched, ids };
      })();
      results.set(key, result);
    }
    return result;
  };

  const check = async ({ url: address, kind }: Found, from: URL) => {
    const target = local(address, from);
    if (!target) {
      external += 1;
      return;
    }
    const { fetched, ids } = await load(target);
    const fragment = decodeURIComponent(target.hash.slice(1));
    if (fetched.status !== 200) broken.push({ url: target.href, problem: fetched.status === 0 ? fetched.body : `status ${fetched.status}`, kind, from: from.href });
    else if (fragment && ids && !ids.has(fragment)) broken.push({ url: target.href, problem: `no element with id "${fragment}"`, kind, from: from.href });
  };

  for (const page of options.start) queue.push(check({ url: new URL(page, served).href, kind: 'link' }, served));
  for (let done = 0; done < queue.length; done += 1) await queue[done];
  return { pages, addresses: results.size, external, broken };
}

/** Errors of a kept-alive connection that the server closed as the request went out on it. */
const CLOSED_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * Fetches over HTTP, for the crawl. A request sent on a kept-alive connection just as the server closed it (idle
 * too long on a busy machine) is sent once more on a new one, as browsers do; any other failure is the answer.
 */
export async function fetchText(url: string, send: typeof fetch = fetch): Promise<Fetched> {
  let response: Response;
  try {
    response = await send(url, { redirect: 'manual' });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (!code || !CLOSED_CONNECTION.has(code)) throw error;
    response = await send(url, { redirect: 'manual' });
  }
  const contentType = response.headers.get('content-type') ?? '';
  const body = contentType.startsWith('text/html') ? await response.text() : (await response.arrayBuffer(), '');
  return { status: response.status, contentType, body };
}
