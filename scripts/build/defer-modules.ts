// No JavaScript request before the first paint. React Router's module script imports the route's modules
// statically, and its <link rel="modulepreload"> tags fetch the rest; both start while the page is parsed, and
// (Lighthouse shows) compete with it for the first bytes. The preloads leave the HTML and the module script becomes
// a start function that runs after the first frame: it adds the preloads then (so the module graph still loads
// in parallel) and imports the same modules, in the same order, before hydrating.
import { headEnd } from './html-text.ts';

const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*>/gi;
const MODULE_SCRIPT = /(<script\b[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/i;
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"]+");?/g;

export function deferModules(html: string): string {
  const end = headEnd(html);
  const preloads: string[] = [];
  const head = html.slice(0, end).replace(MODULE_PRELOAD, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  const body = html.slice(end).replace(MODULE_SCRIPT, (_, open: string, code: string, close: string) => `${open}${deferredCode(code, preloads)}${close}`);
  return head + body;
}

/** `import "a"; import * as r0 from "b"; rest` → a start function that preloads, imports a and b, then runs rest. */
export function deferredCode(code: string, preloads: readonly string[]): string {
  const imports: { name: string | undefined; url: string }[] = [];
  const rest = code.replace(STATIC_IMPORT, (_, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return '';
  });
  const names = imports.map((entry, index) => entry.name ?? `_${index}`).join(', ');
  const urls = imports.map((entry) => `import(${entry.url})`).join(', ');
  return [
    'const start = async () => {',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names}] = await Promise.all([${urls}]);`,
    rest.trim(),
    '};',
    // After the first frame has been painted; a page opened in the background gets no frames, so it starts at once.
    'if (document.visibilityState === "hidden") start(); else requestAnimationFrame(() => setTimeout(start, 0));',
  ].join('\n');
}
