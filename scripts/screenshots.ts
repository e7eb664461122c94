// Screenshots of every page at 375 px and 1280 px, for looking at what visitors see.
// Usage: tsx scripts/screenshots.ts <base URL> <output folder> [path …]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import siteConfig from '../content/site.json' with { type: 'json' };
import { CHROMIUM_PATH } from './ensure-chromium.ts';

const [baseUrl = 'http://127.0.0.1:3000/', outDir = 'screenshots', ...only] = process.argv.slice(2);
const pages = only.length
  ? only
  : ['', 'endemic', 'references', 'error', 'no-such-page', ...siteConfig.groups.map((group) => `families/${encodeURIComponent(group.name)}`)];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    const name = `${decodeURIComponent(pagePath || 'home').replace(/[/\s]+/g, '-')}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
