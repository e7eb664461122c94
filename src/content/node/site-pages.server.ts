import { buildOptions } from './build-options.server.ts';
import { contentSource, type ContentSource } from './content-dir.server.ts';
import { loadValidContent } from './load-content.server.ts';
import { sitePages, type SitePage } from '../derived/site-pages.ts';
import { paths } from '../../config/paths.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The pages of the site built from a content folder, in the build's editions: what prerender() renders and the sitemap lists. */
export function loadSitePages(source: ContentSource = contentSource(), editions: readonly Locale[] = buildOptions().editions): SitePage[] {
  const { config, species, renamed, removed, releases } = loadValidContent(source);
  const href = (slug: string) => paths.species.href(slug);
  return sitePages({
    groups: config.groups,
    speciesPaths: species.species.map((entry) => href(entry.slug)),
    unlistedSpeciesPaths: [...renamed.bySlug.keys(), ...removed.keys()].map(href),
    releasePaths: releases.list.map((release) => paths.release.href(release.version)),
  }, editions);
}
