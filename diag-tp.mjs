import { chromium } from '@playwright/test';
const [url, minMs = '10'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page); if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.goto(url); await page.waitForSelector('html[data-hydrated="true"]'); await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const main = mains.map((m) => [m, traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid).length]).sort((a, b) => b[1] - a[1])[0][0];
const tasks = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur >= Number(minMs) * 1000);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
const t0 = tasks.length ? Math.min(...traceEvents.filter((e) => e.pid === main.pid && e.ph === 'X').map((e) => e.ts)) : 0;
for (const task of tasks) {
  const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur);
  const self = new Map(); const roots = new Map();
  for (const s of inside) { const f = nodes.get(s.id).callFrame; const k = `${f.functionName || '(anon)'}@${f.url.split('/').pop()}`; self.set(k, (self.get(k) ?? 0) + 1);
    // outermost user frame below (root)
    let id = s.id, chain = []; while (id !== undefined) { const n = nodes.get(id); if (n.callFrame.url) chain.push(`${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.split('/').pop()}`); id = parent.get(id); }
    const r = chain.at(-1) ?? '(none)'; roots.set(r, (roots.get(r) ?? 0) + 1); }
  const fmt = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k}×${v}`).join(' ');
  console.log(`${((task.ts - t0) / 1000).toFixed(0).padStart(5)} ms ${(task.dur / 1000).toFixed(1).padStart(5)} ms | roots: ${fmt(roots)} | self: ${fmt(self)}`);
}
await browser.close();
