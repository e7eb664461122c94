import * as v from 'valibot';
import type { ContentIssue } from './issues.ts';

export const SITE_CONFIG_FILE = 'site.json';

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(0));

const GroupSchema = v.object({
  /** Group name: the URL segment of /families/{name} and the page heading. */
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** Label in the navigation menu. */
  label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** Checklist file name inside `checklists/`. */
  file: v.pipe(v.string(), v.regex(/^[^/\\]+\.csv$/, 'must be a file name ending in .csv')),
});

const SiteConfigSchema = v.object({
  productName: v.pipe(v.string(), v.nonEmpty()),
  statistics: v.object({ species: positiveInt, genera: positiveInt, families: positiveInt, orders: positiveInt }),
  citation: v.object({
    authors: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
    year: positiveInt,
    title: v.pipe(v.string(), v.nonEmpty()),
    version: positiveInt,
  }),
  groups: v.pipe(v.array(GroupSchema), v.minLength(1)),
});

export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
export type AnimalGroup = SiteConfig['groups'][number];
export type Statistics = SiteConfig['statistics'];

export type SiteConfigResult = { config: SiteConfig | null; issues: ContentIssue[] };

/** Parses and validates `site.json`; every problem is reported with the path of the offending key. */
export function parseSiteConfig(text: string, file = SITE_CONFIG_FILE): SiteConfigResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { config: null, issues: [{ severity: 'error', file, line: 0, message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const result = v.safeParse(SiteConfigSchema, json);
  if (!result.success) {
    const issues = result.issues.map((issue): ContentIssue => {
      const key = v.getDotPath(issue) ?? '(root)';
      return { severity: 'error', file, line: lineOfKey(text, issue.path?.at(-1)?.key), message: `${key}: ${issue.message}` };
    });
    return { config: null, issues };
  }
  const config = result.output;
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  for (const group of config.groups) {
    if (seen.has(group.name)) {
      issues.push({ severity: 'error', file, line: lineOfKey(text, group.name), message: `group "${group.name}" is listed twice` });
    }
    seen.add(group.name);
  }
  return { config: issues.length ? null : config, issues };
}

function lineOfKey(text: string, key: unknown): number {
  if (typeof key !== 'string') return 0;
  const index = text.indexOf(`"${key}"`);
  return index < 0 ? 0 : text.slice(0, index).split('\n').length;
}

/** "Islami, B., Ibrahimi, K. & Geci, D. (2025). Fauna of Kosovo. Version 2." */
export function formatCitation(citation: SiteConfig['citation']): string {
  const { authors } = citation;
  const names = authors.length > 1 ? `${authors.slice(0, -1).join(', ')} & ${authors.at(-1)}` : authors[0];
  return `${names} (${citation.year}). ${citation.title}. Version ${citation.version}.`;
}
