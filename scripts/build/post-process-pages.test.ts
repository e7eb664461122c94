import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPolicyHashes, inlineHashes, policy, renewPolicyMeta } from './content-security-policy.ts';
import { attribute, elements, parsePage, rawText, serializePage } from './html-document.ts';
import { postProcessPage } from './post-process-pages.ts';
import { moveStyleAttributes } from './style-attributes.ts';
import { evaluationOrder, readModuleScript, startCall, staticImportsIn } from './defer-modules.ts';

const PAGE =
  '<!DOCTYPE html><html lang="sq"><head><meta charSet="utf-8"/><title>T &amp; T</title>' +
  '<link rel="modulepreload" href="/fauna/assets/entry-A.js"/><link rel="modulepreload" href="/fauna/assets/root-B.js"/>' +
  '<link rel="stylesheet" href="/fauna/assets/root-C.css"/><link rel="stylesheet" href="/fauna/assets/page-D.css"/></head>' +
  '<body><table><tbody style="--rows:6"><tr><td style="color:red">a style=&quot;x&quot; &lt;b&gt;</td></tr></tbody>' +
  '<tbody style="--rows:6"></tbody></table><svg viewBox="0 0 2 2"><path d="M0 0"></path></svg><!-- --><div hidden="" id="S:0"></div>' +
  '<script>window.x = "<b style=\\"no\\">" && 1 < 2;</script>' +
  '<script type="module" async="">import "/fauna/assets/entry-A.js";</script></body></html>';

const CSS: Record<string, string> = { '/fauna/assets/root-C.css': 'body{margin:0}\n', '/fauna/assets/page-D.css': '.p{color:green}' };
const START = 'var faunaStart=function(){};';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scripts = (html: string) => elements(parsePage(html), (element) => element.name === 'script').map(rawText);

describe('postProcessPage', () => {
  const { html, policy: headerPolicy } = postProcessPage(PAGE, (href) => CSS[href], START);
  const document = parsePage(html);
  const named = (name: string) => elements(document, (element) => element.name === name);

  it('inlines each stylesheet in place, keeping its link disabled for hydration', () => {
    expect(html).toContain('<style data-href="/fauna/assets/root-C.css">body{margin:0}</style><link rel="stylesheet" href="/fauna/assets/root-C.css" disabled>');
    expect(html).toContain('<style data-href="/fauna/assets/page-D.css">.p{color:green}</style>');
  });

  it('moves style attributes into rules, one per distinct declaration, and leaves script text alone', () => {
    expect(elements(document, (element) => attribute(element, 'style') !== undefined)).toEqual([]);
    expect(html).toContain('<tbody data-inline-style="0">');
    expect(html).toContain('<td data-inline-style="1">a style=&quot;x&quot; &lt;b&gt;</td>');
    expect(html).toContain('<style>[data-inline-style="0"]{--rows:6}[data-inline-style="1"]{color:red}</style>');
    expect(scripts(html)).toContain('window.x = "<b style=\\"no\\">" && 1 < 2;');
  });

  it('keeps the rest of the page as written: doctype, entities, SVG, comments, attribute names', () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="sq"><head><meta charSet="utf-8">')).toBe(true);
    expect(html).toContain('<title>T &amp; T</title>');
    expect(html).toContain('<svg viewBox="0 0 2 2"><path d="M0 0"/></svg><!-- --><div hidden id="S:0"></div>');
  });

  it('loads the modules only after the first paint: no preload or static import left in the HTML', () => {
    expect(named('link').filter((link) => attribute(link, 'rel') === 'modulepreload')).toEqual([]);
    const [module] = named('script').filter((script) => attribute(script, 'type') === 'module');
    const code = rawText(module!);
    expect(code.startsWith(`${START}\nfaunaStart(`)).toBe(true);
    expect(readModuleScript(code).imports).toEqual([]);
    expect(code).toContain('"preloads":["/fauna/assets/entry-A.js","/fauna/assets/root-B.js"]');
    expect(code).toContain('"imports":["/fauna/assets/entry-A.js"]');
  });

  it('puts a policy with the hash of every inline script and style first in <head>, after the charset', () => {
    const [charset, meta] = named('meta');
    expect(attribute(charset!, 'charset')).toBe('utf-8');
    expect(attribute(meta!, 'http-equiv')).toBe('Content-Security-Policy');
    const content = attribute(meta!, 'content')!;
    for (const element of [...named('script'), ...named('style')]) expect(content).toContain(sha(rawText(element)));
    expect(content).not.toContain('unsafe-inline');
    expect(content).not.toContain('frame-ancestors');
    expect(headerPolicy).toBe(`${content}; frame-ancestors 'none'`);
  });
});

