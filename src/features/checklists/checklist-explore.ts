import type { ChecklistQuery, ChecklistSortColumn } from '../../config/paths.ts';
import { collator } from '../../i18n/locale.ts';
import type { ViewRow } from './checklist-view.ts';

/** The choices that change what the table shows beyond the text search (`q` is the search's own). */
export type ExploreChoices = Omit<ChecklistQuery, 'q'>;

/** True when no choice is made: the list as the specification shows it. */
export function isDefaultView(choices: ExploreChoices): boolean {
  return !choices.order && !choices.family && !choices.endemic && !choices.sort && !choices.view;
}

/** Index of a sortable column in a ViewRow (Nr is the row's position, not a cell). */
const CELL: Record<Exclude<ChecklistSortColumn, 'nr'>, number> = { klasa: 0, rendi: 1, familja: 2, lloji: 3, referenca: 4 };

/** Albanian collation: 'Ç' after 'C', 'Dh' after 'D', 'Ë' after 'E'; case and accents of foreign letters second. */
export function albanianCollator(): Intl.Collator {
  return collator('sq');
}

const ranksOfList = new WeakMap<readonly ViewRow[], Map<number, Int32Array>>();

/**
 * Each row's rank in a column's Albanian collation order (equal texts share a rank). Made once per list and column:
 * sorting the distinct texts is the only costly part, and then every sort is a comparison of integers.
 */
export function columnRanks(rows: readonly ViewRow[], cell: number): Int32Array {
  let byCell = ranksOfList.get(rows);
  if (!byCell) ranksOfList.set(rows, (byCell = new Map()));
  let ranks = byCell.get(cell);
  if (!ranks) {
    const distinct = [...new Set(rows.map((row) => row[cell]!))].sort(albanianCollator().compare);
    const rankOf = new Map(distinct.map((text, rank) => [text, rank]));
    ranks = Int32Array.from(rows, (row) => rankOf.get(row[cell]!)!);
    byCell.set(cell, ranks);
  }
  return ranks;
}

/** Positions of the rows that pass the order, family and endemic filters, in the order of `positions`. */
export function filterPositions(rows: readonly ViewRow[], positions: readonly number[], choices: ExploreChoices, endemic: ReadonlySet<number>): number[] {
  const { order, family } = choices;
  const endemicOnly = choices.endemic === true;
  return positions.filter((position) => {
    const row = rows[position]!;
    return (!order || row[1] === order) && (!family || row[2] === family) && (!endemicOnly || endemic.has(position));
  });
}

/** `positions` sorted by a column (Nr numerically, texts in Albanian collation); equal texts keep the list's order. */
export function sortPositions(rows: readonly ViewRow[], positions: readonly number[], sort: ChecklistSortColumn | undefined, dir: 'asc' | 'desc' = 'asc'): number[] {
  const sign = dir === 'desc' ? -1 : 1;
  if (!sort || sort === 'nr') return [...positions].sort((a, b) => sign * (a - b));
  const ranks = columnRanks(rows, CELL[sort]);
  return [...positions].sort((a, b) => sign * (ranks[a]! - ranks[b]!) || a - b);
}

/** The rows a view shows: those of `base` (a search's matches; every row when undefined), filtered, then sorted. */
export function explorePositions(rows: readonly ViewRow[], base: readonly number[] | undefined, choices: ExploreChoices, endemic: ReadonlySet<number>): number[] {
  const all = base ?? rows.map((_, position) => position);
  return sortPositions(rows, filterPositions(rows, all, choices, endemic), choices.sort, choices.dir);
}

export type FamilyGroup = { family: string; positions: number[] };
export type OrderGroup = { order: string; families: FamilyGroup[]; count: number };

/**
 * The shown rows under their order and family. Orders and families follow the list's order (that of their first
 * row), or the sort when it is by class, order or family; rows within a family keep the order of `positions`.
 */
export function groupByOrderAndFamily(rows: readonly ViewRow[], positions: readonly number[], sort?: ChecklistSortColumn): OrderGroup[] {
  const groupsFollowSort = sort === 'klasa' || sort === 'rendi' || sort === 'familja';
  const sequence = groupsFollowSort ? positions : [...positions].sort((a, b) => a - b);
  const orders = new Map<string, Map<string, number[]>>();
  for (const position of sequence) {
    const [, rendi, familja] = rows[position]!;
    let families = orders.get(rendi);
    if (!families) orders.set(rendi, (families = new Map()));
    if (!families.has(familja)) families.set(familja, []);
  }
  for (const position of positions) {
    const [, rendi, familja] = rows[position]!;
    orders.get(rendi)!.get(familja)!.push(position);
  }
  return [...orders].map(([order, families]) => {
    const groups = [...families].map(([family, members]) => ({ family, positions: members }));
    return { order, families: groups, count: groups.reduce((total, group) => total + group.positions.length, 0) };
  });
}

export type TaxonOption = { name: string; count: number };
export type TaxonOptions = { orders: TaxonOption[]; families: (TaxonOption & { order: string })[] };

const optionsOfList = new WeakMap<readonly ViewRow[], TaxonOptions>();

/** The list's orders and families with their row counts, in Albanian alphabetical order (for the filters' menus). */
export function taxonOptions(rows: readonly ViewRow[]): TaxonOptions {
  let options = optionsOfList.get(rows);
  if (!options) {
    const orders = new Map<string, number>();
    const families = new Map<string, { order: string; count: number }>();
    for (const [, rendi, familja] of rows) {
      if (rendi) orders.set(rendi, (orders.get(rendi) ?? 0) + 1);
      if (!familja) continue;
      const family = families.get(familja);
      if (family) family.count++;
      else families.set(familja, { order: rendi, count: 1 });
    }
    // Latin names in code-point order: the menus are in the prerendered page, and Node's and the browser's Albanian
    // collations differ (Albanian "th" is one letter), which would make hydration fail.
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    options = {
      orders: [...orders].map(([name, count]) => ({ name, count })).sort(byName),
      families: [...families].map(([name, family]) => ({ name, ...family })).sort(byName),
    };
    optionsOfList.set(rows, options);
  }
  return options;
}
