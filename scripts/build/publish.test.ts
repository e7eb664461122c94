import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discardUnlessServed, linkedBuild, newBuildId, publishSite, rollbackSite, siteDir } from './publish.ts';
import { scratchFolders } from '../../test/scratch-folders.ts';

const scratch = scratchFolders('publish');

/** A finished build's site folder, holding one page that names its build. */
function built(buildDir: string, id: string): void {
  mkdirSync(path.join(siteDir(buildDir, id), 'client'), { recursive: true });
  writeFileSync(path.join(siteDir(buildDir, id), 'client', 'index.html'), id);
  writeFileSync(path.join(siteDir(buildDir, id), 'site-manifest.json'), '{}');
}
const served = (buildDir: string) => readFileSync(path.join(buildDir, 'client', 'index.html'), 'utf8');

describe('publishing a build', () => {
  it('ids sort by the time the build started', () => {
    expect(newBuildId(new Date('2026-11-24T21:57:51.123Z'))).toMatch(/^20261124T215751Z-[\da-f]{6}$/);
    expect(newBuildId(new Date('2026-11-24T21:57:51Z')) < newBuildId(new Date('2026-11-24T21:57:52Z'))).toBe(true);
  });

  it('switches the served site, keeps the previous one for a rollback and removes older ones', () => {
    const buildDir = scratch();
    for (const id of ['1', '2', '3']) {
      built(buildDir, id);
      publishSite(buildDir, id);
      expect(served(buildDir)).toBe(id);
    }
    expect([linkedBuild(buildDir, 'current'), linkedBuild(buildDir, 'previous')]).toEqual(['3', '2']);
    expect(existsSync(siteDir(buildDir, '1'))).toBe(false);
    expect(lstatSync(path.join(buildDir, 'client')).isSymbolicLink()).toBe(true);
    expect(realpathSync(path.join(buildDir, 'current', 'site-manifest.json'))).toBe(realpathSync(path.join(siteDir(buildDir, '3'), 'site-manifest.json')));

    expect(rollbackSite(buildDir)).toBe('2');
    expect(served(buildDir)).toBe('2');
    expect(rollbackSite(buildDir)).toBe('3');
    expect(served(buildDir)).toBe('3');
  });

  it('a stopped or failed build removes its own site, never the one served, even once its own is served', () => {
    const buildDir = scratch();
    built(buildDir, '1');
    publishSite(buildDir, '1');
    built(buildDir, '2');
    expect(discardUnlessServed(buildDir, '2', () => {})).toBe(false);
    expect(existsSync(siteDir(buildDir, '2'))).toBe(false);
    expect(served(buildDir)).toBe('1');
    // stopped after `current` switched to it, while old sites were being removed: what is served stays
    built(buildDir, '3');
    publishSite(buildDir, '3');
    expect(discardUnlessServed(buildDir, '3', () => {})).toBe(true);
    expect(served(buildDir)).toBe('3');
  });

  it('keeps a build that started later and is still writing its site, and files beside the sites', () => {
    const buildDir = scratch();
    built(buildDir, '1');
    writeFileSync(path.join(buildDir, 'sites', '0-package.json'), '{}');
    mkdirSync(siteDir(buildDir, '3'), { recursive: true }); // a build under way
    built(buildDir, '2');
    publishSite(buildDir, '2');
    expect(existsSync(siteDir(buildDir, '3'))).toBe(true);
    expect(existsSync(path.join(buildDir, 'sites', '0-package.json'))).toBe(true);
  });

  it('replaces a build folder of the older layout (client/ written in place) by the links', () => {
    const buildDir = scratch();
    mkdirSync(path.join(buildDir, 'client'));
    writeFileSync(path.join(buildDir, 'client', 'index.html'), 'old');
    built(buildDir, '1');
    publishSite(buildDir, '1');
    expect(served(buildDir)).toBe('1');
    expect(() => rollbackSite(buildDir)).toThrow(/no previous site/);
  });
});
