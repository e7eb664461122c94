import { normaliseBasePath } from '../../config/build-info.server.ts';

/** Build-time options, all from the environment so that `npm run build` needs no flags. */
export type BuildOptions = {
  /** FAUNA_CONTENT: a content folder taking precedence over the default content. */
  contentDir: string | undefined;
  /** FAUNA_BASE: the sub-path the site is deployed under, normalised to '/' or '/x/y/'. */
  basePath: string;
  /** FAUNA_BUILD_DIR: the output root; the site itself lands in `<buildDir>/client`. */
  buildDir: string;
  /** FAUNA_SITE_URL: the site's public address, overriding `siteUrl` in site.json. */
  siteUrl: string | undefined;
};

export { normaliseBasePath };

export function buildOptions(env: NodeJS.ProcessEnv = process.env): BuildOptions {
  return {
    contentDir: env.FAUNA_CONTENT || undefined,
    basePath: normaliseBasePath(env.FAUNA_BASE),
    buildDir: env.FAUNA_BUILD_DIR || 'build',
    siteUrl: env.FAUNA_SITE_URL?.trim() || undefined,
  };
}
