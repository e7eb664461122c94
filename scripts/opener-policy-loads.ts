// What the COOP header costs a visitor's first load, measured in real loads rather than Lighthouse's simulation:
// the same page, through two proxies that differ only in that header (the bench's, page-variants.ts), opened as a
// visitor opens it (a link on another site, as a search result is) or from about:blank (as Lighthouse opens it), the
// CPU slowed by DevTools.
// Prints each way's first contentful paint and blocking time after it (median and runs), and the CPU check (a fixed
// loop, timed in the page).
// Usage: tsx scripts/opener-policy-loads.ts <served site, e.g. http://127.0.0.1:4900/> [path after it]
// RUNS (20), CPU_SLOWDOWN (4), FROM=another-site|about:blank, PROCESS_MODEL=android (no site isolation, as Chrome on
// Android: a page from another site stays in its renderer unless a header such as COOP moves it).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { startPassThroughServer, startVariantServer } from './bench/page-variants.ts';
import { median } from './bench/report.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';

const [site = 'http://127.0.0.1:4900/', pagePath = ''] = process.argv.slice(2);
const RUNS = Number(process.env['RUNS'] ?? 20);
const CPU_SLOWDOWN = Number(process.env['CPU_SLOWDOWN'] ?? 4);
const FROM = process.env['FROM'] === 'about:blank' ? 'about:blank' : 'another-site';
const ANDROID = process.env['PROCESS_MODEL'] === 'android';

/** Another site (`localhost`, not 127.0.0.1's site) with one link, as a search result links to the page. */
const linkPage = createServer((incoming, response) => {
  const target = new URL(incoming.url ?? '/', 'http://localhost').searchParams.get('to') ?? '';
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Results</title><a id="result" href="${target}">result</a>`);
});

// Both ways through a proxy, so that both pay the same extra hop.
const servers = { 'with COOP': await startPassThroughServer(site), 'without COOP': await startVariantServer(site, 'without-opener-policy') };
await new Promise<void>((resolve) => linkPage.listen(0, '127.0.0.1', resolve));
const linkPort = (linkPage.address() as AddressInfo).port;
const pathAfter = new URL(pagePath, site).pathname;

/**
 * One first load in a fresh context: its first contentful paint, the blocking time of its long tasks after it (until 1 s
 * after the load), and how long a fixed loop took in the page.
 */
async function firstLoad(page: Page, url: string): Promise<{ fcp: number; blocking: number; loop: number }> {
  const cdp = await page.context().newCDPSession(page);
  if (FROM === 'another-site') await page.goto(`http://localhost:${linkPort}/?to=${encodeURIComponent(url)}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (FROM === 'another-site') await Promise.all([page.waitForURL(url, { waitUntil: 'load' }), page.click('#result')]);
  else await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    // The long tasks the page saw since it began (buffered), as TBT counts them: what each held over 50 ms after FCP.
    const longTasks = await new Promise<PerformanceEntryList>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: 'longtask', buffered: true });
      setTimeout(() => resolve([]), 200);
    });
    const blocking = longTasks.filter((task) => task.startTime >= fcp).reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
    const start = performance.now();
    let sum = 0;
    for (let index = 0; index < 2e6; index++) sum += Math.sqrt(index);
    return { fcp, blocking, loop: performance.now() - start + (sum < 0 ? 1 : 0) };
  });
}

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...(ANDROID ? ['--disable-site-isolation-trials'] : [])] });
const emptyFigures = () => ({ fcp: [] as number[], blocking: [] as number[], loop: [] as number[] });
const figures = { 'with COOP': emptyFigures(), 'without COOP': emptyFigures() };
const ways = Object.keys(figures) as (keyof typeof figures)[];
console.log(`${RUNS} first loads each way of ${pathAfter}, from ${FROM}, CPU ${CPU_SLOWDOWN}× slower${ANDROID ? ', without site isolation (Android)' : ''}, taking turns…`);
for (let run = 0; run < RUNS; run++) {
  for (const way of run % 2 === 0 ? ways : [...ways].reverse()) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const load = await firstLoad(await context.newPage(), new URL(pagePath, servers[way].url).href);
    for (const key of ['fcp', 'blocking', 'loop'] as const) figures[way][key].push(load[key]);
    await context.close();
  }
}
for (const way of ways) {
  const { fcp, blocking, loop } = figures[way];
  const runs = (values: number[]) => `${Math.round(median(values))} ms (runs ${values.map(Math.round).join(' ')})`;
  console.log(`${way}: first contentful paint ${runs(fcp)}; blocking time after it ${runs(blocking)}; the CPU check ${Math.round(median(loop))} ms`);
}
await browser.close();
for (const server of Object.values(servers)) await server.stop();
linkPage.close();
