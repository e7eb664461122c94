import { describe, expect, it } from 'vitest';
import { afterFirstPaint, PAINT_TIMEOUT_MS, pause, runPage, start, type Browser } from './start-after-paint.ts';

type Options = { hidden?: boolean; paintTiming?: boolean; scheduler?: boolean };

/** A page as the start function sees it: timers, frames, the paint observer and a log of what happened, in order. */
function fakeBrowser({ hidden = false, paintTiming = true, scheduler = false }: Options = {}) {
  const log: string[] = [];
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
  const browser = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
      createElement: () => ({ rel: '', href: '' }),
    },
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && listeners.push(listener),
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    PerformanceObserver: FakeObserver,
    scheduler: scheduler ? { yield: () => (log.push('yield'), Promise.resolve()) } : undefined,
  } as unknown as Browser;
  const paint = (name: string) => observer!({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => (disconnected = true) });
  const runTimers = (ms: number) => timers.splice(0).forEach((timer) => (timer.ms <= ms ? timer.run() : timers.push(timer)));
  const runFrames = () => frames.splice(0).forEach((frame) => frame());
  return { browser, log, timers, listeners, paint, runTimers, runFrames, disconnected: () => disconnected };
}

/** Lets every settled promise run on (the fakes' yields resolve at once). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('afterFirstPaint', () => {
  function trigger(options: Options) {
    const page = fakeBrowser(options);
    const calls = { start: 0 };
    afterFirstPaint(() => calls.start++, page.browser);
    return { ...page, calls };
  }

  it('starts in the task after the first contentful paint, once', () => {
    const page = trigger({});
    page.runFrames(); // the first frame alone does not start it
    page.runTimers(0);
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.calls.start).toBe(0);
    page.paint('first-contentful-paint');
    expect(page.disconnected()).toBe(true);
    expect(page.calls.start).toBe(0); // not in the observer's own callback
    page.runTimers(0);
    expect(page.calls.start).toBe(1);
    page.runTimers(PAINT_TIMEOUT_MS); // the fallback finds it started
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
    page.runFrames();
    page.runTimers(PAINT_TIMEOUT_MS - 1);
    expect(page.calls.start).toBe(0);
    page.runTimers(PAINT_TIMEOUT_MS);
    expect(page.calls.start).toBe(1);
    const old = trigger({ paintTiming: false });
    old.runFrames();
    old.runTimers(0);
    expect(old.calls.start).toBe(1);
  });
});

describe('pause', () => {
  it('yields with scheduler.yield where there is one, else a zero timeout, and not at all in a background tab', async () => {
    expect(pause(fakeBrowser({ hidden: true, scheduler: true }).browser)).toBeUndefined();
    const withScheduler = fakeBrowser({ scheduler: true });
    await pause(withScheduler.browser);
    expect(withScheduler.log).toEqual(['yield']);
    const withTimers = fakeBrowser();
    let resumed = false;
    void pause(withTimers.browser)!.then(() => (resumed = true));
    await settle();
    expect(resumed).toBe(false);
    expect(withTimers.timers.map((timer) => timer.ms)).toEqual([0]);
    withTimers.runTimers(0);
    await settle();
    expect(resumed).toBe(true);
  });
});

describe('runPage', () => {
  const plan = {
    preloads: ['/a/entry.js', '/a/route.js', '/a/framework.js', '/a/runtime.js', '/a/util.js', '/a/manifest.js'],
    order: ['/a/runtime.js', '/a/framework.js', '/a/route.js'],
    imports: ['/a/manifest.js', '/a/route.js'],
  };

  it('adds the preloads one per task, evaluates the modules one per task in order, then runs the page code with the imports', async () => {
    const page = fakeBrowser({ scheduler: true });
    const load = async (url: string) => {
      page.log.push(`import ${url}`);
      return { url };
    };
    await runPage(plan, (modules) => page.log.push(`page code with ${JSON.stringify(modules)}`), page.browser, load);
    const preloads = plan.preloads.map((href) => `modulepreload ${href}`);
    expect(page.log).toEqual([
      ...preloads.flatMap((preload) => [preload, 'yield']),
      'import /a/runtime.js',
      'yield',
      'import /a/framework.js',
      'yield',
      'import /a/route.js',
      'yield',
      'import /a/manifest.js',
      'import /a/route.js',
      'page code with [{"url":"/a/manifest.js"},{"url":"/a/route.js"}]',
    ]);
  });

  it('waits for the page code, and fails when a module fails to load', async () => {
    const page = fakeBrowser({ scheduler: true });
    let finished = false;
    await runPage({ preloads: [], order: [], imports: [] }, async () => {
      await settle();
      finished = true;
    }, page.browser, async () => ({}));
    expect(finished).toBe(true);
    await expect(runPage(plan, () => undefined, page.browser, (url) => Promise.reject(new Error(`gone: ${url}`)))).rejects.toThrow('gone: /a/runtime.js');
  });
});

describe('start', () => {
  it('does nothing before the first paint, then runs the page', async () => {
    const page = fakeBrowser({ scheduler: true });
    const ran: unknown[][] = [];
    start({ preloads: ['/x.js'], order: [], imports: ['/x.js'] }, (modules) => ran.push(modules), page.browser, async (url) => url);
    await settle();
    expect(page.log).toEqual([]);
    page.paint('first-contentful-paint');
    page.runTimers(0);
    await settle();
    expect(page.log).toEqual(['modulepreload /x.js', 'yield']);
    expect(ran).toEqual([['/x.js']]);
  });
});
