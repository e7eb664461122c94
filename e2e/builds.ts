import { readdirSync } from 'node:fs';
import path from 'node:path';
import { hasOwnersContent, OWNERS_CONTENT } from '../test/owners-content.ts';

export { hasOwnersContent, OWNERS_CONTENT };

/**
 * The builds the browser tests run against: one per content, plus one under a sub-path. `siteUrl` is the
 * public address given at build time (FAUNA_SITE_URL): only the sub-path build has one (canonical links, sitemap).
 */
// E2E_WORKSPACE lets two checkouts' test runs share a machine: own build folders, own ports.
const workspace = process.env.E2E_WORKSPACE ?? '';
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4310);

export const BUILDS = {
  default: { buildDir: `build${workspace}`, basePath: '/', port: PORT_BASE, content: undefined, siteUrl: undefined },
  owners: { buildDir: `build${workspace}-owners`, basePath: '/', port: PORT_BASE + 1, content: OWNERS_CONTENT, siteUrl: undefined },
  subpath: { buildDir: `build${workspace}-subpath`, basePath: '/fauna/', port: PORT_BASE + 2, content: undefined, siteUrl: 'https://fauna.example/' },
} as const;

export type BuildName = keyof typeof BUILDS;

export function activeBuilds(): BuildName[] {
  return (Object.keys(BUILDS) as BuildName[]).filter((name) => name !== 'owners' || hasOwnersContent);
}

/** The folder of a build's published files (its pages, downloads, scripts). */
export const clientDir = (build: BuildName) => path.resolve(BUILDS[build].buildDir, 'client');

/** Every HTML file a build's client folder holds, relative to it, with '/' between folders. */
export function htmlFiles(client: string): string[] {
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'));
}
