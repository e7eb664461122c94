// The last build stage: the complete new site replaces the served one in one step, and old sites are removed.
// Layout (src/config/build-info.server.ts, BUILD_LAYOUT): `<buildDir>/sites/<id>/` per build, the links `current` and
// `previous` to two of them, and `client` as a link through `current`, so that whoever reads `<buildDir>/client`
// reads the served site. A build that fails never reaches this stage.
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { BUILD_LAYOUT } from '../../src/config/build-info.server.ts';
import { removeUnpublishedSite } from './remove-settled.ts';

/** A new build's id: when it started (UTC), and a few random letters so that two builds never share one. */
export function newBuildId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;
}

/** Where the build with this id writes its site. */
export function siteDir(buildDir: string, id: string): string {
  return path.join(buildDir, BUILD_LAYOUT.sites, id);
}

/** The build id a link points to, or null. */
export function linkedBuild(buildDir: string, link: typeof BUILD_LAYOUT.current | typeof BUILD_LAYOUT.previous): string | null {
  const file = path.join(buildDir, link);
  if (!isLink(file)) return null;
  return path.basename(readlinkSync(file));
}

/** Points `link` (a path) to `target` in one rename, replacing what was there (a link, or a folder of an older layout). */
function switchLink(link: string, target: string): void {
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(target, next);
  if (existsSync(link) && !isLink(link)) rmSync(link, { recursive: true, force: true });
  renameSync(next, link);
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Serves the site of build `id`: `current` now points to it and `previous` to the site served until now. Sites that
 * are neither are removed (a server still sending a file of one finishes it: the file stays open).
 */
export function publishSite(buildDir: string, id: string): void {
  if (!existsSync(siteDir(buildDir, id))) throw new Error(`no site to publish at ${siteDir(buildDir, id)}`);
  const served = linkedBuild(buildDir, BUILD_LAYOUT.current);
  // `<buildDir>/client`: the served site's files, where people look for them.
  const client = path.join(buildDir, BUILD_LAYOUT.client);
  if (!isLink(client)) switchLink(client, path.join(BUILD_LAYOUT.current, BUILD_LAYOUT.client));
  if (served && served !== id) switchLink(path.join(buildDir, BUILD_LAYOUT.previous), path.join(BUILD_LAYOUT.sites, served));
  switchLink(path.join(buildDir, BUILD_LAYOUT.current), path.join(BUILD_LAYOUT.sites, id));
  removeOldSites(buildDir);
}

/**
 * After a build stopped or failed: its site folder removed, unless `current` already names it (it stopped or failed
 * once its site was served: the link switched first, then old sites are removed). True when its site is served (decision 0072).
 */
export function discardUnlessServed(buildDir: string, id: string, say: (line: string) => void = console.error): boolean {
  if (linkedBuild(buildDir, BUILD_LAYOUT.current) === id) return true;
  removeUnpublishedSite(path.resolve(siteDir(buildDir, id)), say);
  return false;
}

/** Serves the previous site again (and the current one becomes the previous). Returns the id now served. */
export function rollbackSite(buildDir: string): string {
  const previous = linkedBuild(buildDir, BUILD_LAYOUT.previous);
  if (!previous || !existsSync(siteDir(buildDir, previous))) throw new Error(`no previous site to go back to in ${buildDir}`);
  publishSite(buildDir, previous);
  return previous;
}

/**
 * Removes the sites older than the current one, but the previous one (a build started later may still be writing
 * its own; ids sort by their start time).
 */
export function removeOldSites(buildDir: string): void {
  const current = linkedBuild(buildDir, BUILD_LAYOUT.current);
  const previous = linkedBuild(buildDir, BUILD_LAYOUT.previous);
  const sites = path.join(buildDir, BUILD_LAYOUT.sites);
  mkdirSync(sites, { recursive: true });
  for (const id of readdirSync(sites, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    if (current !== null && id < current && id !== previous) rmSync(path.join(sites, id), { recursive: true, force: true });
  }
}
