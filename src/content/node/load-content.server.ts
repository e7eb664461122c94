import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkChecklists, CHECKLISTS_DIR, NOT_TEXT } from '../check/check-checklists.ts';
import type { ContentStatistics } from '../check/statistics.ts';
import type { ParsedChecklist } from '../parse/checklist-csv.ts';
import { buildOptions } from './build-options.server.ts';
import { CONTENT_FILES, type ContentKey, type ContentValue, type LoadOptions } from '../content-files.ts';
import { contentSource, findContentFile, folderOf, listContentFiles, shownFolder, type ContentSource } from './content-dir.server.ts';
import { decodeContentText, encodingIssues, publishedCsv, readContentText, type ContentText } from './content-text.server.ts';
import { formatIssue, sortIssues, type ContentIssue } from '../issues.ts';
import type { SiteConfig } from '../parse/site-config.ts';
import { speciesCatalogue, type SpeciesCatalogue } from '../derived/species-catalogue.ts';
import { checkCitations, checkRenameSources, type CitationSummary } from '../check/citation-rules.ts';
import { citationIndex, citationResolver, type CitationResolve } from '../derived/citations.ts';
import { checkVernacularSpecies, vernacularInListedCase } from '../parse/vernacular-names.ts';
import { checkRenamedSpecies } from '../parse/renames-csv.ts';
import { speciesKey } from '../parse/species-identity.ts';
import { typesetScientificName } from '../parse/scientific-name.ts';
import { inlinesWithNames, knownNames, type KnownNames } from '../derived/names-in-text.ts';
import { renamedNames, type RenamedNames } from '../derived/renamed-names.ts';
import { removedSpecies, type RemovedSpecies } from '../derived/removed-species.ts';
import type { EnglishTwin } from '../parse/english-twins.ts';
import { parseReleaseCsv } from '../parse/release-csv.ts';
import { checkReleases } from '../check/release-rules.ts';
import { contentReleases, type ContentReleases, type ReleaseSource } from '../derived/releases.ts';
import { FAUNA_CSV_FILE } from '../../config/paths.ts';
import { wholeFaunaCsv } from './fauna-csv.server.ts';
import { readKeptReleases } from './kept-releases.server.ts';
import { checkLikelyRenames } from '../check/likely-renames.ts';
import { checkGalleryCredits } from '../check/gallery-rules.ts';
import { checkPhotos, photoContentIssue, photoStandIns, PHOTOS_DIR } from '../check/photo-rules.ts';
import { checkFeaturedSpecies } from '../check/featured-species.ts';
import { closeListedNames } from '../check/close-listed-names.ts';
import { checkUnlistedNames } from '../check/unlisted-names.ts';
import type { FeaturedName } from '../parse/featured-names.ts';
import { findLookAlike, lookAlikeIssue } from '../check/look-alike-names.ts';
import { JPEG_PHOTO, photoKey, type PhotoRequest } from '../parse/photo-requests.ts';

/** A content folder read, parsed and checked: every file once, every problem located. */
export type LoadedContent = { [K in ContentKey]: ContentValue<K> | null } & {
  source: ContentSource;
  /** site.json's configuration, when it is valid. */
  config: SiteConfig | null;
  /** Each group's checklist, by group name, in menu order. */
  checklists: Map<string, ParsedChecklist>;
  /** Each of those as the build publishes it (`data/{group}.csv`), by group name: the bytes of the file read for it. */
  publishedChecklists: Map<string, Uint8Array>;
  stats: ContentStatistics;
  /** Every distinct species of the checklists: one page each. */
  species: SpeciesCatalogue;
  /** The old names of renames.csv: their pages (addresses kept) and each species' earlier names. */
  renamed: RenamedNames;
  /** Species an earlier release listed and the current one does not, by their address (their pages stay). */
  removed: Map<string, RemovedSpecies>;
  /**
   * How many citations resolve, and the one function that decides which entries a record's Referenca cell cites
   * (call it with the record: an ambiguous author and year may be decided by its taxon).
   */
  citations: { summary: CitationSummary; resolve: CitationResolve };
  /** Every text that may have an English twin (site.json, endemic.json), given or not: check-content's summary. */
  english: EnglishTwin[];
  /**
   * The published releases, oldest first (the current content the last), each with its files and its changes since
   * the one before; and each current species' history (docs/decisions/0027). Empty while site.json is invalid.
   */
  releases: ContentReleases;
  /** The species the gallery and the endemic page show, each where named: their names link to their species pages. */
  featured: FeaturedName[];
  /** The names the fauna knows (its checklists' and the endemic page's species), for names inside running text. */
  names: KnownNames;
  /** Species name (NFC) → absolute path of its source photo (a look-alike file name read as the one asked for). */
  photoFiles: Map<string, string>;
  /** The photos the site shows: those of photoFiles that the gallery or endemic.json ask for. */
  usedPhotos: Map<string, string>;
  /** Every problem of every file: site.json first, then the checklists in menu order, then the other files. */
  issues: ContentIssue[];
  /** The files the maintainer's folder lacks, read from the default content behind it (relative paths). */
  borrowed: string[];
};

