import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startCall } from './defer-modules.ts';
import { buildStartCode, START_MODULE } from './start-code.ts';

// The start function as the pages get it: src/app/start-after-paint.ts compiled by Vite, followed by the call the build
// makes of React Router's script, run in a bare JavaScript context with a fake page.

const REACT_ROUTER_SCRIPT =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-4.js");';

let code = '';
beforeAll(async () => {
  code = await buildStartCode();
}, 60_000);

/** Runs a page's module script (its `import()` given to `load`) with a visible page whose first paint has come. */
async function runScript(script: string) {
  const log: string[] = [];
  const timers: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: {
      visibilityState: 'visible',
      head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
    },
    addEventListener: () => undefined,
    requestAnimationFrame: () => undefined,
    setTimeout: (run: () => void) => timers.push(run),
    PerformanceObserver: class {
      static supportedEntryTypes = ['paint'];
      callback: (list: unknown, observer: unknown) => void;
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.callback = callback;
      }
      observe() {
        this.callback({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });
      }
    },
    load: async (url: string) => {
      log.push(`import ${url}`);
      return { url };
    },
  });
  // A classic script cannot hold import(): the fake page's module loader stands in for it.
  vm.runInContext(script.replaceAll('import(', 'load('), context);
  for (let round = 0; round < 50 && (timers.length > 0 || round < 5); round++) {
    timers.splice(0).forEach((run) => run());
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { log, window };
}

describe('the compiled start function', () => {
  it(`is the start function of ${START_MODULE} as one minified script that defines faunaStart, small enough for every page`, () => {
    expect(code.startsWith('var faunaStart=')).toBe(true);
    expect(typeof vm.runInNewContext(`${code}; faunaStart`)).toBe('function');
    expect(code).not.toMatch(/\bexport\b|\bimport\s*["'{*]/);
    expect(code.length).toBeLessThan(1500);
  });

  it("runs React Router's code after the paint: preloads, modules in order, then its imports and its own code", async () => {
    const call = startCall(REACT_ROUTER_SCRIPT, ['/assets/entry.client-4.js', '/assets/root-2.js', '/assets/lib-5.js', '/assets/manifest-1.js'], (href) =>
      href === '/assets/root-2.js' ? ['/assets/lib-5.js'] : [],
    );
    const { log, window } = await runScript(`${code}\n${call}`);
    expect(log).toEqual([
      'modulepreload /assets/entry.client-4.js',
      'modulepreload /assets/root-2.js',
      'modulepreload /assets/lib-5.js',
      'modulepreload /assets/manifest-1.js',
      'import /assets/lib-5.js',
      'import /assets/root-2.js',
      'import /assets/manifest-1.js',
      'import /assets/manifest-1.js',
      'import /assets/root-2.js',
      'import /assets/entry.client-4.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-2.js' } });
  });

  it('fails the build when the start module does not compile (planted: a syntax error)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fauna-start-'));
    try {
      writeFileSync(path.join(dir, 'broken.ts'), 'export function start( {\n');
      await expect(buildStartCode(path.join(dir, 'broken.ts'))).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
