// Every dependency that ships an install script is reviewed in package.json's `allowScripts` (decision 0060): npm 11
// runs an unreviewed one and warns, npm 12 skips it. A denied one never runs: no browser or Java runtime is
// downloaded by `npm ci`; Debian's are installed by the project's scripts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { version?: string; hasInstallScript?: boolean }> };
type AllowScripts = Record<string, boolean>;

const ROOT = path.join(import.meta.dirname, '..');
const readJson = <T,>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** The name and version of each locked package with an install script (a nested one by its own name, a scoped one with its scope). */
function withInstallScripts(lock: Lock): { name: string; version: string | undefined }[] {
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && entry.hasInstallScript)
    .map(([where, entry]) => ({ name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version }));
}

/** An entry's package name: `esbuild`, `esbuild@0.28.2`, `@scope/x@1.0.0` → `esbuild`, `esbuild`, `@scope/x`. */
function nameOf(key: string): string {
  const at = key.indexOf('@', 1);
  return at < 0 ? key : key.slice(0, at);
}

/** The packages with an install script that no entry names, by name or by name@version. */
function unreviewed(lock: Lock, allow: AllowScripts): string[] {
  return withInstallScripts(lock)
    .filter(({ name, version }) => !(name in allow) && !(`${name}@${version}` in allow))
    .map(({ name, version }) => `${name}@${version}`);
}

/** Entries that name no locked package with an install script (what `npm install-scripts prune` would remove). */
function stale(lock: Lock, allow: AllowScripts): string[] {
  const names = new Set(withInstallScripts(lock).map(({ name }) => name));
  return Object.keys(allow).filter((key) => !names.has(nameOf(key)));
}

describe("package.json's allowScripts", () => {
  const lock = readJson<Lock>('package-lock.json');
  const allow = readJson<{ allowScripts?: AllowScripts }>('package.json').allowScripts ?? {};

  it('reviews every locked package that has an install script, and names no other', () => {
    expect(unreviewed(lock, allow)).toEqual([]);
    expect(stale(lock, allow)).toEqual([]);
  });

  it("denies the scripts that would download a browser (puppeteer) or a Java runtime (vnu-jar's postinstall)", () => {
    expect(allow).toMatchObject({ puppeteer: false, 'vnu-jar': false });
  });

  it('finds a package left out, pinned to another version, or named though it has no script', () => {
    const sample: Lock = {
      packages: {
        '': {},
        'node_modules/a': { version: '1.0.0', hasInstallScript: true },
        'node_modules/@s/b': { version: '2.0.0', hasInstallScript: true },
        'node_modules/x/node_modules/c': { version: '3.0.0', hasInstallScript: true },
        'node_modules/d': { version: '4.0.0' },
      },
    };
    expect(unreviewed(sample, { a: true, '@s/b@2.0.0': true, c: false })).toEqual([]);
    expect(unreviewed(sample, { a: true, '@s/b@1.9.0': true })).toEqual(['@s/b@2.0.0', 'c@3.0.0']);
    expect(stale(sample, { a: true, '@s/b@1.9.0': true, d: true })).toEqual(['d']);
  });
});
