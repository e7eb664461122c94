import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_CONTENT_SECURITY_POLICY, policyFor, readCspTable, withFrameAncestors } from './headers.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fauna-headers-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('readCspTable', () => {
  it('falls back to the policy of today when the build wrote no csp.json', () => {
    expect(readCspTable(path.join(dir, 'missing'))).toEqual({ '*': FALLBACK_CONTENT_SECURITY_POLICY });
  });

  it('reads the per-page policies and adds frame-ancestors', async () => {
    await writeFile(path.join(dir, 'csp.json'), JSON.stringify({ '*': "default-src 'self'", 'families/Pakurrizoret tjere\u0308/index.html': "script-src 'sha256-x';" }));
    expect(readCspTable(dir)).toEqual({
      '*': "default-src 'self'; frame-ancestors 'none'",
      'families/Pakurrizoret tjerë/index.html': "script-src 'sha256-x'; frame-ancestors 'none'",
    });
  });

  it('explains a broken file', async () => {
    const broken = await mkdtemp(path.join(dir, 'broken-'));
    await writeFile(path.join(broken, 'csp.json'), '{ "*": ');
    expect(() => readCspTable(broken)).toThrow(/csp\.json: not valid JSON/);
    await writeFile(path.join(broken, 'csp.json'), '{ "*": 3 }');
    expect(() => readCspTable(broken)).toThrow(/csp\.json: expected/);
  });
});

describe('withFrameAncestors', () => {
  it('keeps a policy that has the directive', () => {
    expect(withFrameAncestors("default-src 'self'; frame-ancestors 'self'")).toBe("default-src 'self'; frame-ancestors 'self'");
  });
});

describe('policyFor', () => {
  const table = { '*': 'D', 'index.html': 'H', 'endemic/index.html': 'E', 'notes.html': 'N' };
  it.each([
    ['/', 'H'],
    ['/index.html', 'H'],
    ['/endemic', 'E'],
    ['/endemic/', 'E'],
    ['/endemic/index.html', 'E'],
    ['/notes', 'N'],
    ['/assets/x.js', 'D'],
    ['/nope', 'D'],
  ])('%s → %s', (url, policy) => {
    expect(policyFor(table, url)).toBe(policy);
  });
});
