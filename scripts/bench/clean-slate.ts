// Each Lighthouse load starts on a clean slate, as a first visit does: no earlier load leaves work running on the
// machine, nor a service worker in the browser. Lighthouse clears the storage of the origin it is about to load, not of
// the others. The site and its variants are served on other ports of 127.0.0.1 (other origins, the same site to
// Chromium): the service worker a page registered on one stayed, and a load on another ran beside it, its blocking
// time several times higher (decision 0046; docs/benchmarks.md, "A clean slate for every load").
import puppeteer, { type Browser } from 'puppeteer';
import { untilQuiet, type QuietWait } from './machine-load.ts';

/** What a clean slate needs of the browser: clearing an origin's storage (its service workers among it). */
export type OriginClearer = { clear: (origin: string) => Promise<void>; close: () => Promise<void> };

export type CleanSlate = {
  /**
   * One load of `url` (`run`) on a clean slate: before it, a wait for a quiet machine (kept in `waits`); after it,
   * the origin's storage cleared, service workers and caches with it.
   */
  load: <T>(url: string, run: () => Promise<T>) => Promise<T>;
  waits: QuietWait[];
  close: () => Promise<void>;
};

export function cleanSlate(clearer: OriginClearer, quiet: () => Promise<QuietWait> = () => untilQuiet()): CleanSlate {
  const waits: QuietWait[] = [];
  return {
    load: async (url, run) => {
      waits.push(await quiet());
      const result = await run();
      await clearer.clear(new URL(url).origin);
      return result;
    },
    waits,
    close: () => clearer.close(),
  };
}

/** Clears origins through the browser Lighthouse drives (its remote debugging `port`), from a page of its own. */
export async function browserClearer(port: number): Promise<OriginClearer> {
  const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  return {
    clear: async (origin) => {
      const page = await browser.newPage();
      try {
        const session = await page.createCDPSession();
        await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      } finally {
        await page.close();
      }
    },
    close: () => browser.disconnect(),
  };
}
