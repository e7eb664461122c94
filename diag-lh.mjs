import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
const [url, runs = '3', blocked = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--remote-debugging-port=9333'] });
const out = [];
for (let i = 0; i < Number(runs); i++) {
  const r = await lighthouse(url, { port: 9333, logLevel: 'error', output: 'json', onlyCategories: ['performance'], ignoreStatusCode: true, blockedUrlPatterns: blocked ? blocked.split(',') : [] });
  const a = r.lhr.audits;
  out.push(`FCP ${Math.round(a['first-contentful-paint'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} TBT ${Math.round(a['total-blocking-time'].numericValue)} | ` + (a['long-tasks'].details?.items ?? []).map((i) => `${i.url?.split('/').pop()?.slice(0, 14)}@${Math.round(i.startTime)}:${Math.round(i.duration)}`).join(' '));
}
console.log(out.join('\n'));
await browser.close();
