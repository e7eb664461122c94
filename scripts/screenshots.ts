// Screenshots of every page at 375 px and 1280 px, for looking at what visitors see.
// Usage: tsx scripts/screenshots.ts <base URL> <output folder> [path …]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import siteConfig from '../content/site.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';
import { paths } from '../src/config/paths.ts';

const [baseUrl = 'http://127.0.0.1:3000/', outDir = 'screenshots', ...only] = process.argv.slice(2);
const pages = only.length
  ? only
  : ['', 'endemic', 'references', 'error', 'no-such-page', ...siteConfig.groups.map((group) => paths.group.href(group.name).slice(1))];

mkdirSync(outDir, { recursive: true });
ensureChromium();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of [375, 1280]) {
  // bypassCSP: the style below is the tool's, not the page's.
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, deviceScaleFactor: 1, bypassCSP: true });
  const page = await context.newPage();
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    await showEverything(page);
    const name = `${decodeURIComponent(pagePath || 'home').replace(/[/\s]+/g, '-')}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();

/**
 * What a visitor sees after scrolling: a full-page capture otherwise leaves lazy photos unloaded and the rows that
 * `content-visibility: auto` skips off screen blank. Loads every lazy photo (a quick scroll passes some by without
 * loading them) and decodes it as it is painted, scrolls to the end and back, then renders every such batch.
 */
async function showEverything(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll('img').forEach((image) => {
      image.loading = 'eager';
      image.decoding = 'sync'; // else a photo decoded off screen may be painted blank in the capture
    }),
  );
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  // Only what `auto` skips: what the page hides (`hidden`, as a checklist's full table under a filtered view) stays hidden.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('*').forEach((element) => {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.setProperty('content-visibility', 'visible', 'important');
    }),
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
}
