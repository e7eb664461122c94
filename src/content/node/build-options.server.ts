import { normaliseBasePath } from '../../config/build-info.server.ts';

/** Build-time options, all from the environment so that `npm run build` needs no flags. */
export type BuildOptions = {
  /** FAUNA_CONTENT: a content folder taking precedence over the default content. */
  contentDir: string | undefined;
  /** FAUNA_BASE: the sub-path the site is deployed under, normalised to '/' or '/x/y/'. */
  basePath: string;
  /** FAUNA_BUILD_DIR: the output root; the served site is `<buildDir>/client` (see BUILD_LAYOUT). */
  buildDir: string;
  /**
   * Set by the build pipeline (scripts/build.ts) for the stages it runs in other processes: where this build writes
   * its complete site (`<buildDir>/sites/<id>`, React Router's output folder), and the build's id.
   */
  siteDir: string;
  buildId: string | undefined;
  /** FAUNA_SITE_URL: the site's public address, overriding `siteUrl` in site.json. */
  siteUrl: string | undefined;
};

export { normaliseBasePath };

export function buildOptions(env: NodeJS.ProcessEnv = process.env): BuildOptions {
  return {
    contentDir: env.FAUNA_CONTENT || undefined,
    basePath: normaliseBasePath(env.FAUNA_BASE),
    buildDir: env.FAUNA_BUILD_DIR || 'build',
    siteDir: env.FAUNA_SITE_DIR || env.FAUNA_BUILD_DIR || 'build',
    buildId: env.FAUNA_BUILD_ID || undefined,
    siteUrl: env.FAUNA_SITE_URL?.trim() || undefined,
  };
}
