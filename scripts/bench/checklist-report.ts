// Part 1's table and budgets.
import type { FirstVisitFigures, NavigationFigures } from './checklist-bench.ts';
import { formatTable, kb, longest, median, ms, type Budget } from './report.ts';

export type ChecklistResults = {
  rows: number;
  group: string;
  viewport: string;
  /** Unthrottled runs. */
  navigation: NavigationFigures[];
  firstVisit: FirstVisitFigures[];
  /** One run with the CPU slowed down `cpuSlowdown` times. */
  cpuSlowdown: number;
  slowNavigation: NavigationFigures;
  slowFirstVisit: FirstVisitFigures;
};

type Row<T> = [name: string, pick: (run: T) => number | null, format: (value: number | null) => string];

const count = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : String(Math.round(value)));

const NAVIGATION_ROWS = (rows: number): Row<NavigationFigures>[] => [
  ['"Loading..." gone, after the click', (run) => run.loadingGoneMs, ms],
  [`all ${rows} rows in the DOM, after the click`, (run) => run.allRowsMs, ms],
  ['load: longest task', (run) => run.load.longest, longest],
  ['load: tasks over 50 ms', (run) => run.load.over50, count],
  ['load: total blocking time', (run) => run.load.totalBlocking, ms],
  ['scroll to the end: longest task', (run) => run.scroll.longest, longest],
  ['scroll to the end: tasks over 50 ms', (run) => run.scroll.over50, count],
  ['scroll to the end: duration', (run) => run.scroll.ms, ms],
  ['search "hubner zygae", typed: longest task', (run) => run.search.typing.longest, longest],
  ['search: rows found', (run) => run.search.matches, count],
  ['search cleared: longest task', (run) => run.search.clearing.longest, longest],
  ['search cleared: all rows back', (run) => run.search.allRowsBackMs, ms],
];

const FIRST_VISIT_ROWS: Row<FirstVisitFigures>[] = [
  ['HTML parsed (domInteractive)', (run) => run.parsedMs, ms],
  ['first contentful paint', (run) => run.firstContentfulPaintMs, ms],
  ['hydrated', (run) => run.hydratedMs, ms],
  ['longest task while parsing the HTML', (run) => run.parsing.longest, longest],
  ['longest task after parsing (data, hydration)', (run) => run.afterParsing.longest, longest],
  ['tasks over 50 ms', (run) => run.tasks.over50, count],
  ['total blocking time', (run) => run.tasks.totalBlocking, ms],
];

const middle = <T>(runs: readonly T[], pick: (run: T) => number | null) => median(runs.map((run) => pick(run) ?? Number.NaN));
const worst = <T>(runs: readonly T[], pick: (run: T) => number | null) => Math.max(...runs.map((run) => pick(run) ?? Number.NaN));

export function reportChecklist(results: ChecklistResults, longTaskBudgetMs: number): Budget[] {
  const { navigation, firstVisit } = results;
  const runs = navigation.length;
  const line = <T>(prefix: string, all: readonly T[], slow: T) => ([name, pick, format]: Row<T>) => [
    `${prefix}${name}`,
    format(middle(all, pick)),
    format(worst(all, pick)),
    format(pick(slow)),
  ];
  const table = [
    ...NAVIGATION_ROWS(results.rows).map(line('navigation from the home page: ', navigation, results.slowNavigation)),
    ...FIRST_VISIT_ROWS.map(line('first visit: ', firstVisit, results.slowFirstVisit)),
  ];
  const title = `Checklist of ${results.rows} rows (${results.group}, ${results.viewport}, Chromium)`;
  console.log(formatTable(title, ['', `median of ${runs}`, `worst of ${runs}`, `CPU ${results.cpuSlowdown}× slower`], table));
  const visit = firstVisit[0]!;
  const scroll = navigation[0]!.scroll;
  console.log(`  prerendered page: ${kb(visit.htmlKb)} of HTML (${kb(visit.htmlTransferKb)} transferred); scroll: ${Math.round(scroll.heightPx)} px in ${scroll.frames} frames`);

  const budget = (name: string, actual: number): Budget => ({ name, actual, limit: longTaskBudgetMs, unit: 'ms' });
  return [
    budget('navigation: longest task while loading (median)', middle(navigation, (run) => run.load.longest)),
    budget('navigation: longest task while scrolling (median)', middle(navigation, (run) => run.scroll.longest)),
    budget('search: longest task while typing (median)', middle(navigation, (run) => run.search.typing.longest)),
    budget('search: longest task when cleared (median)', middle(navigation, (run) => run.search.clearing.longest)),
    budget('first visit: longest task after parsing (median)', middle(firstVisit, (run) => run.afterParsing.longest)),
    budget('first visit: longest task while parsing (median)', middle(firstVisit, (run) => run.parsing.longest)),
  ];
}
