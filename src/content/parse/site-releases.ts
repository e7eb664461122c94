import * as v from 'valibot';
import type { ContentIssue } from '../issues.ts';
import type { JsonDocument } from './json-positions.ts';

/** A DOI as the owners may paste it (`10.5281/zenodo.123`, `doi:10.…`, `https://doi.org/10.…`), kept bare. */
export const DoiSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((doi) => doi.replace(/^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i, '')),
  v.regex(/^10\.\d{4,9}\/\S+$/, 'must be a DOI such as "10.5281/zenodo.1234567" (or its https://doi.org/ address)'),
);

/** A year (`2025`) or a calendar date (`2025-03-14`): what EML's pubDate and schema.org's datePublished accept. */
const IssuedSchema = v.pipe(
  v.string('must be a year or a date in double quotes, such as "2025" or "2025-03-14"'),
  v.trim(),
  v.regex(/^\d{4}(?:-\d{2}-\d{2})?$/, 'must be a year ("2025") or a date ("2025-03-14")'),
  // Only a date of the right form is looked up (the form has its own message).
  v.check((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text) || isCalendarDate(text), 'is not a date of the calendar'),
);

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** One published version of the checklists, as site.json names it (docs/decisions/0027). */
export const ReleaseSchema = v.object({
  version: v.pipe(v.number('must be a whole number'), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
  /** When the version was published. */
  issued: IssuedSchema,
  /** Its DOI, when the owners have one (from Zenodo, for example). */
  doi: v.optional(DoiSchema),
});

export type ReleaseMeta = v.InferOutput<typeof ReleaseSchema>;

/** What the release checks need of site.json. */
type Versioned = { citation: { year: number; version: number }; releases?: readonly ReleaseMeta[] | undefined; allVersionsDoi?: string | undefined };

/**
 * The content's own release: its entry in `releases`, or else its version with the citation's year as its date. The
 * newest release the site publishes.
 */
export function currentRelease(config: Versioned): ReleaseMeta {
  const { version, year } = config.citation;
  return config.releases?.find((release) => release.version === version) ?? { version, issued: String(year) };
}

/** Every release site.json names, and the current one, oldest first. */
export function namedReleases(config: Versioned): ReleaseMeta[] {
  const current = currentRelease(config);
  const others = (config.releases ?? []).filter((release) => release.version !== current.version);
  return [...others, current].toSorted((a, b) => a.version - b.version);
}

/** A DOI's address: `https://doi.org/10.5281/zenodo.123`. */
export const doiUrl = (doi: string): string => `https://doi.org/${doi}`;

/**
 * The rules across entries of `releases`: a version named twice, a release newer than the content's own version (an
 * error: the content would be older than a published version), and, as warnings, a version's DOI given as the DOI of
 * all versions and the current release's date in another year than the citation's (the footer and the archive would
 * disagree).
 */
export function checkReleaseEntries(config: Versioned, document: JsonDocument, file: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const releases = config.releases ?? [];
  const { version, year } = config.citation;
  releases.forEach((release, index) => {
    const at = (key: string) => ({ file, ...document.positionOf(['releases', index, key]) });
    if (release.doi && release.doi === config.allVersionsDoi) {
      issues.push({ severity: 'warning', ...at('doi'), message: `release ${release.version} has the DOI given as allVersionsDoi: a version's DOI leads to that version only, the DOI of all versions is another (Zenodo shows it under "Cite all versions")` });
    }
    if (releases.findIndex((other) => other.version === release.version) !== index) {
      issues.push({ severity: 'error', ...at('version'), message: `release ${release.version} is named twice` });
    } else if (release.version > version) {
      issues.push({ severity: 'error', ...at('version'), message: `release ${release.version} is newer than the content's own version (citation.version is ${version}): raise citation.version when you publish it` });
    } else if (release.version === version && release.issued.slice(0, 4) !== String(year)) {
      issues.push({ severity: 'warning', ...at('issued'), message: `version ${version} is the content's own, issued in ${release.issued.slice(0, 4)}, but citation.year is ${year}: the citation and the archive's date would disagree` });
    }
  });
  return issues;
}
