// Parts 2 and 3: what the home page downloads — photo bytes on a phone, JS and CSS on a first visit.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';

type Transfer = { url: string; resourceType: string; bytes: number };

/** Records what each finished request cost on the wire (headers + encoded body); `idle()` waits for a quiet network. */
function trackTransfers(page: Page) {
  const transfers: Transfer[] = [];
  const pending = new Set<Request>();
  const sized: Promise<void>[] = [];
  let lastChange = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request, ok: boolean) => {
    pending.delete(request);
    lastChange = Date.now();
    if (!ok) return;
    sized.push(
      request.sizes().then((sizes) => {
        transfers.push({ url: request.url(), resourceType: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      }),
    );
  };
  page.on('requestfinished', (request) => finished(request, true));
  page.on('requestfailed', (request) => finished(request, false));
  return {
    /** Waits until no request has been in flight for `quietMs`, then returns every transfer so far. */
    async idle(quietMs = 700): Promise<Transfer[]> {
      while (pending.size > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
      await Promise.all(sized);
      return [...transfers];
    },
  };
}

const sum = (transfers: readonly Transfer[]) => transfers.reduce((total, transfer) => total + transfer.bytes, 0);
const images = (transfers: readonly Transfer[]) => transfers.filter((transfer) => transfer.resourceType === 'image');

export type PhotoBytes = { deviceScaleFactor: number; firstScreenKb: number; firstScreenCount: number; wholePageKb: number; wholePageCount: number };

/** The home page on a 375×812 phone: image bytes without scrolling, then after scrolling to the end. */
export async function measureHomePhotos(browser: Browser, baseUrl: string, deviceScaleFactor: number): Promise<PhotoBytes> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const tracker = trackTransfers(page);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const firstScreen = images(await tracker.idle());
    await page.evaluate(`new Promise((resolve) => {
      const step = () => {
        window.scrollBy(0, window.innerHeight / 2);
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) resolve();
        else setTimeout(step, 100);
      };
      step();
    })`);
    const wholePage = images(await tracker.idle());
    return {
      deviceScaleFactor,
      firstScreenKb: sum(firstScreen) / 1024,
      firstScreenCount: firstScreen.length,
      wholePageKb: sum(wholePage) / 1024,
      wholePageCount: wholePage.length,
    };
  } finally {
    await context.close();
  }
}

export type CodeBytes = { jsGzipKb: number; cssGzipKb: number; jsFiles: number; cssFiles: number; transferredKb: number };

/** JS and CSS of a first visit to the home page: gzip size of each file fetched (level 6, as servers send it). */
export async function measureHomeCode(browser: Browser, baseUrl: string, clientDir: string): Promise<CodeBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const tracker = trackTransfers(page);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const code = (await tracker.idle()).filter((transfer) => /\.(?:js|css)$/.test(new URL(transfer.url).pathname));
    const gzipKb = (extension: string) =>
      code
        .filter((transfer) => new URL(transfer.url).pathname.endsWith(extension))
        .reduce((total, transfer) => total + gzipSync(readFileSync(fileOf(clientDir, baseUrl, transfer.url))).length, 0) / 1024;
    return {
      jsGzipKb: gzipKb('.js'),
      cssGzipKb: gzipKb('.css'),
      jsFiles: code.filter((transfer) => transfer.url.endsWith('.js')).length,
      cssFiles: code.filter((transfer) => transfer.url.endsWith('.css')).length,
      transferredKb: sum(code) / 1024,
    };
  } finally {
    await context.close();
  }
}

function fileOf(clientDir: string, baseUrl: string, url: string): string {
  const relative = decodeURIComponent(new URL(url).pathname).slice(new URL(baseUrl).pathname.length);
  const file = path.join(clientDir, relative);
  if (!existsSync(file)) throw new Error(`${url}: no such file in ${clientDir}`);
  return file;
}
