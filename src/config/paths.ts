import type { Locale } from '../i18n/locale.ts';

/** Every URL of the site, in one typed place. Hrefs are router paths: the router adds the base path. */
export const paths = {
  home: { path: '/', href: () => '/' },
  endemic: { path: '/endemic', href: () => '/endemic' },
  references: {
    path: '/references',
    /** The references page, or one bibliography entry on it (`/references#ref-…`). */
    href: (anchor?: string) => (anchor ? `/references#${encodeURIComponent(anchor)}` : '/references'),
  },
  /** For data users: the columns, the Darwin Core and ColDP files, citation and licence (the same in both editions). */
  aboutData: { path: '/about-data', href: () => '/about-data' },
  /** A published version's landing page: its date, numbers, citation, downloads and what changed (decision 0028). */
  release: { href: (version: number) => `/releases/${version}` },
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
    /** The page an unknown species address shows, with status 404: the species route's own (no species has this slug). */
    notFoundSlug: '404',
  },
} as const;

/**
 * The site's editions: Albanian at the root, English under `/en` with the same paths after the prefix
 * (`/endemic` ↔ `/en/endemic`, `/` ↔ `/en/`). The address alone says the language (docs/decisions/0026).
 */
export const EDITION_PREFIX: Record<Locale, string> = { sq: '', en: '/en' };

/** The folder of an edition's files under the base path: '' for Albanian, 'en/' for English (its offline page, manifest). */
export const editionDir = (locale: Locale): string => (EDITION_PREFIX[locale] ? `${EDITION_PREFIX[locale].slice(1)}/` : '');

/** The path segment of the English edition (`en`), as routes.ts nests its routes under it. */
export const ENGLISH_SEGMENT = EDITION_PREFIX.en.slice(1);

/** Which edition a router path belongs to: '/en', '/en/' and '/en/…' are English, the rest Albanian. */
export function editionOf(routerPath: string): Locale {
  const prefix = EDITION_PREFIX.en;
  return routerPath === prefix || routerPath.startsWith(`${prefix}/`) || routerPath.startsWith(`${prefix}?`) ? 'en' : 'sq';
}

