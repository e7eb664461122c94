import { contentSource, type ContentSource } from './content-dir.server.ts';
import { loadSiteConfig } from './site-config.server.ts';
import { sitePages, type SitePage } from './site-pages.ts';

/** The pages of the site built from a content folder: what prerender() renders and the sitemap lists. */
export function loadSitePages(source: ContentSource = contentSource()): SitePage[] {
  const { groups } = loadSiteConfig(source);
  // Species pages: their router paths go here (one per distinct species, see species-identity.ts).
  const speciesPaths: string[] = [];
  return sitePages(groups, speciesPaths);
}
