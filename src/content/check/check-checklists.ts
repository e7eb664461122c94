/** The checklists' part of the content check, on files already read into memory. */
import { parseChecklistCsv, type ParsedChecklist } from '../parse/checklist-csv.ts';
import { editDistance } from '../parse/checklist-headers.ts';
import type { ContentIssue } from '../issues.ts';
import { findLookAlike, lookAlikeAdvice } from './look-alike-names.ts';
import { typesetScientificName } from '../parse/scientific-name.ts';
import { SITE_CONFIG_FILE, type SiteConfigResult } from '../parse/site-config.ts';
import { checkDuplicates, checkFamilies, checkNames, checkNumbering, type CheckedChecklist } from './checklist-rules.ts';
import { compareWithOfficial, countTaxa, type ContentStatistics } from './statistics.ts';

export const CHECKLISTS_DIR = 'checklists';

/** A `.csv` file whose bytes are no text (a spreadsheet's workbook): reported where it was read, not checked again. */
export const NOT_TEXT = Symbol('not text');

/** What the checklist check needs: site.json as parsed (null when missing or invalid) and the checklist files. */
export type ChecklistFiles = {
  site: SiteConfigResult | null;
  /** Every file in `checklists/` by (NFC) name, with its text; null for files that are not CSV (not read). */
  files: Map<string, string | null | typeof NOT_TEXT>;
  /** The names of `files` in the maintainer's own folder, not the default content behind it (default: all of them). */
  own?: ReadonlySet<string>;
};

export type ChecklistCheck = {
  issues: ContentIssue[];
  stats: ContentStatistics;
  /** Each group's parsed checklist, by group name, in menu order; groups whose file is missing are left out. */
  checklists: Map<string, ParsedChecklist>;
};

type GroupFile = { group: string; file: string; path: string; index: number | null };

/** Finds, parses and checks every checklist site.json lists (or, without a valid site.json, every CSV present). */
export function checkChecklists({ site, files, own = new Set(files.keys()) }: ChecklistFiles): ChecklistCheck {
  const issues: ContentIssue[] = [];
  const config = site?.config ?? null;
  const where = (index: number | null, key: string) =>
    index === null || !site?.document ? 0 : site.document.positionOf(['groups', index, key]).line;

  // Without a valid site.json, still check every CSV in the folder so the maintainer gets feedback on them.
  const groupFiles: GroupFile[] = (
    config
      ? config.groups.map((group, index) => ({ group: group.name, file: group.file.normalize('NFC'), index }))
      : [...files.keys()].filter(isCsv).map((file) => ({ group: file.replace(/\.csv$/i, ''), file, index: null }))
  ).map((entry) => ({ ...entry, path: `${CHECKLISTS_DIR}/${entry.file}` }));

  const texts = new Map<GroupFile, string>();
  const listed = new Set<string>();
  for (const entry of groupFiles) {
    if (listed.has(entry.file)) {
      issues.push({ severity: 'error', file: SITE_CONFIG_FILE, line: where(entry.index, 'file'), message: `group "${entry.group}" uses the checklist ${entry.file}, which another group already uses` });
      continue;
    }
    listed.add(entry.file);
    const text = files.get(entry.file);
    if (text === NOT_TEXT) continue;
    if (typeof text === 'string') {
      texts.set(entry, text);
      continue;
    }
    const near = [...files.keys()].find((name) => name.toLowerCase() === entry.file.toLowerCase() || editDistance(name, entry.file) <= 2);
    const hint = near ? `: did you mean "${near}"?` : '';
    issues.push({ severity: 'error', file: SITE_CONFIG_FILE, line: where(entry.index, 'file'), message: `group "${entry.group}": the checklist file ${entry.path} was not found${hint}` });
  }

  if (config) {
    for (const name of files.keys()) {
      if (listed.has(name) || name.startsWith('.')) continue;
      // A listed checklist the folder lacks, under a name that looks like this one's.
      const meant = findLookAlike(name, [...listed].filter((file) => !own.has(file)));
      const message = meant
        ? `not read: site.json lists the checklist "${meant}"; ${lookAlikeAdvice(name, meant)}`
        : isCsv(name)
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
    groupFiles
      .filter((entry, i) => groupFiles.findIndex((other) => other.file === entry.file) === i)
      .map((entry) => ({ group: entry.group, file: entry.file, checklist: checked.get(entry) ?? (files.get(entry.file) === NOT_TEXT ? 'not text' : 'not found') })),
    config?.statistics ?? null,
  );
  issues.push(...compareWithOfficial(stats, SITE_CONFIG_FILE, (key) => site?.document?.positionOf(['statistics', key]).line ?? 0));

  const parsedByGroup = new Map([...checked].map(([entry, checklist]) => [entry.group, checklist.parsed]));
  return { issues, stats, checklists: parsedByGroup };
}

function isCsv(name: string): boolean {
  return /\.csv$/i.test(name);
}
