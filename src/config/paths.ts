/** Every URL of the site, in one typed place. Hrefs are router paths: the router adds the base path. */
export const paths = {
  home: { path: '/', href: () => '/' },
  endemic: { path: '/endemic', href: () => '/endemic' },
  references: { path: '/references', href: () => '/references' },
  error: { path: '/error', href: () => '/error' },
  notFound: { path: '/404', href: () => '/404' },
  group: {
    /** Router pattern of one group's checklist, e.g. `families/Pakurrizoret tjerë`. */
    pattern: (groupName: string) => `families/${groupName}`,
    href: (groupName: string) => `/families/${encodeURIComponent(groupName)}`,
  },
} as const;

/** Base URL of the deployed site, always ending in '/' (read lazily: this module is also loaded by the build config). */
export function baseUrl(): string {
  return import.meta.env.BASE_URL;
}

/** URL of a group's checklist CSV, valid from any page (with or without trailing slash, under any base path). */
export function checklistDataUrl(groupName: string): string {
  return `${baseUrl()}data/${encodeURIComponent(groupName)}.csv`;
}

/** The Darwin Core Archive of every checklist, relative to the site root (the build writes it there). */
export const DARWIN_CORE_ARCHIVE_FILE = 'data/fauna-of-kosovo-dwca.zip';

export function darwinCoreArchiveUrl(): string {
  return `${baseUrl()}${DARWIN_CORE_ARCHIVE_FILE}`;
}

/** Every species of every group, for the site-wide search (the build writes it; fetched when a search starts). */
export const SPECIES_INDEX_FILE = 'data/species-index.json';

export function speciesIndexUrl(): string {
  return `${baseUrl()}${SPECIES_INDEX_FILE}`;
}

/** The checklist page of a group, searched for a name (the page's search box reads `?q=`). */
export function groupSearchHref(groupName: string, query: string): string {
  return `${paths.group.href(groupName)}?q=${encodeURIComponent(query)}`;
}

/** URL of a built asset given its path relative to the site root (e.g. `photos/x-640.webp`). */
export function siteUrl(relativePath: string): string {
  return `${baseUrl()}${relativePath.replace(/^\/+/, '')}`;
}
