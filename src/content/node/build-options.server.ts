import { normaliseBasePath } from '../../config/build-info.server.ts';
import type { Locale } from '../../i18n/locale.ts';
import { EDITIONS } from '../derived/site-pages.ts';

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
  /**
   * FAUNA_EDITIONS: the editions prerendered, e.g. `sq` for the Albanian pages alone (the bench compares the builds);
   * unset, both (`sq,en`). The sitemap and the 404 pages follow; the offline files of both are written all the same.
   */
  editions: readonly Locale[];
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
    editions: parseEditions(env.FAUNA_EDITIONS),
  };
}

/** `sq`, `sq,en` (any order, spaces allowed) → the editions in the site's order; unset or blank → all of them. */
export function parseEditions(value: string | undefined): readonly Locale[] {
  const named = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (named.length === 0) return EDITIONS;
  const unknown = named.filter((name) => !(EDITIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`FAUNA_EDITIONS: no edition ${unknown.join(', ')} (the editions: ${EDITIONS.join(', ')})`);
  // The Albanian edition is the site's root: its home and its 404 page answer every other address.
  if (!named.includes(EDITIONS[0]!)) throw new Error(`FAUNA_EDITIONS: ${value} leaves out ${EDITIONS[0]}, the edition at the root`);
  return EDITIONS.filter((locale) => named.includes(locale));
}
