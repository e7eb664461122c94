/**
 * The rules between site.json's releases, the folders kept in `releases/` and the current content
 * (docs/decisions/0027). Each problem is a warning: an unpublished release is not published, the rest still is.
 */
import type { ContentIssue } from '../issues.ts';
import type { JsonDocument } from '../parse/json-positions.ts';
import type { ReleaseCsvRow } from '../parse/release-csv.ts';
import type { ReleaseMeta } from '../parse/site-releases.ts';
import { CHANGE_CODES, type ChangeCode } from '../derived/release-changes.ts';
import type { Release } from '../derived/releases.ts';

/** A release folder as found: its version, its folder's path, the paths of its files and what they hold. */
export type KeptRelease = {
  version: number;
  folder: string;
  files: { fauna: string; references: string };
  /** Each file's text as kept; null when it is missing (already reported). */
  texts: { fauna: string | null; references: string | null };
  /** The whole-fauna CSV's rows; null when the file is missing. */
  rows: readonly ReleaseCsvRow[] | null;
};

export type ReleaseCheckInput = {
  config: { citation: { version: number }; releases?: readonly ReleaseMeta[] | undefined };
  /** site.json's parsed document and path, to point at its entries. */
  document: JsonDocument | null;
  siteFile: string;
  kept: readonly KeptRelease[];
  /** What the current content publishes: its whole-fauna CSV read back, and its bibliography. */
  current: { rows: readonly ReleaseCsvRow[]; references: string };
};

export function checkReleases({ config, document, siteFile, kept, current }: ReleaseCheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const own = config.citation.version;
  const keptVersions = new Set(kept.map((release) => release.version));
  (config.releases ?? []).forEach((release, index) => {
    if (release.version === own || release.version > own || keptVersions.has(release.version)) return;
    const at = document?.positionOf(['releases', index]) ?? { line: 0 };
    issues.push({
      severity: 'warning',
      file: siteFile,
      ...at,
      message: `release ${release.version} has no folder releases/${release.version}/ holding the files the site published for it, so its downloads are not published`,
    });
  });
  const named = new Set([own, ...(config.releases ?? []).map((release) => release.version)]);
  for (const release of kept) {
    if (!named.has(release.version)) {
      const why = release.version > own ? `, and it is newer than the content's own version ${own}` : '';
      issues.push({
        severity: 'warning',
        file: `${release.folder}/`,
        line: 0,
        message: `release ${release.version} is kept here but site.json's releases does not name it${why}: add { "version": ${release.version}, "issued": "…" } there (until then it is not published)`,
      });
    }
    if (release.version === own) issues.push(...differences(release, current));
  }
  return issues;
}

/** The content's own version kept in `releases/{N}/` and changed since: where the kept files and the content part. */
function differences(release: KeptRelease, current: ReleaseCheckInput['current']): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const advice = 'publish the changes as a new version (raise citation.version and add it to site.json\'s releases), or keep the current files here again';
  if (release.rows) {
    const rows = release.rows;
    const index = firstDifference(rows, current.rows);
    if (index !== null) {
      const line = rows[index]?.line ?? (rows.at(-1)?.line ?? 1) + 1;
      const [here, now] = [rows[index], current.rows[index]];
      const what = here && now ? cellDifference(here, now) : here ? `"${here.lloji}" here, no more rows in the checklists` : `no more rows here, "${now!.lloji}" (${now!.group}) in the checklists`;
      issues.push({ severity: 'warning', file: release.files.fauna, line, message: `version ${release.version} is the content's own, but its checklists have changed since it was kept here (first at this row: ${what}): ${advice}` });
    }
  }
  if (release.texts.references !== null) {
    const [here, now] = [comparableLines(release.texts.references), comparableLines(current.references)];
    const index = here.findIndex((text, i) => text !== now[i]);
    const at = index >= 0 ? index : here.length < now.length ? here.length : -1;
    if (at >= 0) issues.push({ severity: 'warning', file: release.files.references, line: at + 1, message: `version ${release.version} is the content's own, but references.md has changed since it was kept here (first at this line): ${advice}` });
  }
  return issues;
}

/** The cells compared, by the whole-fauna CSV's column names (the species first: a row of another species says so). */
const COMPARED = { Lloji: 'lloji', Grupi: 'group', Klasa: 'klasa', Rendi: 'rendi', Familja: 'familja', Referenca: 'referenca' } as const;

/** The index of the first row that differs in any cell (or where one list ends before the other), or null. */
function firstDifference(kept: readonly ReleaseCsvRow[], current: readonly ReleaseCsvRow[]): number | null {
  for (let i = 0; i < Math.max(kept.length, current.length); i++) {
    const [a, b] = [kept[i], current[i]];
    if (!a || !b || Object.values(COMPARED).some((key) => a[key] !== b[key])) return i;
  }
  return null;
}

/** `Familja "Atypidae" here, "Atypiidae" in the checklists`: the first cell in which two rows differ. */
function cellDifference(here: ReleaseCsvRow, now: ReleaseCsvRow): string {
  const [column, key] = Object.entries(COMPARED).find(([, field]) => here[field] !== now[field])!;
  return `${column} "${here[key]}" here, "${now[key]}" in the checklists`;
}

/** A text's lines as compared: the byte-order mark, line ends and trailing spaces aside, and the blank lines at its end. */
function comparableLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** The words of each change code in the content check's summary. */
const CHANGE_WORDS: Record<ChangeCode, string> = {
  added: 'added',
  removed: 'removed',
  renamed: 'renamed',
  moved: 'moved',
  authorship: 'authorship corrected',
  'sources-added': 'with sources added',
};

/**
 * The content check's line about the releases: each published one with its date, and what changed in the current
 * one since the one before (`Releases: 1 (2024), 2 (2025, this content); since version 1: 2 added, 2 moved`).
 */
export function formatReleasesSummary(releases: readonly Release[]): string {
  if (releases.length === 0) return 'Releases: none (site.json could not be read)';
  const listed = releases.map((release) => `${release.version} (${release.issued}${release.current ? ', this content' : ''}${release.doi ? `, doi:${release.doi}` : ''})`).join(', ');
  const current = releases.at(-1)!;
  if (!current.changes || current.previous === null) return `Releases: ${listed}`;
  const counts = CHANGE_CODES.map((code) => [code, current.changes!.filter((change) => change.code === code).length] as const).filter(([, count]) => count > 0);
  const changed = counts.length === 0 ? 'no species changed' : counts.map(([code, count]) => `${count} ${CHANGE_WORDS[code]}`).join(', ');
  return `Releases: ${listed}; since version ${current.previous}: ${changed} (data/releases/${current.version}/CHANGES.md lists them)`;
}
