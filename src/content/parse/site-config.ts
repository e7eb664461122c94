import * as v from 'valibot';
import type { ContentIssue } from '../issues.ts';
import { englishText, type EnglishTwin } from './english-twins.ts';
import { parseJson, type JsonDocument } from './json-positions.ts';
import { readableMessage, safeParseAsMeant } from './schema-messages.ts';
import { checkReleaseEntries, currentRelease, DoiSchema, doiUrl, ReleaseSchema } from './site-releases.ts';

export const SITE_CONFIG_FILE = 'site.json';

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(0));

const GroupSchema = v.object({
  /** Group name: the URL segment of /families/{name} and the page heading. */
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** Label in the navigation menu. */
  label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** The label in English ("Spiders"), optional; the name in the address stays as it is. */
  labelEn: englishText,
  /** Checklist file name inside `checklists/`. */
  file: v.pipe(v.string(), v.regex(/^[^/\\]+\.csv$/, 'must be a file name ending in .csv')),
});

/** The licences GBIF accepts for a dataset, with their deeds. */
export const LICENCES = {
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC BY-NC 4.0': 'https://creativecommons.org/licenses/by-nc/4.0/',
} as const;
export type Licence = keyof typeof LICENCES;
const LICENCE_NAMES = Object.keys(LICENCES) as Licence[];

/** An absolute http(s) address, kept with a trailing slash so that page paths append to it. */
const SiteUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be an absolute address such as "https://example.org/"'),
  v.check((url) => /^https?:\/\//i.test(url), 'must start with http:// or https://'),
  v.transform((url) => (url.endsWith('/') ? url : `${url}/`)),
);

/** The numbers an introduction may name, filled from `statistics`. */
export const INTRODUCTION_PLACEHOLDERS = ['species', 'genera', 'families', 'orders'] as const;
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** "{specis}" → the placeholders of a text that are not statistics. */
function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !(INTRODUCTION_PLACEHOLDERS as readonly string[]).includes(name));
}

const IntroductionSchema = v.pipe(
  englishText,
  v.check(
    (text) => !text || unknownPlaceholders(text).length === 0,
    (issue) =>
      `${unknownPlaceholders(String(issue.input)).map((name) => `{${name}}`).join(', ')} is not a number the site knows: ` +
      `write ${INTRODUCTION_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}, or the number itself`,
  ),
);

const SiteConfigSchema = v.object({
  productName: v.pipe(v.string(), v.nonEmpty()),
  /**
   * The home page's introduction in English, optional (the Albanian one is the site's own text); {species},
   * {genera}, {families} and {orders} stand for the statistics below.
   */
  introductionEn: IntroductionSchema,
  /** The site's public address (its home page); `FAUNA_SITE_URL` at build time overrides it. */
  siteUrl: v.optional(SiteUrlSchema),
  licence: v.optional(v.picklist(LICENCE_NAMES, `must be one of ${LICENCE_NAMES.map((name) => `"${name}"`).join(', ')} (the licences GBIF accepts)`)),
  contact: v.optional(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      email: v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')),
    }),
  ),
  statistics: v.object({ species: positiveInt, genera: positiveInt, families: positiveInt, orders: positiveInt }),
  citation: v.object({
    authors: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
    year: positiveInt,
    title: v.pipe(v.string(), v.nonEmpty()),
    version: positiveInt,
  }),
  /**
   * Each published version with its date and, optionally, its DOI; the files of every version but the content's own
   * are kept in `releases/{N}/` (docs/decisions/0027). Optional: without it, the content's version is its only release.
   */
  releases: v.optional(v.array(ReleaseSchema)),
  /** The DOI that stands for every version and leads to the newest (Zenodo's "Cite all versions"), when there is one. */
  allVersionsDoi: v.optional(DoiSchema),
  groups: v.pipe(v.array(GroupSchema), v.minLength(1)),
});

export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
export type AnimalGroup = SiteConfig['groups'][number];
export type Statistics = SiteConfig['statistics'];

/**
 * The parsed document stays available so that later checks can point at its values; `english` lists the texts
 * that may have an English twin (empty while the file has errors).
 */
export type SiteConfigResult = { config: SiteConfig | null; issues: ContentIssue[]; document: JsonDocument | null; english: EnglishTwin[] };

/** Build-time settings that take precedence over site.json (from the environment). */
export type SiteConfigOverrides = { siteUrl?: string | undefined };

