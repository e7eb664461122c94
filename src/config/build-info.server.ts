// The build folder's layout, and the build info: what React Router's stage (the content plugin) hands to the stages
// after it (scripts/build.ts). Servers and hosts read the site manifest (site-manifest.server.ts).

/**
 * The build folder (FAUNA_BUILD_DIR): each build writes a complete site into `sites/<build id>/` and, once it is
 * complete, switches the `current` link to it in one rename (docs/decisions/0016). The servers read `current`.
 */
export const BUILD_LAYOUT = {
  /** One folder per build: `sites/<build id>/`, holding `client/`, `site-manifest.json` and `nginx-site.conf`. */
  sites: 'sites',
  /** Link to the site being served. */
  current: 'current',
  /** Link to the site served before it, for a rollback. */
  previous: 'previous',
  /** Inside a site: the published files. */
  client: 'client',
  /** Inside a site: what it publishes (site-manifest.server.ts). */
  manifest: 'site-manifest.json',
  /** Inside a site: the manifest's per-address rules as nginx maps, included by deploy/nginx.conf. */
  nginxSite: 'nginx-site.conf',
} as const;

const COMPILED_DIR = 'dist';

/**
 * The production server, compiled to JavaScript by the build's first stage: its folder, the file `node` runs, and the
 * record of the files it was compiled from (scripts/build/server-inputs.ts).
 */
export const COMPILED_SERVER = { dir: COMPILED_DIR, entry: `${COMPILED_DIR}/server/main.js`, inputsRecord: `${COMPILED_DIR}/compiled-from.json` } as const;

/** How the site was built. */
export type BuildInfo = {
  /** The sub-path the site is deployed under: '/' or '/x/y/'. */
  basePath: string;
  /** The content folders, most important first. */
  content: string[];
  /** Which build this is: the name of its folder under `sites/`. */
  buildId: string;
  /**
   * Which page an unknown address gets with status 404, most specific first: `pattern` is a path under the base
   * path (`:name` stands for one segment, `*` for any address), `page` a file of the client folder.
   */
  notFoundPages: { pattern: string; page: string }[];
};

/** '/fauna', 'fauna/', ' /fauna// ' → '/fauna/'; '' or undefined → '/'. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
