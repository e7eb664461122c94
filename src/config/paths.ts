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
  species: {
    /** Router pattern of a species page; the slug comes from the species' name (see speciesSlug). */
    pattern: 'species/:slug',
    href: (slug: string) => `/species/${encodeURIComponent(slug)}`,
  },
} as const;

/** How a checklist is narrowed, as kept in its address: `?q=…&order=…&family=…&endemic=1`. */
export type ChecklistQuery = { q?: string; order?: string; family?: string; endemic?: boolean };

/** A group's checklist, narrowed by a search, an order, a family or to the endemic species. */
export function checklistHref(groupName: string, query: ChecklistQuery = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.order) params.set('order', query.order);
  if (query.family) params.set('family', query.family);
  if (query.endemic) params.set('endemic', '1');
  const search = params.toString().replace(/\+/g, '%20');
  return search ? `${paths.group.href(groupName)}?${search}` : paths.group.href(groupName);
}

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
  return checklistHref(groupName, { q: query });
}

/** URL of a built asset given its path relative to the site root (e.g. `photos/x-640.webp`). */
export function siteUrl(relativePath: string): string {
  return `${baseUrl()}${relativePath.replace(/^\/+/, '')}`;
}