/** Parses and validates `site.json`; every problem is reported at the line and column of the offending key. */
export function parseSiteConfig(text: string, file = SITE_CONFIG_FILE, overrides: SiteConfigOverrides = {}): SiteConfigResult {
  const parsed = parseJson(text, file);
  if (!parsed.document) return { config: null, issues: [parsed.issue], document: null, english: [] };
  const { document } = parsed;
  const { result, meant } = safeParseAsMeant(SiteConfigSchema, document.value, { years: ['issued'] });
  const override = overrides.siteUrl?.trim() ? v.safeParse(SiteUrlSchema, overrides.siteUrl) : null;
  const issues: ContentIssue[] = [...parsed.warnings];
  for (const { path, message } of meant) issues.push({ severity: 'warning', file, ...document.positionOf(path), message: `${path.join('.')}: ${message}` });
  if (override && !override.success) {
    issues.push({ severity: 'error', file: 'FAUNA_SITE_URL', line: 0, message: `"${overrides.siteUrl}" ${override.issues[0].message}` });
  }
  if (!result.success) {
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) ?? '(root)';
      const path = (issue.path ?? []).map((item) => item.key as string | number);
      issues.push({ severity: 'error', file, ...document.positionOf(path), message: `${key}: ${readableMessage(issue, path)}` });
    }
    return { config: null, issues, document, english: [] };
  }
  const config = { ...result.output, ...(override?.success ? { siteUrl: override.output } : {}) };
  config.groups.forEach((group, index) => {
    if (config.groups.findIndex((other) => other.name === group.name) !== index) {
      issues.push({ severity: 'error', file, ...document.positionOf(['groups', index, 'name']), message: `group "${group.name}" is listed twice` });
    }
  });
  issues.push(...checkReleaseEntries(config, document, file));
  issues.push(...missingSettings(config, file));
  const valid = !issues.some((issue) => issue.severity === 'error');
  return { config: valid ? config : null, issues, document, english: valid ? englishTwins(config, document, file) : [] };
}

/** The group labels and the introduction, each with its English twin or without. */
function englishTwins(config: SiteConfig, document: JsonDocument, file: string): EnglishTwin[] {
  return [
    ...config.groups.map((group, index): EnglishTwin => ({
      kind: 'groupLabel',
      file,
      ...document.positionOf(['groups', index, 'label']),
      field: `groups[${index}].labelEn ("${group.label}")`,
      given: Boolean(group.labelEn),
    })),
    { kind: 'introduction', file, ...document.positionOf(['introductionEn']), field: 'introductionEn', given: Boolean(config.introductionEn) },
  ];
}

/** An introduction with the statistics in place of {species}, {genera}, {families} and {orders}. */
export function fillIntroduction(text: string, statistics: Statistics, formatNumber: (value: number) => string = String): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (INTRODUCTION_PLACEHOLDERS as readonly string[]).includes(name) ? formatNumber(statistics[name as keyof Statistics]) : whole,
  );
}

/** Settings the site works without, but which the owners should give (warnings). */
function missingSettings(config: SiteConfig, file: string): ContentIssue[] {
  const warn = (message: string): ContentIssue => ({ severity: 'warning', file, line: 0, message });
  return [
    ...(config.siteUrl ? [] : [warn('no siteUrl: no sitemap, no canonical links (give the public address in site.json, or FAUNA_SITE_URL at build time)')]),
    ...(config.licence ? [] : [warn(`no licence: the pages, the Darwin Core Archive and the Catalogue of Life package state none (choose one of ${LICENCE_NAMES.join(', ')})`)]),
    ...(config.contact ? [] : [warn('no contact (name, email): biodiversity portals such as GBIF need one for the dataset (until then the Darwin Core Archive names the citation\'s authors as its contact)')]),
  ];
}

/** The deed of the site's licence, or undefined when site.json names none. */
export function licenceUrl(config: Pick<SiteConfig, 'licence'>): string | undefined {
  return config.licence ? LICENCES[config.licence] : undefined;
}

/** "Islami, B., Ibrahimi, K. & Geci, D.": the authors as every citation of the site lists them. */
export function citationAuthors({ authors }: SiteConfig['citation']): string {
  return authors.length > 1 ? `${authors.slice(0, -1).join(', ')} & ${authors.at(-1)}` : (authors[0] ?? '');
}

/** "Fauna of Kosovo. Version 2.": the work and its version, as every citation of the site names them. */
export function citedWork(citation: SiteConfig['citation']): string {
  return `${citation.title}. Version ${citation.version}.`;
}

/** "Islami, B., Ibrahimi, K. & Geci, D. (2025). Fauna of Kosovo. Version 2." */
export function formatCitation(citation: SiteConfig['citation']): string {
  return `${citationAuthors(citation)} (${citation.year}). ${citedWork(citation)}`;
}

/** The address of the current release's DOI, when site.json gives one (the citation ends with it). */
export function citationDoiUrl(config: Pick<SiteConfig, 'citation' | 'releases'>): string | null {
  const { doi } = currentRelease(config);
  return doi ? doiUrl(doi) : null;
}