/** Valid content: what the build and the pages work from. */
export type SiteContent = LoadedContent & { [K in ContentKey]: ContentValue<K> } & { config: SiteConfig };

// One load per content folder and process: the Vite plugin, the route config, the prerender list and the page
// loaders each run in their own module copy during a build, so the cache lives on globalThis.
const CACHE = Symbol.for('fauna-of-kosovo.content');
type Cache = Map<string, LoadedContent>;
const cache = ((globalThis as Record<symbol, unknown>)[CACHE] ??= new Map()) as Cache;

/** The content of a folder (the default content behind it), read and checked once per process. */
export function loadContent(source: ContentSource = contentSource(), options: LoadOptions = buildOptions()): LoadedContent {
  const key = [...source.dirs, options.siteUrl ?? ''].join('\n');
  let content = cache.get(key);
  if (!content) {
    content = readContent(source, options);
    cache.set(key, content);
  }
  return content;
}

/** The content, or an error that lists every content error (the build stops on it). */
export function loadValidContent(source: ContentSource = contentSource()): SiteContent {
  const content = loadContent(source);
  const errors = content.issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0 || !content.config) {
    throw new Error(`The content has ${errors.length} error(s); fix them (\`npm run check-content\` lists every problem):\n${errors.map(formatIssue).join('\n')}`);
  }
  return content as SiteContent;
}

/**
 * The content's errors as they are listed before a build or the development server starts (their first line names the
 * folder), or null when it has none. React Router reads the content for its routes and would say only that its route
 * config is invalid, with a stack trace.
 */
export function contentErrorReport(source: ContentSource): { errors: number; report: string } | null {
  const content = loadContent(source);
  const errors = content.issues.filter((issue) => issue.severity === 'error');
  if (errors.length === 0 && content.config) return null;
  return { errors: errors.length, report: [`content: ${source.dirs[0]}: ${errors.length} error(s)`, ...errors.map(formatIssue)].join('\n') };
}

