import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, policy } from './content-security-policy.ts';
import { rawTextElements } from './html-text.ts';
import { postProcessPage } from './post-process-pages.ts';
import { moveStyleAttributes } from './style-attributes.ts';
import { deferredCode, evaluationOrder, START_AFTER_FIRST_PAINT, staticImportsIn } from './defer-modules.ts';

const PAGE =
  '<!DOCTYPE html><html lang="sq"><head><meta charSet="utf-8"/><title>T</title>' +
  '<link rel="modulepreload" href="/fauna/assets/entry-A.js"/><link rel="modulepreload" href="/fauna/assets/root-B.js"/>' +
  '<link rel="stylesheet" href="/fauna/assets/root-C.css"/><link rel="stylesheet" href="/fauna/assets/page-D.css"/></head>' +
  '<body><table><tbody style="--rows:6"><tr><td style="color:red">a style=&quot;x&quot;</td></tr></tbody>' +
  '<tbody style="--rows:6"></tbody></table><script>window.x = "<b style=\\"no\\">";</script>' +
  '<script type="module" async="">import "/fauna/assets/entry-A.js";</script></body></html>';

const CSS: Record<string, string> = { '/fauna/assets/root-C.css': 'body{margin:0}\n', '/fauna/assets/page-D.css': '.p{color:green}' };
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('postProcessPage', () => {
  const { html, policy: headerPolicy } = postProcessPage(PAGE, (href) => CSS[href]);

  it('inlines each stylesheet in place, keeping its link disabled for hydration', () => {
    expect(html).toContain('<style data-href="/fauna/assets/root-C.css">body{margin:0}</style><link rel="stylesheet" href="/fauna/assets/root-C.css" disabled=""/>');
    expect(html).toContain('<style data-href="/fauna/assets/page-D.css">.p{color:green}</style>');
  });

  it('moves style attributes into rules, one per distinct declaration, and leaves script text alone', () => {
    expect(html.replace(/<script[^>]*>.*?<\/script>/g, '')).not.toMatch(/\sstyle="/);
    expect(html).toContain('<tbody data-inline-style="0">');
    expect(html).toContain('<td data-inline-style="1">a style=&quot;x&quot;</td>');
    expect(html).toContain('<style>[data-inline-style="0"]{--rows:6}[data-inline-style="1"]{color:red}</style>');
    expect(html).toContain('window.x = "<b style=\\"no\\">";');
  });

  it('loads the modules only after the first paint: no preload or static import left in the HTML', () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(code).not.toMatch(/^import /m);
    expect(code).toContain('["/fauna/assets/entry-A.js","/fauna/assets/root-B.js"]');
    expect(code).toContain('const [_0] = await Promise.all([import("/fauna/assets/entry-A.js")]);');
    expect(code).toContain(START_AFTER_FIRST_PAINT);
  });

  it('puts a policy with the hash of every inline script and style first in <head>', () => {
    const meta = /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
    expect(meta).not.toBeNull();
    for (const element of rawTextElements(html)) expect(meta![1]).toContain(sha(element.text));
    expect(meta![1]).not.toContain('unsafe-inline');
    expect(meta![1]).not.toContain('frame-ancestors');
    expect(headerPolicy).toBe(`${meta![1]}; frame-ancestors 'none'`);
  });
});

