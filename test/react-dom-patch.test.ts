// patches/react-dom+19.3.1.patch (docs/decisions/0029): React DOM's client module makes no Error while it loads, so
// that no stack is captured with its 200 KB top-level function on it.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// The file the production build bundles (react-dom/client under the "production" condition; not an export of its own).
const CLIENT = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');

/** Loads `file` afresh with the global Error counted: how many Errors its top level makes. */
function errorsMadeLoading(file: string): number {
  // Its dependencies first, uncounted: only the module's own top level is in question.
  for (const dependency of ['scheduler', 'react', 'react-dom']) require(dependency);
  const original = globalThis.Error;
  let made = 0;
  globalThis.Error = new Proxy(original, {
    apply: (target, self, args: unknown[]) => ((made += 1), Reflect.apply(target, self, args)),
    construct: (target, args: unknown[], newTarget) => ((made += 1), Reflect.construct(target, args, newTarget)),
  });
  try {
    delete require.cache[file];
    require(file);
  } finally {
    globalThis.Error = original;
    delete require.cache[file];
  }
  return made;
}

describe("React DOM's client module, as patched", () => {
  it('makes no Error while it loads', () => {
    expect(errorsMadeLoading(CLIENT)).toBe(0);
  });

  it('still has its signals, as errors with their messages', () => {
    const source = readFileSync(CLIENT, 'utf8');
    for (const code of [460, 461, 474, 519, 542]) expect(source).toContain(`sentinelError(formatProdErrorMessage(${code}))`);
    expect(source).toMatch(/function sentinelError\(message\) \{\n {2}return Object\.create\(Error\.prototype/);
  });
});
