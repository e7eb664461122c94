import { inEdition, paths } from '../../config/paths.ts';
import type { Locale } from '../../i18n/locale.ts';

/** A prerendered page by its router path (unencoded, as prerender() takes it); `listed`: whether it goes in the sitemap. */
export type SitePage = { path: string; listed: boolean };

/** The site's editions, Albanian first (docs/decisions/0026). */
export const EDITIONS: readonly Locale[] = ['sq', 'en'];

/** What a site's pages are made of, as Albanian router paths (`/species/Eresus-kollari`, `/releases/2`). */
export type SitePageSources = {
  groups: readonly { name: string }[];
  speciesPaths?: readonly string[];
  /** Old names' pages (renames.csv) and species an earlier release listed: they lead on, out of the sitemap. */
  unlistedSpeciesPaths?: readonly string[];
  /** Each published release's landing page. */
  releasePaths?: readonly string[];
};

/**
 * Every page the build prerenders, in both editions: the fixed pages, each group's checklist, the species pages
 * (e.g. `/species/Eresus-kollari` and `/en/species/Eresus-kollari`), the releases' pages, and the species addresses
 * kept for old names and removed species, which stay out of the sitemap. The same list feeds prerender() and the
 * sitemap. `editions`: fewer for a build of some editions only (FAUNA_EDITIONS).
 */
export function sitePages(sources: SitePageSources, editions: readonly Locale[] = EDITIONS): SitePage[] {
  const pages = editionPages(sources);
  return editions.flatMap((locale) => pages.map((page) => ({ ...page, path: inEdition(locale, page.path) })));
}

/** The pages of one edition, by their Albanian router paths. */
function editionPages({ groups, speciesPaths = [], unlistedSpeciesPaths = [], releasePaths = [] }: SitePageSources): SitePage[] {
  return [
    { path: paths.home.path, listed: true },
    { path: paths.endemic.path, listed: true },
    { path: paths.references.path, listed: true },
    { path: paths.aboutData.path, listed: true },
    ...groups.map((group) => ({ path: `/${paths.group.pattern(group.name)}`, listed: true })),
    ...releasePaths.map((path) => ({ path, listed: true })),
    ...speciesPaths.map((path) => ({ path, listed: true })),
    ...unlistedSpeciesPaths.map((path) => ({ path, listed: false })),
    { path: paths.error.path, listed: false },
    { path: paths.notFound.path, listed: false },
    { path: paths.species.href(paths.species.notFoundSlug), listed: false },
  ];
}

/**
 * Which 404 page an unknown address gets, most specific first (`:name` matches one path segment, `*` anything, a
 * final `/*` the path before it and anything below).
 * An unknown species address gets the species route's own 404 page: the browser matches that address to the species
 * route, so only a page rendered by that route hydrates there without a mismatch. Without the English edition
 * (FAUNA_EDITIONS=sq), its addresses get the Albanian 404 pages.
 */
export function notFoundPages(editions: readonly Locale[] = EDITIONS): NotFoundPage[] {
  const english = (routerPath: string) => inEdition('en', routerPath);
  const speciesPattern = `/${paths.species.pattern}`;
  const speciesPage = paths.species.href(paths.species.notFoundSlug);
  const withEnglish = editions.includes('en');
  return [
    ...(withEnglish ? [{ pattern: english(speciesPattern), page: pageFile(english(speciesPage)) }] : []),
    { pattern: speciesPattern, page: pageFile(speciesPage) },
    // `/en/*`: the English edition's own addresses, '/en' itself included.
    ...(withEnglish ? [{ pattern: `${english('/')}*`, page: pageFile(english(paths.notFound.path)) }] : []),
    { pattern: '*', page: pageFile(paths.notFound.path) },
  ];
}

export type NotFoundPage = { pattern: string; page: string };

/** The file of a prerendered page, relative to the client folder: `/species/404` → `species/404/index.html`. */
export function pageFile(routerPath: string): string {
  const folder = routerPath.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}
