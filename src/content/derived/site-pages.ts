import { paths } from '../../config/paths.ts';

/** A prerendered page by its router path (unencoded, as prerender() takes it); `listed`: whether it goes in the sitemap. */
export type SitePage = { path: string; listed: boolean };

/**
 * Every page the build prerenders: the fixed pages, each group's checklist and the species pages
 * (their router paths, e.g. `/species/Eresus-kollari`). The same list feeds prerender() and the sitemap.
 */
export function sitePages(groups: readonly { name: string }[], speciesPaths: readonly string[] = []): SitePage[] {
  return [
    { path: paths.home.path, listed: true },
    { path: paths.endemic.path, listed: true },
    { path: paths.references.path, listed: true },
    ...groups.map((group) => ({ path: `/${paths.group.pattern(group.name)}`, listed: true })),
    ...speciesPaths.map((path) => ({ path, listed: true })),
    { path: paths.error.path, listed: false },
    { path: paths.notFound.path, listed: false },
  ];
}
