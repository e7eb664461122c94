import * as v from 'valibot';
import type { ContentIssue } from './issues.ts';
import { parseJson, type JsonDocument } from './json-positions.ts';

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

/** The parsed document stays available so that later checks can point at its values. */
export type SiteConfigResult = { config: SiteConfig | null; issues: ContentIssue[]; document: JsonDocument | null };

/** Parses and validates `site.json`; every problem is reported with the path of the offending key. */
export function parseSiteConfig(text: string, file = SITE_CONFIG_FILE): SiteConfigResult {
  const { document, issue } = parseJson(text, file);
  if (!document) return { config: null, issues: [issue], document: null };
  const result = v.safeParse(SiteConfigSchema, document.value);
  if (!result.success) {
    const issues = result.issues.map((issue): ContentIssue => {
      const key = v.getDotPath(issue) ?? '(root)';
      const path = (issue.path ?? []).map((item) => item.key as string | number);
      return { severity: 'error', file, ...document.positionOf(path), message: `${key}: ${issue.message}` };
    });
    return { config: null, issues, document };
  }
  const config = result.output;
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  config.groups.forEach((group, index) => {
    if (seen.has(group.name)) {
      issues.push({ severity: 'error', file, ...document.positionOf(['groups', index, 'name']), message: `group "${group.name}" is listed twice` });
    }
    seen.add(group.name);
  });
  return { config: issues.length ? null : config, issues, document };
}

/** "Islami, B., Ibrahimi, K. & Geci, D. (2025). Fauna of Kosovo. Version 2." */
export function formatCitation(citation: SiteConfig['citation']): string {
  const { authors } = citation;
  const names = authors.length > 1 ? `${authors.slice(0, -1).join(', ')} & ${authors.at(-1)}` : authors[0];
  return `${names} (${citation.year}). ${citation.title}. Version ${citation.version}.`;
}
