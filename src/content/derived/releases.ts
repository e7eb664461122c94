/**
 * The releases the site publishes (docs/decisions/0027): every version site.json names whose files the content has,
 * kept in `releases/{N}/` or, for the content's own version when it is not kept there, the current content itself.
 * Each is compared with the one before it. Pure: the files are read by node/releases.server.ts.
 */
import { releaseFile, type ReleaseFileKind } from '../../config/paths.ts';
import type { ReleaseCsvRow } from '../parse/release-csv.ts';
import { namedReleases, type ReleaseMeta } from '../parse/site-releases.ts';
import { speciesKey } from '../parse/species-identity.ts';
import { CHANGE_CODES, releaseChanges, speciesHistories, type ChangeCode, type SpeciesChange, type SpeciesHistory, type StatedRename } from './release-changes.ts';
import { changesCsv, changesMarkdown } from './release-files.ts';

/** A release's files as read: the texts it publishes and the rows of its whole-fauna CSV. */
export type ReleaseSource = { texts: { fauna: string; references: string }; rows: readonly ReleaseCsvRow[] };

/** Species, genera, families and orders of a release, counted from its whole-fauna CSV. */
export type ReleaseStatistics = { species: number; genera: number; families: number; orders: number };

export type Release = {
  version: number;
  /** A year (`2025`) or a date (`2025-03-14`), as site.json gives it. */
  issued: string;
  /** Its DOI, bare (`10.5281/zenodo.…`), or null. */
  doi: string | null;
  /** The content's own version (citation.version). */
  current: boolean;
  /** Its files are kept in `releases/{N}/`; else they are made from the current content. */
  stored: boolean;
  /** The release it is compared with (the newest before it), or null for the first. */
  previous: number | null;
  source: ReleaseSource;
  statistics: ReleaseStatistics;
  /** What changed since `previous`, in the order of releaseChanges; null for the first release. */
  changes: SpeciesChange[] | null;
};

export type ContentReleases = {
  /** Oldest first; the last is the current one. */
  list: Release[];
  /** Every species of the current release by its key, with the version it entered in and its changes since. */
  histories: Map<string, SpeciesHistory>;
};

/**
 * The published releases: each version site.json names (the content's own always) that has its files, oldest first,
 * each with its changes since the one before it. Stated renames apply to every comparison.
 */
export function contentReleases(
  config: { citation: { year: number; version: number }; releases?: readonly ReleaseMeta[] | undefined },
  stored: ReadonlyMap<number, ReleaseSource>,
  current: ReleaseSource,
  renames: readonly StatedRename[] = [],
): ContentReleases {
  const own = config.citation.version;
  const list: Release[] = [];
  for (const meta of namedReleases(config)) {
    const kept = stored.get(meta.version);
    const source = kept ?? (meta.version === own ? current : null);
    if (!source) continue;
    const before = list.at(-1) ?? null;
    list.push({
      version: meta.version,
      issued: meta.issued,
      doi: meta.doi ?? null,
      current: meta.version === own,
      stored: kept !== undefined,
      previous: before?.version ?? null,
      source,
      statistics: releaseStatistics(source.rows),
      changes: before ? releaseChanges(before.source.rows, source.rows, renames) : null,
    });
  }
  const named = namedReleases(config).map((meta) => meta.version);
  const histories = speciesHistories(list.map((release) => ({ version: release.version, rows: release.source.rows })), renames, named);
  return { list, histories };
}

/** A version as the list of all versions shows it: published (a page and files) or only named in site.json. */
export type VersionEntry = { version: number; issued: string; doi: string | null; current: boolean; published: boolean };

/**
 * Every version site.json names, oldest first, each marked published when the site publishes it (`published`: their
 * numbers). One without its files has no page, but its date and DOI still say how to cite it.
 */
export function versionEntries(config: Parameters<typeof namedReleases>[0], published: readonly number[]): VersionEntry[] {
  const own = config.citation.version;
  return namedReleases(config).map((meta) => ({ version: meta.version, issued: meta.issued, doi: meta.doi ?? null, current: meta.version === own, published: published.includes(meta.version) }));
}

/** Distinct species (by key), genera, families and orders of a release's rows. */
export function releaseStatistics(rows: readonly ReleaseCsvRow[]): ReleaseStatistics {
  const species = new Set<string>();
  const genera = new Set<string>();
  const families = new Set<string>();
  const orders = new Set<string>();
  for (const row of rows) {
    const key = speciesKey(row.lloji);
    if (key) species.add(key);
    const genus = key.split(' ')[0];
    if (genus) genera.add(genus);
    if (row.familja) families.add(row.familja);
    if (row.rendi) orders.add(row.rendi);
  }
  return { species: species.size, genera: genera.size, families: families.size, orders: orders.size };
}

/** Each download's media type (all UTF-8 text). */
export const RELEASE_MEDIA_TYPES: Record<ReleaseFileKind, string> = { fauna: 'text/csv', references: 'text/markdown', changesCsv: 'text/csv', changesMarkdown: 'text/markdown' };

/** The files a release publishes, by path from the site root: its downloads (releaseSummary) with their texts. */
export function releaseDataFiles(release: Release): Map<string, { text: string; mediaType: string }> {
  const changes = release.changes ?? [];
  const text: Record<ReleaseFileKind, () => string> = {
    fauna: () => release.source.texts.fauna,
    references: () => release.source.texts.references,
    changesCsv: () => changesCsv(changes),
    changesMarkdown: () => changesMarkdown(release.version, release.previous ?? 0, changes),
  };
  return new Map(releaseSummary(release).downloads.map(({ kind, path, mediaType }) => [path, { text: text[kind](), mediaType }]));
}

/** What the pages get of a release (`virtual:fauna/releases`): no rows, no changes, only what describes it. */
export type ReleaseSummary = {
  version: number;
  issued: string;
  doi: string | null;
  current: boolean;
  previous: number | null;
  statistics: ReleaseStatistics;
  /** How many species changed in each way since `previous` (every code, 0 included); null for the first release. */
  changeCounts: Record<ChangeCode, number> | null;
  /** Its downloads, paths from the site root (`data/releases/1/fauna-of-kosovo.csv`), in a fixed order. */
  downloads: { kind: ReleaseFileKind; path: string; mediaType: string }[];
};

export function releaseSummary(release: Release): ReleaseSummary {
  const { changes } = release;
  const kinds: ReleaseFileKind[] = changes ? ['fauna', 'references', 'changesCsv', 'changesMarkdown'] : ['fauna', 'references'];
  return {
    version: release.version,
    issued: release.issued,
    doi: release.doi,
    current: release.current,
    previous: release.previous,
    statistics: release.statistics,
    changeCounts: changes && (Object.fromEntries(CHANGE_CODES.map((code) => [code, changes.filter((change) => change.code === code).length])) as Record<ChangeCode, number>),
    downloads: kinds.map((kind) => ({ kind, path: releaseFile(release.version, kind), mediaType: RELEASE_MEDIA_TYPES[kind] })),
  };
}
