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
    { path: paths.species.href(paths.species.notFoundSlug), listed: false },
  ];
}

/**
 * Which 404 page an unknown address gets, most specific first (`:name` matches one path segment, `*` anything).
 * An unknown species address gets the species route's own 404 page: the browser matches that address to the species
 * route, so only a page rendered by that route hydrates there without a mismatch.
 */
export function notFoundPages(): NotFoundPage[] {
  return [
    { pattern: `/${paths.species.pattern}`, page: pageFile(paths.species.href(paths.species.notFoundSlug)) },
    { pattern: '*', page: pageFile(paths.notFound.path) },
  ];
}

export type NotFoundPage = { pattern: string; page: string };

/** The file of a prerendered page, relative to the client folder: `/species/404` → `species/404/index.html`. */
export function pageFile(routerPath: string): string {
  const folder = routerPath.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}
