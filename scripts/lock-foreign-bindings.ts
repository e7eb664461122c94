// Fills package-lock.json with the other platforms' native bindings this machine's registry does not serve
// (e.g. @unrs/resolver-binding-darwin-arm64): npm leaves them out of the lock, and `npm ci` then fails with
// "Missing: …@ from lock file". Each is written as npm writes it elsewhere, from its name: version, os, cpu and libc,
// optional; npm skips them on other platforms. Run after `npm install` on this machine: `tsx scripts/lock-foreign-bindings.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'];
const CPUS = ['arm', 'arm64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'x64'];
const LIBC: Record<string, string> = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

interface LockEntry {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** `…-linux-arm-musleabihf` → os linux, cpu arm, libc musl; undefined when the name is not a binding's. */
export function platformOf(name: string): { os: string[]; cpu: string[]; libc?: string[] } | undefined {
  const parts = name.split('/').pop()!.split('-');
  const at = parts.findIndex((part, i) => OSES.includes(part) && CPUS.includes(parts[i + 1] ?? ''));
  if (at < 0) return undefined;
  const libc = LIBC[parts[at + 2] ?? ''];
  return { os: [parts[at]!], cpu: [parts[at + 1]!], ...(libc && { libc: [libc] }) };
}

export function fillLock(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const nested = `${where ? `${where}/` : ''}${key}`;
      if (lock.packages[key] || lock.packages[nested]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${name}@${version} (from ${where}): not a pinned native binding`);
      lock.packages[key] = { version, cpu: platform.cpu, ...(entry.dev && { dev: true }), ...(platform.libc && { libc: platform.libc }), optional: true, os: platform.os };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
  return added;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  const added = fillLock(lock);
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `package-lock.json: added ${added.join(', ')}` : 'package-lock.json: nothing missing');
}