/** Reads and checks a content folder without the cache (the content check, tests). */
export function readContent(source: ContentSource, options: LoadOptions = buildOptions()): LoadedContent {
  const issues: ContentIssue[] = [];
  const english: EnglishTwin[] = [];
  const photoRequests: PhotoRequest[] = [];
  const featured: FeaturedName[] = [];
  const italics: string[] = [];
  const values = {} as { [K in ContentKey]: ContentValue<K> | null };
  // Each file's text as read for its parser: what the later checks locate their issues in.
  const texts = new Map<ContentKey, string>();
  // Each file read: its path in the content → the folder it came from, and its path there as saved.
  const origins = new Map<string, Origin>();
  const own = source.dirs[0]!;
  for (const key of Object.keys(CONTENT_FILES) as ContentKey[]) {
    const spec = CONTENT_FILES[key];
    const found = findContentFile(source, spec.path);
    if (found === null) {
      if (spec.required) issues.push({ severity: 'error', file: spec.path, line: 0, message: 'file not found' });
      (values as Record<ContentKey, unknown>)[key] = spec.absent ?? null;
      continue;
    }
    origins.set(spec.path, found);
    const read = readContentText(found.file);
    texts.set(key, read.text);
    issues.push(...encodingIssues(read, spec.path));
    if (read.encoding === 'workbook') {
      (values as Record<ContentKey, unknown>)[key] = spec.absent ?? null;
      continue;
    }
    const parsed = spec.parse(read.text, spec.path, options);
    (values as Record<ContentKey, unknown>)[key] = parsed.value;
    issues.push(...parsed.issues);
    english.push(...(parsed.english ?? []));
    photoRequests.push(...(parsed.photos ?? []));
    featured.push(...(parsed.featured ?? []));
    italics.push(...(parsed.italics ?? []));
  }
  // A look-alike in another format (gallery.xlsx) is not read: the default content's file stands in for it.
  const ownNames = readdirSync(own).map((name) => name.normalize('NFC'));
  for (const spec of Object.values(CONTENT_FILES)) {
    const alike = origins.get(spec.path)?.dir === own ? undefined : findLookAlike(spec.path, ownNames);
    if (alike) issues.push(lookAlikeIssue(alike, spec.path, false));
  }

  const checklistTexts = new Map<string, string | null | typeof NOT_TEXT>();
  const publishedByName = new Map<string, Uint8Array>();
  // A spreadsheet's workbook under a .csv name, by its path: an error where a group needs it (below).
  const workbooks = new Map<string, ContentText>();
  for (const [name, file] of listContentFiles(source, CHECKLISTS_DIR)) {
    if (!statSync(file).isFile()) continue;
    const saved = `${CHECKLISTS_DIR}/${name}`;
    origins.set(saved, { dir: folderOf(source, file)!, saved });
    if (!/\.csv$/i.test(name)) {
      checklistTexts.set(name, null);
      continue;
    }
    const bytes = readFileSync(file);
    const read = decodeContentText(bytes);
    if (read.encoding === 'workbook') {
      workbooks.set(saved, read);
      checklistTexts.set(name, NOT_TEXT);
      continue;
    }
    checklistTexts.set(name, read.text);
    publishedByName.set(name, publishedCsv(bytes, read));
    // A letter read two ways: the checklist's parser names every line that has one.
    if (read.encoding !== 'unknown') issues.push(...encodingIssues(read, saved));
  }
  // Each listed checklist as the build publishes it; one saved under a look-alike name (odonata.csv) is read as the
  // listed one.
  const publishedChecklists = new Map<string, Uint8Array>();
  const groupFiles = new Set<string>();
  for (const group of values.site?.config?.groups ?? []) {
    const listed = `${CHECKLISTS_DIR}/${group.file.normalize('NFC')}`;
    const found = findContentFile(source, listed);
    if (found) groupFiles.add(found.saved);
    const published = found && publishedByName.get(found.saved.slice(CHECKLISTS_DIR.length + 1));
    if (published) publishedChecklists.set(group.name, published);
    if (!found || found.saved === listed) continue;
    const savedName = found.saved.slice(CHECKLISTS_DIR.length + 1);
    checklistTexts.set(listed.slice(CHECKLISTS_DIR.length + 1), checklistTexts.get(savedName) ?? null);
    checklistTexts.delete(savedName);
    origins.set(listed, found);
  }
  // Without a valid site.json every CSV is checked as a checklist; a file no group uses is only named as unlisted.
  for (const [saved, read] of workbooks) if (!values.site?.config || groupFiles.has(saved)) issues.push(...encodingIssues(read, saved));
  const ownChecklists = new Set([...checklistTexts.keys()].filter((name) => origins.get(`${CHECKLISTS_DIR}/${name}`)?.dir === own));
  const checked = checkChecklists({ site: values.site, files: checklistTexts, own: ownChecklists });
  issues.push(...checked.issues);

  const photoFolder = new Map([...listContentFiles(source, PHOTOS_DIR)].filter(([, file]) => statSync(file).isFile()));
  const photoNames = [...photoFolder.keys()];
  const photoFiles = new Map<string, string>();
  for (const [name, file] of photoFolder) if (JPEG_PHOTO.test(name)) photoFiles.set(photoKey(name), file);
  // A photo saved under a look-alike name is shown as the one asked for (checkPhotos says to rename it).
  const standIns = photoStandIns(photoRequests, photoNames);
  for (const [species, name] of standIns) {
    photoFiles.delete(photoKey(name));
    photoFiles.set(species, photoFolder.get(name)!);
  }
  // A photo the site would use that is no JPEG inside (an iPhone's HEIC renamed .jpg) is not used: a placeholder shows.
  const asked = new Set(photoRequests.map(({ name }) => photoKey(name)));
  for (const [species, file] of photoFiles) {
    const issue = asked.has(species) ? photoContentIssue(path.basename(file), firstBytes(file, 16)) : null;
    if (!issue) continue;
    issues.push(issue);
    photoFiles.delete(species);
  }
  issues.push(...checkGalleryCredits(values.gallery ?? [], photoFiles, CONTENT_FILES.gallery.path));
  issues.push(...checkPhotos(photoRequests, photoNames, standIns));

  const config = values.site?.config ?? null;
  const sources = (config?.groups ?? []).flatMap((group) => {
    const checklist = checked.checklists.get(group.name);
    return checklist ? [{ group: group.name, file: `${CHECKLISTS_DIR}/${group.file.normalize('NFC')}`, checklist }] : [];
  });
  const species = speciesCatalogue(sources.map(({ group, file, checklist }) => ({ group, file, rows: checklist.rows })));
  const references = values.references ?? [];
  const names = knownNames([
    ...species.species.flatMap((entry) => entry.records.map((record) => typesetScientificName(record.name).canonical ?? '')),
    ...(values.endemic?.groups ?? []).flatMap((group) => group.species.map((entry) => entry.name)),
  ], italics);
  // The bibliography as the pages show it, its names in italics, and the names it holds that the fauna does not list.
  const referencesText = texts.get('references') ?? '';
  const namedReferences = values.references?.map((reference) => {
    const { inlines, unlisted } = inlinesWithNames(reference.inlines, names);
    return { reference: { ...reference, inlines }, unlisted };
  });
  const index = citationIndex(references, sources.flatMap(({ checklist }) => checklist.rows));
  const resolve = citationResolver(index);
  const cited = checkCitations(sources.map(({ group, file, checklist }) => ({ group, file, parsed: checklist })), references, index, resolve);
  issues.push(...species.issues, ...cited.issues);
  const speciesKeys = new Set(species.species.map((entry) => entry.key));
  // Without a valid site.json no checklist is listed: every name would be "in no checklist", one error told as many.
  if (config) {
    const cased = vernacularInListedCase(values.vernacular ?? [], speciesKeys, CONTENT_FILES.vernacular.path);
    if (values.vernacular) values.vernacular = cased.names;
    const close = closeListedNames(species.species);
    issues.push(...cased.issues, ...checkVernacularSpecies(cased.names, speciesKeys, CONTENT_FILES.vernacular.path, close));
    issues.push(...checkRenamedSpecies(values.renames ?? [], speciesKeys, CONTENT_FILES.renames.path, close));
    issues.push(...checkRenameSources(values.renames ?? [], references, index, resolve, CONTENT_FILES.renames.path));
    issues.push(...checkFeaturedSpecies(featured, speciesKeys, close));
    if (namedReferences && referencesText) issues.push(...checkUnlistedNames(referencesText, namedReferences.map(({ reference, unlisted }) => ({ line: reference.line, names: unlisted })), CONTENT_FILES.references.path, names));
  }
  const releases = readReleases(source, values, referencesText, checked.checklists, issues);
  const renamed = renamedNames(values.renames ?? [], species, CONTENT_FILES.renames.path);
  issues.push(...renamed.issues);
  const removed = removedSpecies(
    releases.list.map(({ version, source }) => ({ version, rows: source.rows })),
    {
      keys: new Set(species.byKey.keys()),
      taken: new Set([...species.bySlug.keys(), ...renamed.bySlug.keys()]),
      carriedOn: new Set([...renamed.formerNames.values()].flat().map((former) => speciesKey(former.name))),
    },
  );
  // Each file read under a look-alike name, told so first at that file (placeIssues names it as saved).
  // A checklist's name comes from site.json, so either name may be the one to mend.
  const orSiteJson = (file: string, saved: string) => (file.startsWith(`${CHECKLISTS_DIR}/`) ? `, or write "${saved.slice(CHECKLISTS_DIR.length + 1)}" as its group's file in ${CONTENT_FILES.site.path}` : '');
  issues.unshift(
    ...[...origins]
      .filter(([file, origin]) => origin.saved !== file)
      .map(([file, origin]) => {
        const issue = lookAlikeIssue(origin.saved, file, true);
        return { ...issue, file, message: issue.message + orSiteJson(file, origin.saved) };
      }),
  );
  const order = [CONTENT_FILES.site.path, ...(config?.groups ?? []).map((group) => `${CHECKLISTS_DIR}/${group.file.normalize('NFC')}`)];
  return {
    ...values,
    source,
    config,
    checklists: checked.checklists,
    publishedChecklists: new Map([...publishedChecklists].filter(([group]) => checked.checklists.has(group))),
    stats: checked.stats,
    species,
    renamed,
    removed,
    citations: { summary: cited.summary, resolve },
    english,
    releases,
    photoFiles,
    usedPhotos: new Map([...photoFiles].filter(([species]) => asked.has(species))),
    featured,
    names,
    // Its text, which citations are matched against, is unchanged.
    ...(namedReferences && { references: namedReferences.map(({ reference }) => reference) }),
    ...placeIssues(sortIssues(issues, order), source, origins),
  };
}

