/**
 * The content registry: every file of a content folder, what reads it and whether the pages get it.
 * Loading, the content check, the build and the pages all go through this table, so adding a kind of content
 * costs one entry here, its parser and its page (see docs/decisions/0011-content-registry.md).
 */
import { parseEndemicJson } from './parse/endemic.ts';
import { GALLERY_FILE, parseGalleryCsv } from './parse/gallery-csv.ts';
import type { EnglishTwin } from './parse/english-twins.ts';
import type { PhotoRequest } from './parse/photo-requests.ts';
import type { FeaturedName } from './parse/featured-names.ts';
import type { ContentIssue } from './issues.ts';
import { parseReferencesMd, sortReferences } from './parse/references-md.ts';
import { parseSiteConfig, type SiteConfigResult } from './parse/site-config.ts';
import { parseVernacularNames, VERNACULAR_FILE, type VernacularName } from './parse/vernacular-names.ts';
import { parseRenamesCsv, RENAMES_FILE, type Rename } from './parse/renames-csv.ts';
import { parseReleaseCsv, parseReleaseReferences, type ReleaseCsvRow } from './parse/release-csv.ts';
import { RELEASE_FILES } from '../config/paths.ts';

/** Build-time settings a parser may need (from the environment). */
export type LoadOptions = { siteUrl?: string | undefined };

/**
 * What a parser makes of a file: its value (null when the file is unusable) and every problem, located; for a file
 * with texts that may have an English twin, each of those texts, given or not (docs/decisions/0023); for a file that
 * asks for photos, each one, where it asks; for a file that shows species on a page of their own, each, where named.
 */
/** `italics`: the phrases the file's texts mark as italic (`*Genus*`), the marks removed from the texts. */
export type Parsed<T> = { value: T | null; issues: ContentIssue[]; english?: EnglishTwin[]; photos?: PhotoRequest[]; featured?: FeaturedName[]; italics?: string[] };

export type ContentFile<T, P = unknown> = {
  /** Path inside the content folder. */
  path: string;
  /** A required file missing from every content folder is an error; an optional one gets `absent`. */
  required: boolean;
  parse(text: string, path: string, options: LoadOptions): Parsed<T>;
  /** The value when an optional file is absent. */
  absent?: T;
  /** What the pages import as `virtual:fauna/<key>`; without it the value stays at build time. */
  page?: (value: T) => P;
};

const file = <T, P>(spec: ContentFile<T, P>): ContentFile<T, P> => spec;
const shipped = <T>(value: T): T => value;

export const CONTENT_FILES = {
  site: file({
    path: 'site.json',
    required: true,
    // The whole result: the checklist check points at site.json's values through its parsed document.
    parse: (text, path, options): Parsed<SiteConfigResult> => {
      const result = parseSiteConfig(text, path, { siteUrl: options.siteUrl });
      return { value: result, issues: result.issues, english: result.english };
    },
    page: (result) => result.config!, // pages are built from valid content only
  }),
  gallery: file({
    path: GALLERY_FILE,
    required: true,
    parse: (text, path) => {
      const { items, issues } = parseGalleryCsv(text, path);
      const photos = items.map(({ species, line, speciesColumn }) => ({ name: `${species}.jpg`, file: path, line, column: speciesColumn }));
      const featured = items.map(({ species, line, speciesColumn }) => ({ name: species, file: path, line, column: speciesColumn }));
      return { value: items, issues, photos, featured };
    },
    page: shipped,
  }),
  endemic: file({
    path: 'endemic.json',
    required: true,
    parse: (text, path) => {
      const { content, issues, english, photos, featured, italics } = parseEndemicJson(text, path);
      return { value: content, issues, english, photos, featured, italics };
    },
    page: shipped,
  }),
  references: file({
    path: 'references.md',
    required: true,
    parse: (text, path) => {
      const { references, issues } = parseReferencesMd(text, path);
      return { value: sortReferences(references), issues };
    },
    page: shipped,
  }),
  // Albanian (and English) common names; used at build time by the species pages and the search index.
  vernacular: file({
    path: VERNACULAR_FILE,
    required: false,
    absent: [] as VernacularName[],
    parse: (text, path) => {
      const { names, issues } = parseVernacularNames(text, path);
      return { value: names, issues };
    },
  }),
  // Names replaced since an earlier release (decision 25); used at build time by the Catalogue of Life package.
  renames: file({
    path: RENAMES_FILE,
    required: false,
    absent: [] as Rename[],
    parse: (text, path) => {
      const { renames, issues } = parseRenamesCsv(text, path);
      return { value: renames, issues };
    },
  }),
};

/** A file of each entry of a content folder: its name in the entry's folder and its parser. */
export type FolderFile<T> = { name: string; parse(text: string, path: string): Parsed<T> };

/**
 * A folder of the content whose sub-folders (its entries) each hold the same files. Unlike a file of the table above,
 * it is read from the maintainers' own folder only, never from the default content behind it: the default content's
 * releases are its own history, not theirs.
 */
export type ContentFolder<F extends Record<string, unknown>> = {
  path: string;
  /** Optional: a content folder without it is valid. */
  required: boolean;
  /** The names of the entries' folders (anything else in it is reported and ignored). */
  entry: RegExp;
  /** Each entry's files, all of which it must hold. */
  files: { [K in keyof F]: FolderFile<F[K]> };
};

export const CONTENT_FOLDERS = {
  // Each published version's files as the site published them, `releases/{N}/` (docs/decisions/0025, 0027).
  releases: {
    path: 'releases',
    required: false,
    entry: /^[1-9]\d*$/,
    files: {
      fauna: {
        name: RELEASE_FILES.fauna,
        parse: (text: string, path: string): Parsed<ReleaseCsvRow[]> => {
          const { rows, issues } = parseReleaseCsv(text, path);
          return { value: rows, issues };
        },
      },
      references: {
        name: RELEASE_FILES.references,
        parse: (text: string, path: string): Parsed<string> => {
          const { issues } = parseReleaseReferences(text, path);
          return { value: text, issues };
        },
      },
    },
  } satisfies ContentFolder<{ fauna: ReleaseCsvRow[]; references: string }>,
};

export type ContentKey = keyof typeof CONTENT_FILES;
export type ContentValue<K extends ContentKey> = (typeof CONTENT_FILES)[K] extends ContentFile<infer T, unknown> ? T : never;
/** What the pages get of each file (`virtual:fauna/<key>`); see virtual-modules.d.ts. */
export type PageContent = { [K in ContentKey]: NonNullable<(typeof CONTENT_FILES)[K]['page']> extends (value: never) => infer P ? P : never };
