// No JavaScript request before the first paint. React Router's module script imports the route's modules
// statically, and its <link rel="modulepreload"> tags fetch the rest; both start while the page is parsed, and
// (Lighthouse shows) compete with it for the first bytes. The preloads leave the HTML and the module script becomes
// a call of the start function (src/app/start-after-paint.ts, compiled by start-code.ts), which runs after the first
// paint: it adds the preloads then, evaluates the modules one task each in dependency order, and then imports
// React Router's modules and runs its code, which hydrates, as before.
//
// React Router's script and the built chunks are read with a JavaScript parser (Vite's `parseSync`, oxc), not with
// patterns: its import statements and their namespaces, the chunks' static imports and re-exports.
import { parseSync, Visitor } from 'vite';
import { removeElement } from 'domutils';
import { attribute, elements, hasToken, part, rawText, setRawText, type Document } from './html-document.ts';
import { START_GLOBAL } from './start-code.ts';
import type { StartPlan } from '../../src/app/start-after-paint.ts';

/** The modules a module imports statically (absolute URLs), read from its file; [] when unknown. */
export type StaticImportsOf = (href: string) => readonly string[];

/**
 * Takes the page's module preloads out of <head> and makes React Router's module script a call of the start
 * function, `startCode` (its compiled definition) first.
 */
export function deferModules(document: Document, startCode: string, staticImportsOf: StaticImportsOf = () => []): void {
  const preloads: string[] = [];
  for (const link of elements(part(document, 'head'), (element) => element.name === 'link' && hasToken(element, 'rel', 'modulepreload'))) {
    const href = attribute(link, 'href');
    if (href) preloads.push(href);
    removeElement(link);
  }
  const [script] = elements(
    part(document, 'body'),
    (element) => element.name === 'script' && attribute(element, 'type') === 'module' && attribute(element, 'src') === undefined,
  );
  if (!script) throw new Error("page has no module script (React Router's start)");
  setRawText(script, `${startCode}\n${startCall(rawText(script), preloads, staticImportsOf)}`);
}

/** React Router's script as read: its static imports (in order, with the namespace each binds) and the rest. */
export type ModuleScript = { imports: { name: string | undefined; url: string }[]; dynamicImports: string[]; rest: string };

/** `import "a"; import * as r0 from "b"; rest` → its imports and `rest`; an error for any other form of import. */
export function readModuleScript(code: string): ModuleScript {
  const parsed = parseSync('react-router-start.js', code, { sourceType: 'module', lang: 'js' });
  if (parsed.errors.length > 0) throw new Error(`React Router's module script does not parse: ${parsed.errors[0]!.message}`);
  const imports = parsed.module.staticImports.map((statement) => {
    const [entry, ...more] = statement.entries;
    if (more.length > 0 || (entry && entry.importName.kind !== 'NamespaceObject')) {
      throw new Error(`React Router's module script has an import of a form the start function does not take: ${code.slice(statement.start, statement.end)}`);
    }
    return { name: entry?.localName.value, url: statement.moduleRequest.value, start: statement.start, end: statement.end };
  });
  if (parsed.module.staticExports.length > 0) throw new Error("React Router's module script exports: the start function cannot run it");
  const dynamicImports: string[] = [];
  new Visitor({
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') dynamicImports.push(node.source.value);
    },
  }).visit(parsed.program);
  let rest = '';
  let at = 0;
  for (const { start, end } of imports) {
    rest += code.slice(at, start);
    at = end;
  }
  rest += code.slice(at);
  return { imports: imports.map(({ name, url }) => ({ name, url })), dynamicImports, rest: rest.trim() };
}

/** The call of the start function that replaces React Router's module script `code`. */
export function startCall(code: string, preloads: readonly string[], staticImportsOf: StaticImportsOf = () => []): string {
  const script = readModuleScript(code);
  // The entry module (imported by the rest) starts hydration: it runs last, after the route modules are known.
  const startedByRest = new Set(script.dynamicImports);
  const plan: StartPlan = {
    preloads,
    order: evaluationOrder(preloads, staticImportsOf).filter((href) => !startedByRest.has(href)),
    imports: script.imports.map((entry) => entry.url),
  };
  const names = script.imports.map((entry, index) => entry.name ?? `_${index}`).join(', ');
  return `${START_GLOBAL}(${JSON.stringify(plan)}, async ([${names}]) => {\n${script.rest}\n});`;
}

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

/**
 * The static imports of a built chunk (`import{a}from"./b.js"`, `import"./c.js"`, `export{d}from"./e.js"`,
 * `export*from"./f.js"`) as absolute URLs; dynamic imports and bare specifiers are left out.
 */
export function staticImportsIn(code: string, href: string): string[] {
  const parsed = parseSync(href, code, { sourceType: 'module', lang: 'js' });
  if (parsed.errors.length > 0) throw new Error(`${href} does not parse: ${parsed.errors[0]!.message}`);
  const specifiers = [
    ...parsed.module.staticImports.map((statement) => statement.moduleRequest.value),
    ...parsed.module.staticExports.flatMap((statement) => statement.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : []))),
  ];
  const base = new URL(href, 'https://site.invalid');
  const found = new Set<string>();
  for (const specifier of specifiers) if (specifier.startsWith('./') || specifier.startsWith('../')) found.add(new URL(specifier, base).pathname);
  return [...found];
}
