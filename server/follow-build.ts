// The Node server follows the build folder: it serves the site `<buildDir>/current` points to, and when a build
// switches that link it answers the next requests from the new site. Requests already started finish on theirs:
// each site has its own handler (file list, cache, policies), so no response mixes two builds.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import type { RequestHandler } from './app.ts';

/** The folder of the served site: where `<buildDir>/current` points, or the build folder itself in the older layout. */
export function servedSiteDir(buildDir: string): string {
  const current = path.join(buildDir, BUILD_LAYOUT.current);
  return existsSync(current) ? realpathSync(current) : path.resolve(buildDir);
}

export type FollowedSite = {
  handler: RequestHandler;
  /** The site folder now served. */
  siteDir: () => string;
  /** Looks at the link now (the server also does every `intervalMs`). */
  check: () => void;
  stop: () => void;
};

/**
 * A handler for the served site that moves to a new site when `current` points elsewhere. A new site that cannot be
 * served (its files are broken) is reported once and the old one kept.
 */
export function followBuild(
  buildDir: string,
  handlerFor: (siteDir: string) => RequestHandler,
  { intervalMs = 250, log = (line: string) => console.log(line) }: { intervalMs?: number; log?: (line: string) => void } = {},
): FollowedSite {
  let siteDir = servedSiteDir(buildDir);
  let active = handlerFor(siteDir);
  let refused: string | null = null;
  const check = () => {
    let next: string;
    try {
      next = servedSiteDir(buildDir);
    } catch {
      return; // the link is being switched, or the folder went away: keep serving what we have
    }
    if (next === siteDir || next === refused) return;
    try {
      active = handlerFor(next);
      siteDir = next;
      refused = null;
      log(`Fauna of Kosovo: now serving ${next}`);
    } catch (error) {
      refused = next;
      log(`Fauna of Kosovo: cannot serve the new build ${next} (${(error as Error).message}); still serving ${siteDir}`);
    }
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return { handler: (req, res) => active(req, res), siteDir: () => siteDir, check, stop: () => clearInterval(timer) };
}