/** Where a content file was read from: the folder, and its path there as saved (a look-alike of its own name). */
type Origin = { dir: string; saved: string };

/** A file's first `count` bytes (fewer in a shorter file). */
function firstBytes(file: string, count: number): Uint8Array {
  const head = new Uint8Array(count);
  const fd = openSync(file, 'r');
  try {
    return head.subarray(0, readSync(fd, head, 0, count, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Each issue told where its file is as saved (`Gallery.CSV`, not `gallery.csv`) and, when the default content gave
 * it, in which folder; and the files the default content gave.
 */
function placeIssues(issues: ContentIssue[], source: ContentSource, origins: ReadonlyMap<string, Origin>): { issues: ContentIssue[]; borrowed: string[] } {
  const own = source.dirs[0];
  return {
    issues: issues.map((issue) => {
      const origin = origins.get(issue.file);
      if (!origin) return issue;
      return { ...issue, file: origin.saved, ...(origin.dir === own ? {} : { folder: shownFolder(origin.dir) }) };
    }),
    borrowed: [...origins].filter(([, origin]) => origin.dir !== own).map(([file]) => file),
  };
}

/**
 * The releases kept in `releases/`, checked against site.json and the current content, and the published ones
 * (whose files the content has) compared each with the one before. Their problems are added to `issues`.
 */
function readReleases(
  source: ContentSource,
  values: { [K in ContentKey]: ContentValue<K> | null },
  referencesText: string,
  checklists: ReadonlyMap<string, ParsedChecklist>,
  issues: ContentIssue[],
): ContentReleases {
  const { kept, issues: found } = readKeptReleases(source);
  issues.push(...found);
  const config = values.site?.config;
  if (!config) return { list: [], histories: new Map() };
  // The current content as it publishes itself, read back as a kept release would be: both compare alike.
  const fauna = wholeFaunaCsv(checklists);
  const current: ReleaseSource = { texts: { fauna, references: referencesText }, rows: parseReleaseCsv(fauna, FAUNA_CSV_FILE).rows };
  issues.push(...checkReleases({ config, document: values.site?.document ?? null, siteFile: CONTENT_FILES.site.path, kept, current: { rows: current.rows, references: current.texts.references } }));
  const previous = kept.filter((release) => release.version < config.citation.version && release.rows).toSorted((a, b) => b.version - a.version)[0];
  if (previous?.rows) {
    const current = config.groups.flatMap((group) => {
      const checklist = checklists.get(group.name);
      return checklist ? [{ file: `${CHECKLISTS_DIR}/${group.file.normalize('NFC')}`, group: group.name, checklist }] : [];
    });
    const renames = values.renames ?? [];
    issues.push(...checkLikelyRenames({ previous: { version: previous.version, file: previous.files.fauna, rows: previous.rows }, current, renames, renamesFile: CONTENT_FILES.renames.path }));
  }
  const stored = new Map<number, ReleaseSource>();
  for (const release of kept) {
    const { fauna: text, references } = release.texts;
    if (text !== null && references !== null && release.rows) stored.set(release.version, { texts: { fauna: text, references }, rows: release.rows });
  }
  return contentReleases(config, stored, current, values.renames ?? []);
}

/** A group's parsed checklist (page loaders at build time); an unknown group is a 404. */
export function loadChecklist(groupName: string, source: ContentSource = contentSource()): ParsedChecklist {
  const checklist = loadValidContent(source).checklists.get(groupName);
  if (!checklist) throw new Response('Not Found', { status: 404 });
  return checklist;
}
