// The build-info file: written into the built site by the build, read by the server and the scripts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/** Its name, inside the client folder (a dotfile: neither server publishes it). */
export const BUILD_INFO_FILE = '.fauna-build.json';

/**
 * The build folder (FAUNA_BUILD_DIR): each build writes a complete site into `sites/<build id>/` and, once it is
 * complete, switches the `current` link to it in one rename (docs/decisions/0016). The servers read `current`.
 */
export const BUILD_LAYOUT = {
  /** One folder per build: `sites/<build id>/`, holding `client/`, `csp.json` and `nginx-csp.conf`. */
  sites: 'sites',
  /** Link to the site being served. */
  current: 'current',
  /** Link to the site served before it, for a rollback. */
  previous: 'previous',
  /** Inside a site: the published files. */
  client: 'client',
  /** Inside a site: each page's Content-Security-Policy, for the Node server. */
  cspTable: 'csp.json',
  /** Inside a site: the same as an nginx map, included by deploy/nginx.conf. */
  nginxCsp: 'nginx-csp.conf',
} as const;

/** How the site was built. */
export type BuildInfo = {
  /** The sub-path the site is deployed under: '/' or '/x/y/'. */
  basePath: string;
  /** The content folders, most important first (absent in files written by hand). */
  content?: string[];
  /** Which build this is: the name of its folder under `sites/` (absent in files written by hand). */
  buildId?: string;
  /**
   * Which page an unknown address gets with status 404, most specific first: `pattern` is a path under the base
   * path (`:name` stands for one segment, `*` for any address), `page` a file of the client folder.
   */
  notFoundPages?: { pattern: string; page: string }[];
};

/** Where static hosts look for a 404 page: `404/index.html` → `404.html`, `species/404/index.html` → `species/404.html`. */
export function staticHostNotFoundFile(page: string): string {
  return page.replace(/\/index\.html$/, '.html');
}

/** Without a list in the build-info file: the site's one 404 page. */
export const DEFAULT_NOT_FOUND_PAGES = [{ pattern: '*', page: '404/index.html' }];

/** '/fauna', 'fauna/', ' /fauna// ' → '/fauna/'; '' or undefined → '/'. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

const BuildInfoSchema = v.looseObject({
  basePath: v.optional(v.string()),
  content: v.optional(v.array(v.string())),
  buildId: v.optional(v.string()),
  notFoundPages: v.optional(v.array(v.object({ pattern: v.string(), page: v.string() }))),
});

/** Reads `<clientDir>/.fauna-build.json`; absent → base path '/'. Throws with the file name when it is malformed. */
export function readBuildInfo(clientDir: string): BuildInfo {
  const file = path.join(clientDir, BUILD_INFO_FILE);
  if (!existsSync(file)) return { basePath: '/' };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(BuildInfoSchema, json);
  if (!result.success) throw new Error(`${file}: expected {"basePath": "/…/"}: ${v.summarize(result.issues)}`);
  const { basePath, content, buildId, notFoundPages } = result.output;
  return {
    basePath: normaliseBasePath(basePath),
    ...(content ? { content } : {}),
    ...(buildId ? { buildId } : {}),
    ...(notFoundPages ? { notFoundPages } : {}),
  };
}

/** Whether a path (under the base path, starting with '/') matches a not-found pattern; a trailing '/' is allowed. */
export function matchesPagePattern(pattern: string, requestPath: string): boolean {
  if (pattern === '*') return true;
  const want = pattern.split('/');
  const got = requestPath.replace(/(.)\/$/, '$1').split('/');
  return want.length === got.length && want.every((segment, index) => (segment.startsWith(':') ? got[index] !== '' : segment === got[index]));
}

export function writeBuildInfo(clientDir: string, info: BuildInfo): void {
  writeFileSync(path.join(clientDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
