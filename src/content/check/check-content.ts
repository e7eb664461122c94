/** The maintainers' content check, on content already read into memory (the node part reads the folder). */
import { parseChecklistCsv } from '../checklist-csv.ts';
import { editDistance } from '../checklist-headers.ts';
import type { ContentIssue } from '../issues.ts';
import { typesetScientificName } from '../scientific-name.ts';
import { parseSiteConfig, SITE_CONFIG_FILE, type SiteConfig } from '../site-config.ts';
import { checkDuplicates, checkFamilies, checkNames, checkNumbering, type CheckedChecklist } from './checklist-rules.ts';
import { compareWithOfficial, countTaxa, type ContentStatistics } from './statistics.ts';

export const CHECKLISTS_DIR = 'checklists';

export type ContentFiles = {
  /** Text of site.json, or null when there is none. */
  siteJson: string | null;
  /** Every file in `checklists/` by (NFC) name, with its text; null for files that are not CSV (not read). */
  checklists: Map<string, string | null>;
  /** FAUNA_SITE_URL, which takes precedence over site.json's siteUrl. */
  siteUrlOverride?: string | undefined;
};

export type ContentCheck = { issues: ContentIssue[]; stats: ContentStatistics };

type GroupFile = { group: string; file: string; path: string };

export function checkContentFiles(files: ContentFiles): ContentCheck {
  const issues: ContentIssue[] = [];
  const siteJson = files.siteJson;
  let config: SiteConfig | null = null;
  if (siteJson === null) {
    issues.push({ severity: 'error', file: SITE_CONFIG_FILE, line: 0, message: 'file not found' });
  } else {
    const result = parseSiteConfig(siteJson, SITE_CONFIG_FILE, { siteUrl: files.siteUrlOverride });
    config = result.config;
    issues.push(...result.issues);
  }
  const lineInSiteJson = (needle: string, after = 0) => lineOf(siteJson ?? '', needle, after);

  // Without a valid site.json, still check every CSV in the folder so the maintainer gets feedback on them.
  const groupFiles: GroupFile[] = (
    config
      ? config.groups.map((group) => ({ group: group.name, file: group.file.normalize('NFC') }))
      : [...files.checklists.keys()].filter(isCsv).map((file) => ({ group: file.replace(/\.csv$/i, ''), file }))
  ).map((entry) => ({ ...entry, path: `${CHECKLISTS_DIR}/${entry.file}` }));

  const texts = new Map<GroupFile, string>();
  const listed = new Set<string>();
  let searchFrom = 0; // groups appear in site.json in order: find each one's file after the previous one
  for (const entry of groupFiles) {
    const needle = `"${entry.file}"`;
    const found = (siteJson ?? '').indexOf(needle, searchFrom);
    if (found >= 0) searchFrom = found + needle.length;
    const where = found >= 0 ? lineInSiteJson(needle, found) : lineInSiteJson(needle);
    if (listed.has(entry.file)) {
      issues.push({ severity: 'error', file: SITE_CONFIG_FILE, line: where, message: `group "${entry.group}" uses the checklist ${entry.file}, which another group already uses` });
      continue;
    }
    listed.add(entry.file);
    const text = files.checklists.get(entry.file);
    if (typeof text === 'string') {
      texts.set(entry, text);
      continue;
    }
    const near = [...files.checklists.keys()].find((name) => name.toLowerCase() === entry.file.toLowerCase() || editDistance(name, entry.file) <= 2);
    const hint = near ? `: did you mean "${near}"?` : '';
    issues.push({ severity: 'error', file: SITE_CONFIG_FILE, line: where, message: `group "${entry.group}": the checklist file ${entry.path} was not found${hint}` });
  }

  if (config) {
    for (const name of files.checklists.keys()) {
      if (listed.has(name) || name.startsWith('.')) continue;
      const message = isCsv(name)
        ? 'this checklist is not listed in site.json (groups[].file), so it is not shown on the site'
        : 'this is not a CSV file: checklists must be exported from the spreadsheet as .csv files; it is ignored';
      issues.push({ severity: 'warning', file: `${CHECKLISTS_DIR}/${name}`, line: 0, message });
    }
  }

  const checked = new Map<GroupFile, CheckedChecklist>();
  for (const [entry, text] of texts) {
    const parsed = parseChecklistCsv(text, entry.path);
    const checklist: CheckedChecklist = { file: entry.path, parsed, names: parsed.rows.map((row) => typesetScientificName(row.lloji)) };
    checked.set(entry, checklist);
    issues.push(...parsed.issues, ...checkNumbering(checklist), ...checkNames(checklist));
  }
  const checklists = [...checked.values()];
  issues.push(...checkFamilies(checklists), ...checkDuplicates(checklists));

  const stats = countTaxa(
    groupFiles.filter((entry, i) => groupFiles.findIndex((other) => other.file === entry.file) === i).map((entry) => ({ group: entry.group, file: entry.file, checklist: checked.get(entry) ?? null })),
    config?.statistics ?? null,
  );
  issues.push(...compareWithOfficial(stats, SITE_CONFIG_FILE, (key) => lineInSiteJson(`"${key}"`, (siteJson ?? '').indexOf('"statistics"'))));

  return { issues: sortIssues(issues, [SITE_CONFIG_FILE, ...groupFiles.map((entry) => entry.path)]), stats };
}

function isCsv(name: string): boolean {
  return /\.csv$/i.test(name);
}

/** 1-based line of the first occurrence of `needle` at or after `after`; 0 when absent. */
function lineOf(text: string, needle: string, after = 0): number {
  const index = text.indexOf(needle, Math.max(after, 0));
  if (index < 0) return 0;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** site.json first, then the checklists in menu order, then other files; by line within a file. */
function sortIssues(issues: ContentIssue[], fileOrder: string[]): ContentIssue[] {
  const rank = (file: string) => {
    const index = fileOrder.indexOf(file);
    return index < 0 ? fileOrder.length : index;
  };
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => rank(a.issue.file) - rank(b.issue.file) || a.issue.file.localeCompare(b.issue.file) || a.issue.line - b.issue.line || (a.issue.column ?? 0) - (b.issue.column ?? 0) || a.index - b.index)
    .map(({ issue }) => issue);
}