describe('content security policy', () => {
  it('lists each distinct hash once and skips scripts with a src', () => {
    const hashes = inlineHashes(parsePage('<script>a</script><script>a</script><script src="/x.js"></script><style>b</style>'));
    expect(hashes).toEqual({ scripts: [sha('a')], styles: [sha('b')] });
  });

  it('keeps the same-origin directives for every other file', () => {
    expect(policy(undefined, { header: true })).toBe(
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('fails when the written page does not hold the code that was hashed (planted: a script changed after hashing)', () => {
    const hashes = inlineHashes(parsePage('<html><head></head><body><script>a()</script></body></html>'));
    expect(() => checkPolicyHashes('<html><head></head><body><script>a()</script></body></html>', hashes)).not.toThrow();
    expect(() => checkPolicyHashes('<html><head></head><body><script>a();</script></body></html>', hashes)).toThrow(/policy was computed from/);
    expect(() => checkPolicyHashes('<html><head></head><body><script>a()</script><style>x</style></body></html>', hashes)).toThrow();
  });

  it('makes the policy again for a page whose code was edited, replacing the old <meta>', () => {
    const { html } = postProcessPage(PAGE, (href) => CSS[href], START);
    const edited = renewPolicyMeta(html.replace('window.x', 'window.y'));
    const metas = elements(parsePage(edited), (element) => attribute(element, 'http-equiv') === 'Content-Security-Policy');
    expect(metas).toHaveLength(1);
    expect(attribute(metas[0]!, 'content')).toContain(sha('window.y = "<b style=\\"no\\">" && 1 < 2;'));
  });
});

describe('moveStyleAttributes', () => {
  it('decodes entities of the attribute into CSS and drops empty ones', () => {
    const document = parsePage('<p style="font-family:&quot;A&quot;">x</p><i style="">y</i><b STYLE="color:red">z</b>');
    expect(moveStyleAttributes(document)).toBe('[data-inline-style="0"]{font-family:"A"}[data-inline-style="1"]{color:red}');
    expect(serializePage(document)).toBe('<p data-inline-style="0">x</p><i>y</i><b data-inline-style="1">z</b>');
  });

  it('refuses CSS that would end its <style> element', () => {
    expect(() => moveStyleAttributes(parsePage('<p style="content:&quot;&lt;/style&gt;&quot;">x</p>'))).not.toThrow();
    expect(() => postProcessPage('<html><head></head><body><p style="content:&quot;&lt;/style&gt;&quot;">x</p><script type="module">import("/e.js");</script></body></html>', () => undefined, START)).toThrow(
      /<\/style/,
    );
  });
});

describe("React Router's module script, read with a JavaScript parser", () => {
  const code =
    'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");';

  it('finds its static imports with their namespaces, its dynamic imports, and the rest of the code', () => {
    expect(readModuleScript(code)).toEqual({
      imports: [
        { name: undefined, url: '/assets/manifest-1.js' },
        { name: 'route0', url: '/assets/root-2.js' },
        { name: 'route1', url: '/assets/home-3.js' },
      ],
      dynamicImports: ['/assets/entry.client-4.js'],
      rest: 'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");',
    });
  });

  it('becomes a call of the start function with the same imports, in order, and the rest as its callback', () => {
    const call = startCall(code, ['/assets/x.js']);
    expect(call).toBe(
      'faunaStart({"preloads":["/assets/x.js"],"order":["/assets/x.js"],"imports":["/assets/manifest-1.js","/assets/root-2.js","/assets/home-3.js"]}, ' +
        'async ([_0, route0, route1]) => {\nwindow.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");\n});',
    );
  });

  it('refuses imports it cannot pass on (named or default bindings) and a script that does not parse', () => {
    expect(() => readModuleScript('import { a } from "/a.js";\na();')).toThrow(/form the start function does not take/);
    expect(() => readModuleScript('import a from "/a.js";\na();')).toThrow(/form the start function does not take/);
    expect(() => readModuleScript('import * as a from "/a.js"\n}')).toThrow(/does not parse/);
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

  it('reads the static imports and re-exports of a built chunk, not its dynamic imports or strings', () => {
    const code =
      'import{a as b}from"./framework-1.js";import"./side.js";export{c}from"../lib/d.js";export*from"./e.js";' +
      'const e=()=>import(`./lazy.js`),f=import("./other.js"),g="import\\"./not.js\\"",h=`from"./nor.js"`;';
    expect(staticImportsIn(code, '/fauna/assets/route-2.js')).toEqual([
      '/fauna/assets/framework-1.js',
      '/fauna/assets/side.js',
      '/fauna/lib/d.js',
      '/fauna/assets/e.js',
    ]);
  });

  it('evaluates the preloaded modules in that order and leaves the entry module to start hydration last', () => {
    const code = 'import * as route0 from "/a/route.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/a/entry.js");';
    const call = startCall(code, ['/a/entry.js', '/a/route.js', '/a/framework.js', '/a/runtime.js'], importsOf);
    expect(call).toContain('"order":["/a/runtime.js","/a/framework.js","/a/route.js"]');
  });
});
