import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, matchesPagePattern, normaliseBasePath, readBuildInfo, writeBuildInfo } from './build-info.server.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fauna-build-info-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('normaliseBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['fauna', '/fauna/'],
    [' /fauna// ', '/fauna/'],
    ['a/b', '/a/b/'],
  ])('%s → %s', (raw, base) => {
    expect(normaliseBasePath(raw)).toBe(base);
  });
});

describe('build info', () => {
  it('round-trips what the build writes', () => {
    const notFoundPages = [{ pattern: '/species/:slug', page: 'species/404/index.html' }, { pattern: '*', page: '404/index.html' }];
    writeBuildInfo(dir, { basePath: '/fauna/', content: ['/x/content'], notFoundPages });
    expect(readBuildInfo(dir)).toEqual({ basePath: '/fauna/', content: ['/x/content'], notFoundPages });
  });

  it('defaults to / without the file, and normalises a hand-written base path', async () => {
    expect(readBuildInfo(path.join(dir, 'missing'))).toEqual({ basePath: '/' });
    const folder = await mkdtemp(path.join(dir, 'hand-'));
    await writeFile(path.join(folder, BUILD_INFO_FILE), '{ "basePath": "fauna" }');
    expect(readBuildInfo(folder)).toEqual({ basePath: '/fauna/' });
  });

  it('explains a broken file', async () => {
    const folder = await mkdtemp(path.join(dir, 'broken-'));
    await writeFile(path.join(folder, BUILD_INFO_FILE), '{ basePath: }');
    expect(() => readBuildInfo(folder)).toThrow(/\.fauna-build\.json: not valid JSON/);
    await writeFile(path.join(folder, BUILD_INFO_FILE), '{ "basePath": 3 }');
    expect(() => readBuildInfo(folder)).toThrow(/\.fauna-build\.json: expected/);
  });
});

describe('not-found page patterns', () => {
  it.each([
    ['/species/:slug', '/species/No-such-species', true],
    ['/species/:slug', '/species/No-such-species/', true],
    ['/species/:slug', '/species/', false],
    ['/species/:slug', '/species', false],
    ['/species/:slug', '/species/a/b', false],
    ['/species/:slug', '/families/Nope', false],
    ['*', '/anything/at/all', true],
  ])('%s matches %s: %s', (pattern, requestPath, matches) => {
    expect(matchesPagePattern(pattern, requestPath)).toBe(matches);
  });
});