/** A router path without its edition's prefix: '/en/endemic' → '/endemic', '/en' → '/'. */
export function withoutEdition(routerPath: string): string {
  if (editionOf(routerPath) === 'sq') return routerPath;
  const rest = routerPath.slice(EDITION_PREFIX.en.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The same page in an edition: ('en', '/endemic') → '/en/endemic', ('en', '/') → '/en/', ('sq', '/en/x') → '/x'.
 * A page's address with a trailing slash (`/endemic/`, as a prerendered page sees itself) names the same page.
 */
export function inEdition(locale: Locale, routerPath: string): string {
  const path = withoutEdition(routerPath.replace(/(.)\/+(?=$|[?#])/, '$1'));
  return `${EDITION_PREFIX[locale]}${path}`;
}

/** Columns a checklist can be sorted by, as written in its address (`?sort=lloji`). */
export const CHECKLIST_SORT_COLUMNS = ['nr', 'klasa', 'rendi', 'familja', 'lloji', 'referenca'] as const;
export type ChecklistSortColumn = (typeof CHECKLIST_SORT_COLUMNS)[number];

/** The key of a checklist's search in its address (`?q=…`): written as one types, the other keys by choices. */
export const CHECKLIST_SEARCH_KEY = 'q';

/**
 * How a checklist is narrowed and shown, as kept in its address:
 * `?q=…&order=…&family=…&endemic=1&sort=lloji&dir=desc&view=grouped`. Absent keys are the default view.
 */
export type ChecklistQuery = {
  q?: string;
  order?: string;
  family?: string;
  endemic?: boolean;
  /** Sorted by this column (ascending unless `dir` is 'desc'); absent: the list's own order. */
  sort?: ChecklistSortColumn;
  dir?: 'asc' | 'desc';
  /** 'grouped': the rows under headings of their order and family. */
  view?: 'grouped';
};

/** A group's checklist, narrowed by a search, an order, a family or to the endemic species, sorted or grouped. */
export function checklistHref(groupName: string, query: ChecklistQuery = {}): string {
  const search = checklistSearch(query);
  return search ? `${paths.group.href(groupName)}${search}` : paths.group.href(groupName);
}

/** The address's query part of a checklist view ('' for the default view), keys in a fixed order. */
export function checklistSearch(query: ChecklistQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set(CHECKLIST_SEARCH_KEY, query.q);
  if (query.order) params.set('order', query.order);
  if (query.family) params.set('family', query.family);
  if (query.endemic) params.set('endemic', '1');
  if (query.sort) params.set('sort', query.sort);
  if (query.sort && query.dir === 'desc') params.set('dir', 'desc');
  if (query.view) params.set('view', query.view);
  const search = params.toString().replace(/\+/g, '%20');
  return search ? `?${search}` : '';
}

/** Reads a checklist view from an address's query (`location.search`); unknown keys and values are ignored. */
export function parseChecklistQuery(search: string): ChecklistQuery {
  const params = new URLSearchParams(search);
  const query: ChecklistQuery = {};
  const text = (key: string) => params.get(key)?.normalize('NFC') || undefined;
  const q = text(CHECKLIST_SEARCH_KEY);
  if (q) query.q = q;
  const order = text('order')?.trim();
  if (order) query.order = order;
  const family = text('family')?.trim();
  if (family) query.family = family;
  if (params.get('endemic') === '1') query.endemic = true;
  const sort = params.get('sort');
  if ((CHECKLIST_SORT_COLUMNS as readonly string[]).includes(sort ?? '')) {
    query.sort = sort as ChecklistSortColumn;
    query.dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  }
  if (params.get('view') === 'grouped') query.view = 'grouped';
  return query;
}

/** Base URL of the deployed site, always ending in '/' (read lazily: this module is also loaded by the build config). */
export function baseUrl(): string {
  return import.meta.env.BASE_URL;
}

/** The folder of the site's data files (checklists, downloads, releases, indexes), at the site root. */
const DATA_DIR = 'data';

/** A group's checklist CSV, relative to the site root: 'Odonata' → `data/Odonata.csv` (the build writes it). */
export function checklistDataFile(groupName: string): string {
  return `${DATA_DIR}/${groupName}.csv`;
}

/** URL of a group's checklist CSV, valid from any page (with or without trailing slash, under any base path). */
export function checklistDataUrl(groupName: string): string {
  return `${baseUrl()}${checklistDataFile(encodeURIComponent(groupName))}`;
}

/** The Darwin Core Archive of every checklist, relative to the site root (the build writes it there). */
export const DARWIN_CORE_ARCHIVE_FILE = `${DATA_DIR}/fauna-of-kosovo-dwca.zip`;

export function darwinCoreArchiveUrl(): string {
  return `${baseUrl()}${DARWIN_CORE_ARCHIVE_FILE}`;
}

/** The same checklists as a Catalogue of Life Data Package (ColDP), relative to the site root (the build writes it). */
export const COLDP_FILE = `${DATA_DIR}/fauna-of-kosovo-coldp.zip`;

export function coldpUrl(): string {
  return `${baseUrl()}${COLDP_FILE}`;
}

/** Every row of every checklist in one CSV with a group column (the build writes it; offered on the home page). */
export const FAUNA_CSV_FILE = `${DATA_DIR}/fauna-of-kosovo.csv`;

export function faunaCsvUrl(): string {
  return `${baseUrl()}${FAUNA_CSV_FILE}`;
}

/**
 * Each release's downloads, under a folder of its own that never changes once published (docs/decisions/0027): the
 * whole-fauna CSV and the bibliography as published, and what changed since the release before it.
 */
export const RELEASES_DATA_DIR = `${DATA_DIR}/releases`;

/** The files of a release's folder; the first two are also the files the owners keep in `releases/{N}/`. */
export const RELEASE_FILES = {
  fauna: FAUNA_CSV_FILE.slice(FAUNA_CSV_FILE.lastIndexOf('/') + 1),
  references: 'references.md',
  changesCsv: 'changes.csv',
  changesMarkdown: 'CHANGES.md',
} as const;
export type ReleaseFileKind = keyof typeof RELEASE_FILES;

/** A release's file, relative to the site root: (1, 'fauna') → `data/releases/1/fauna-of-kosovo.csv`. */
export function releaseFile(version: number, kind: ReleaseFileKind): string {
  return `${RELEASES_DATA_DIR}/${version}/${RELEASE_FILES[kind]}`;
}

export function releaseFileUrl(version: number, kind: ReleaseFileKind): string {
  return `${baseUrl()}${releaseFile(version, kind)}`;
}

/** Every distinct Referenca cell of the checklists, resolved to bibliography anchors (the build writes it). */
export const CITATIONS_FILE = `${DATA_DIR}/citations.json`;

export function citationsUrl(): string {
  return `${baseUrl()}${CITATIONS_FILE}`;
}

/** Every species of every group, for the site-wide search (the build writes it; fetched when a search starts). */
export const SPECIES_INDEX_FILE = `${DATA_DIR}/species-index.json`;

export function speciesIndexUrl(): string {
  return `${baseUrl()}${SPECIES_INDEX_FILE}`;
}

/** The checklist page of a group, searched for a name (the page's search box reads `?q=`). */
export function groupSearchHref(groupName: string, query: string): string {
  return checklistHref(groupName, { q: query });
}

/**
 * The router path of an address of this site ('/fauna/species/X#a' → '/species/X#a' under the base '/fauna/'), or
 * null for an address outside the base path: the inverse of siteUrl.
 */
export function routerPathOf(address: { pathname: string; search: string; hash: string }): string | null {
  const base = baseUrl();
  const path = `${address.pathname}${address.search}${address.hash}`;
  return path.startsWith(base) ? `/${path.slice(base.length)}` : null;
}

/** URL of a built asset given its path relative to the site root (e.g. `photos/x-640.webp`). */
export function siteUrl(relativePath: string): string {
  return `${baseUrl()}${relativePath.replace(/^\/+/, '')}`;
}
