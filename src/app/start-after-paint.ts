// The start of every page's scripts, after its first paint (docs/decisions/0013-first-paint.md, 0018). React Router's
// module script imports the route's modules statically and preloads the rest, which would compete with the first
// paint for the first bytes. The build (scripts/build/defer-modules.ts) takes the preloads out of the HTML and turns
// the script into a call of `start`, which it compiles from this module (scripts/build/start-code.ts: the function
// `faunaStart`) and writes before the call, in the page:
//
//   faunaStart({ preloads: [...], order: [...], imports: [...] }, async ([_0, route0, route1]) => {
//     …React Router's code, its static imports taken out…
//   });
//
// Once the first contentful paint is on the screen, `start` adds the preloads one per task (the module graph still
// loads in parallel: each request starts at once), evaluates the preloaded modules one per task, each after the
// modules it imports (a phone's main thread stays free for input between them), then imports React Router's modules
// and runs its code, which imports the entry module and hydrates.

/** What the build read from the page and its modules. */
export type StartPlan = {
  /** Every module React Router preloaded (`<link rel="modulepreload">`), in its order. */
  preloads: readonly string[];
  /** The preloaded modules to evaluate first, one per task, each after the modules it imports. */
  order: readonly string[];
  /** The modules React Router's script imported statically, in order: their namespaces go to the page's code. */
  imports: readonly string[];
};

/** React Router's code, given the namespaces of `StartPlan.imports`. */
export type PageCode = (modules: unknown[]) => unknown;

/** The part of the browser `start` uses (tests pass a fake). */
export type Browser = {
  document: { visibilityState: DocumentVisibilityState; head: { append(node: Node): void }; createElement(name: 'link'): HTMLLinkElement };
  addEventListener(type: 'visibilitychange', listener: () => void, options: { once: true }): void;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  PerformanceObserver?: typeof PerformanceObserver;
  scheduler?: { yield?: () => Promise<unknown> };
};

export type ImportModule = (url: string) => Promise<unknown>;

/** The latest start after the first frame when the paint entry never comes. */
export const PAINT_TIMEOUT_MS = 1000;

const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

export function start(plan: StartPlan, pageCode: PageCode, browser: Browser = globalThis, load: ImportModule = importModule): void {
  afterFirstPaint(() => void runPage(plan, pageCode, browser, load), browser);
}

/**
 * Calls `callback` once the first contentful paint has reached the screen: its Paint Timing entry is delivered after
 * the frame is presented, a few ms after the frame's main-thread work (with rAF alone, the first requests could go
 * out before the paint, and Lighthouse then counts them as needed for it). A background tab paints nothing: it
 * starts at once, or when hidden before painting; a browser without Paint Timing starts after the first frame; and
 * a paint entry that never comes cannot hold the page back beyond a second.
 */
export function afterFirstPaint(callback: () => void, browser: Browser): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    callback();
  };
  if (browser.document.visibilityState === 'hidden') {
    go();
    return;
  }
  browser.addEventListener('visibilitychange', go, { once: true });
  const Observer = browser.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      browser.setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
    browser.requestAnimationFrame(() => browser.setTimeout(go, PAINT_TIMEOUT_MS));
  } else {
    browser.requestAnimationFrame(() => browser.setTimeout(go, 0));
  }
}

/**
 * A task of its own for the next step (`scheduler.yield()` where there is one: it resumes ahead of other tasks); none
 * in a background tab, where nobody is waiting for input and timers are slowed to one a second.
 */
export function pause(browser: Browser): Promise<unknown> | undefined {
  if (browser.document.visibilityState === 'hidden') return undefined;
  return browser.scheduler?.yield?.() ?? new Promise((resolve) => browser.setTimeout(() => resolve(undefined), 0));
}

/** Preloads, evaluates the modules in order, then runs the page's code with React Router's modules. */
export async function runPage(plan: StartPlan, pageCode: PageCode, browser: Browser, load: ImportModule): Promise<void> {
  const { document } = browser;
  // One per task: starting a request while the page loads took 0.5–5 ms of the main thread here (decision 0057).
  for (const href of plan.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await pause(browser);
  }
  for (const href of plan.order) {
    await load(href);
    await pause(browser);
  }
  await pageCode(await Promise.all(plan.imports.map((url) => load(url))));
}
