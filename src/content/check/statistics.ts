/** Species, genera, families and orders counted from the checklists, and compared with the official figures. */
import type { ContentIssue } from '../issues.ts';
import type { Statistics } from '../parse/site-config.ts';
import { genusOf, speciesKey, type CheckedChecklist } from './checklist-rules.ts';

export type TaxonCounts = { species: number; genera: number; families: number; orders: number };

/** Why a checklist was not counted: its file is not there, or is no text (a spreadsheet's workbook). */
export type NotCounted = 'not found' | 'not text';

export type GroupStatistics = {
  group: string;
  file: string;
  /** null when the checklist was not counted. */
  counts: TaxonCounts | null;
  /** Why not, when `counts` is null. */
  notCounted?: NotCounted;
};

export type ContentStatistics = {
  groups: GroupStatistics[];
  /** Distinct taxa over all groups found (a species listed in two groups counts once). */
  total: TaxonCounts;
  /** The figures stated in site.json, if it could be read. */
  official: Statistics | null;
  /** Checklist files listed in site.json but not counted: the totals are then partial. */
  uncounted: { file: string; why: NotCounted }[];
};

type TaxonSets = { species: Set<string>; genera: Set<string>; families: Set<string>; orders: Set<string> };

const emptySets = (): TaxonSets => ({ species: new Set(), genera: new Set(), families: new Set(), orders: new Set() });

function addChecklist(sets: TaxonSets, { parsed, names }: CheckedChecklist): void {
  parsed.rows.forEach((row, i) => {
    const name = names[i]!;
    const species = speciesKey(row, name);
    if (species !== null) sets.species.add(species);
    const genus = genusOf(row, name);
    if (genus) sets.genera.add(genus);
    if (row.familja) sets.families.add(row.familja);
    if (row.rendi) sets.orders.add(row.rendi);
  });
}

const countsOf = (sets: TaxonSets): TaxonCounts => ({
  species: sets.species.size,
  genera: sets.genera.size,
  families: sets.families.size,
  orders: sets.orders.size,
});

export function countTaxa(
  groups: { group: string; file: string; checklist: CheckedChecklist | NotCounted }[],
  official: Statistics | null,
): ContentStatistics {
  const all = emptySets();
  const result: GroupStatistics[] = groups.map(({ group, file, checklist }) => {
    if (typeof checklist === 'string') return { group, file, counts: null, notCounted: checklist };
    const sets = emptySets();
    addChecklist(sets, checklist);
    addChecklist(all, checklist);
    return { group, file, counts: countsOf(sets) };
  });
  const uncounted = result.flatMap(({ file, notCounted }) => (notCounted ? [{ file, why: notCounted }] : []));
  return { groups: result, total: countsOf(all), official, uncounted };
}

const KEYS = ['species', 'genera', 'families', 'orders'] as const;

/** A warning for each official figure the checklists do not bear out; `lineOf` finds the key in site.json. */
export function compareWithOfficial(stats: ContentStatistics, file: string, lineOf: (key: string) => number): ContentIssue[] {
  const { official, total, uncounted } = stats;
  if (!official) return [];
  const partial =
    uncounted.length > 0
      ? `; the count is partial: ${uncounted.length} of ${stats.groups.length} checklists ${uncounted.length === 1 ? 'is' : 'are'} not counted (${uncounted.map(({ file, why }) => `${file}: ${why}`).join('; ')})`
      : '';
  return KEYS.filter((key) => official[key] !== total[key]).map((key) => ({
    severity: 'warning',
    file,
    line: lineOf(key),
    message: `statistics.${key} says ${official[key]}, but the checklists list ${total[key]} ${key}${partial}`,
  }));
}

/** A plain-text table for the terminal. */
export function formatStatisticsTable(stats: ContentStatistics): string {
  const header = ['Group', 'Species', 'Genera', 'Families', 'Orders'];
  const row = (label: string, counts: TaxonCounts | null) => [label, ...KEYS.map((key) => (counts ? String(counts[key]) : '–'))];
  const rows = [
    header,
    ...stats.groups.map((group) => row(group.notCounted ? `${group.group} (${group.notCounted})` : group.group, group.counts)),
    row(stats.uncounted.length > 0 ? 'All groups (partial)' : 'All groups', stats.total),
    ...(stats.official ? [row('site.json statistics', stats.official)] : []),
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((cells) => cells[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const body = rows.map(format);
  const totalsAt = 1 + stats.groups.length;
  return [body[0], rule, ...body.slice(1, totalsAt), rule, ...body.slice(totalsAt)].join('\n');
}