describe('content security policy', () => {
  it('lists each distinct hash once and skips scripts with a src', () => {
    const hashes = inlineHashes('<script>a</script><script>a</script><script src="/x.js"></script><style>b</style>');
    expect(hashes).toEqual({ scripts: [sha('a')], styles: [sha('b')] });
  });

  it('keeps the same-origin directives for every other file', () => {
    expect(policy(undefined, { header: true })).toBe(
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});

describe('moveStyleAttributes', () => {
  it('decodes entities of the attribute into CSS and drops empty ones', () => {
    expect(moveStyleAttributes('<p style="font-family:&quot;A&quot;">x</p><i style="">y</i>')).toEqual({
      html: '<p data-inline-style="0">x</p><i>y</i>',
      css: '[data-inline-style="0"]{font-family:"A"}',
    });
  });
});

describe('deferredCode', () => {
  it("turns React Router's module script into a start function with the same imports, in order", () => {
    const code = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");';
    const deferred = deferredCode(code, ['/assets/x.js']);
    expect(deferred).toContain('const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);');
    expect(deferred).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(deferred).toContain('import("/assets/entry.client-4.js");\n};');
    expect(() => new Function(`return async () => { ${deferred.replace(/import\(/g, 'Promise.resolve(')} }`)).not.toThrow();
  });
});

describe('module evaluation, one module a task', () => {
  const imports: Record<string, string[]> = {
    '/a/entry.js': ['/a/framework.js', '/a/runtime.js'],
    '/a/framework.js': ['/a/runtime.js'],
    '/a/route.js': ['/a/framework.js', '/a/util.js'],
    '/a/util.js': [],
    '/a/runtime.js': [],
  };
  const importsOf = (href: string) => imports[href] ?? [];

  it('orders modules after the modules they import, leaving out those not preloaded', () => {
    expect(evaluationOrder(['/a/entry.js', '/a/route.js', '/a/framework.js', '/a/runtime.js'], importsOf)).toEqual([
      '/a/runtime.js',
      '/a/framework.js',
      '/a/entry.js',
      '/a/route.js',
    ]);
  });

  it('survives an import cycle', () => {
    expect(evaluationOrder(['/x.js', '/y.js'], (href) => (href === '/x.js' ? ['/y.js'] : ['/x.js']))).toEqual(['/y.js', '/x.js']);
  });

  it('reads the static imports and re-exports of a built chunk, not its dynamic imports', () => {
    const code = 'import{a as b}from"./framework-1.js";import"./side.js";export{c}from"../lib/d.js";const e=()=>import(`./lazy.js`),f=import("./other.js");';
    expect(staticImportsIn(code, '/fauna/assets/route-2.js')).toEqual(['/fauna/assets/framework-1.js', '/fauna/assets/side.js', '/fauna/lib/d.js']);
  });

  it('evaluates the preloaded modules in that order, a task each, and leaves the entry module to start hydration last', () => {
    const code = 'import * as route0 from "/a/route.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/a/entry.js");';
    const deferred = deferredCode(code, ['/a/entry.js', '/a/route.js', '/a/framework.js', '/a/runtime.js'], importsOf);
    expect(deferred).toContain('for (const href of ["/a/runtime.js","/a/framework.js","/a/route.js"]) { await import(href); await pause(); }');
    expect(deferred.indexOf('await import(href)')).toBeLessThan(deferred.indexOf('import("/a/entry.js")'));
  });

  it('yields between steps in a visible page only', async () => {
    const deferred = deferredCode('import("/a/entry.js");', ['/a/entry.js'], importsOf);
    const pause = new Function('document', 'globalThis', `${/^const pause = .*$/m.exec(deferred)![0]}; return pause;`) as (
      document: { visibilityState: string },
      global: object,
    ) => () => unknown;
    let yields = 0;
    const scheduler = { yield: () => (yields++, Promise.resolve()) };
    expect(pause({ visibilityState: 'hidden' }, { scheduler })()).toBeUndefined();
    await pause({ visibilityState: 'visible' }, { scheduler })();
    expect(yields).toBe(1);
    await expect(pause({ visibilityState: 'visible' }, {})()).resolves.toBeUndefined(); // a zero timeout without scheduler.yield
  });
});

describe('START_AFTER_FIRST_PAINT', () => {
  type Page = { hidden?: boolean; paintTiming?: boolean };
  /** Runs the trigger against a fake page; returns how often `start` ran and the page's pending events. */
  function trigger({ hidden = false, paintTiming = true }: Page) {
    const calls = { start: 0 };
    const timers: { ms: number; run: () => void }[] = [];
    const frames: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | null = null;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    const global = { PerformanceObserver: FakeObserver };
    new Function('start', 'document', 'globalThis', 'PerformanceObserver', 'addEventListener', 'requestAnimationFrame', 'setTimeout', START_AFTER_FIRST_PAINT)(
      () => calls.start++,
      { visibilityState: hidden ? 'hidden' : 'visible' },
      global,
      FakeObserver,
      (type: string, listener: () => void) => type === 'visibilitychange' && listeners.push(listener),
      (frame: () => void) => frames.push(frame),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    const paint = (name: string) => observer!({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => (disconnected = true) });
    const runTimers = (ms: number) => timers.splice(0).forEach((timer) => (timer.ms <= ms ? timer.run() : timers.push(timer)));
    return { calls, frames, listeners, paint, runTimers, disconnected: () => disconnected };
  }

  it('starts in the task after the first contentful paint, once', () => {
    const page = trigger({});
    page.frames.forEach((frame) => frame()); // the first frame alone does not start it
    page.runTimers(0);
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.calls.start).toBe(0);
    page.paint('first-contentful-paint');
    expect(page.disconnected()).toBe(true);
    page.runTimers(0);
    expect(page.calls.start).toBe(1);
    page.runTimers(1000); // the fallback finds it started
    page.listeners.forEach((listener) => listener());
    expect(page.calls.start).toBe(1);
  });

  it('starts at once in a background tab, and when the tab is hidden before it painted', () => {
    expect(trigger({ hidden: true }).calls.start).toBe(1);
    const page = trigger({});
    page.listeners.forEach((listener) => listener());
    expect(page.calls.start).toBe(1);
  });

  it('starts a second after the first frame when no paint entry comes, and after the first frame without Paint Timing', () => {
    const page = trigger({});
    page.frames.forEach((frame) => frame());
    page.runTimers(999);
    expect(page.calls.start).toBe(0);
    page.runTimers(1000);
    expect(page.calls.start).toBe(1);
    const old = trigger({ paintTiming: false });
    old.frames.forEach((frame) => frame());
    old.runTimers(0);
    expect(old.calls.start).toBe(1);
  });
});
