// No JavaScript request before the first paint. React Router's module script imports the route's modules
// statically, and its <link rel="modulepreload"> tags fetch the rest; both start while the page is parsed, and
// (Lighthouse shows) compete with it for the first bytes. The preloads leave the HTML and the module script becomes
// a start function that runs after the first paint: it adds the preloads then (so the module graph still loads
// in parallel), evaluates the modules one task each (dependencies first, so no task runs the whole graph: a phone's
// main thread stays free for input between them), and then imports the route's modules and hydrates, as before.
import { headEnd } from './html-text.ts';

const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*>/gi;
const MODULE_SCRIPT = /(<script\b[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/i;
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"]+");?/g;
const DYNAMIC_IMPORT = /import\(("[^"]+")\)/g;
/** Preloads added per task. */
const PRELOADS_PER_TASK = 4;

/** The modules a module imports statically (absolute URLs), read from its file; [] when unknown. */
export type StaticImportsOf = (href: string) => readonly string[];

export function deferModules(html: string, staticImportsOf: StaticImportsOf = () => []): string {
  const end = headEnd(html);
  const preloads: string[] = [];
  const head = html.slice(0, end).replace(MODULE_PRELOAD, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  const body = html
    .slice(end)
    .replace(MODULE_SCRIPT, (_, open: string, code: string, close: string) => `${open}${deferredCode(code, preloads, staticImportsOf)}${close}`);
  return head + body;
}

/** `import "a"; import * as r0 from "b"; rest` → a start function that preloads, imports a and b, then runs rest. */
export function deferredCode(code: string, preloads: readonly string[], staticImportsOf: StaticImportsOf = () => []): string {
  const imports: { name: string | undefined; url: string }[] = [];
  const rest = code.replace(STATIC_IMPORT, (_, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return '';
  });
  const names = imports.map((entry, index) => entry.name ?? `_${index}`).join(', ');
  const urls = imports.map((entry) => `import(${entry.url})`).join(', ');
  // The entry module (imported by `rest`) starts hydration: it runs last, after the route modules are known.
  const startedByRest = new Set([...rest.matchAll(DYNAMIC_IMPORT)].map((match) => JSON.parse(match[1]!) as string));
  const order = evaluationOrder(preloads, staticImportsOf).filter((href) => !startedByRest.has(href));
  return [
    'const start = async () => {',
    // A task of its own for each step (scheduler.yield where there is one: it resumes ahead of other tasks); none in a
    // background tab, where nobody is waiting for input and timers are slowed to one a second.
    'const pause = () => document.visibilityState === "hidden" ? undefined : globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));',
    `const preloads = ${JSON.stringify(preloads)};`,
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {`,
    `for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    'await pause();',
    '}',
    `for (const href of ${JSON.stringify(order)}) { await import(href); await pause(); }`,
    `const [${names}] = await Promise.all([${urls}]);`,
    rest.trim(),
    '};',
    START_AFTER_FIRST_PAINT,
  ].join('\n');
}

/**
 * Calls `start` once the first contentful paint has reached the screen: its Paint Timing entry is delivered after
 * the frame is presented, a few ms after the frame's main-thread work (with rAF alone, the first requests could go
 * out before the paint, and Lighthouse then counts them as needed for it). A background tab paints nothing: it
 * starts at once, or when hidden before painting; a browser without Paint Timing starts after the first frame; and
 * a paint entry that never comes cannot hold hydration back beyond a second.
 */
export const START_AFTER_FIRST_PAINT = [
  'let started = false;',
  'const go = () => { if (!started) { started = true; start(); } };',
  'if (document.visibilityState === "hidden") go();',
  'else {',
  'addEventListener("visibilitychange", go, { once: true });',
  'if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {',
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); setTimeout(go, 0); } }).observe({ type: "paint", buffered: true });',
  'requestAnimationFrame(() => setTimeout(go, 1000));',
  '} else requestAnimationFrame(() => setTimeout(go, 0));',
  '}',
].join('\n');

/** The modules in an order where each comes after the modules it imports (those outside `hrefs` are left out). */
export function evaluationOrder(hrefs: readonly string[], staticImportsOf: StaticImportsOf): string[] {
  const wanted = new Set(hrefs);
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href) || !wanted.has(href)) return;
    seen.add(href);
    for (const dependency of staticImportsOf(href)) visit(dependency);
    order.push(href);
  };
  for (const href of hrefs) visit(href);
  return order;
}

/** The static imports of a built chunk (`import{a}from"./b.js"`, `import"./c.js"`, `export{d}from"./e.js"`) as absolute URLs. */
export function staticImportsIn(code: string, href: string): string[] {
  const base = new URL(href, 'https://site.invalid');
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:from|import)\s*(["'])(\.{1,2}\/[^"']+)\1/g)) found.add(new URL(match[2]!, base).pathname);
  return [...found];
}
