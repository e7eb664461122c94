// Part 5: Lighthouse 12 (mobile preset: Moto G Power, simulated slow 4G) on every route, against Debian Chromium
// started by Playwright with the tests' flags, its CPU slowdown calibrated to the machine (cpu-calibration.ts) from
// every reading of it, the loads' own included (decision 0056); each figure is the median of `runs` runs. Each load is
// saved and audited at that slowdown, then, for information, at Lighthouse's default (lighthouse-artifacts.ts) and at
// the slowdown for the page's CPU work alone (cpu-calibration.ts, decision 0084).
import { chromium } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../ensure-chromium.ts';
import { join } from 'node:path';
import { calibrationFrom, cpuSlowdownFor, cpuSlowdownRangeFor, cpuWorkSlowdown, LIGHTHOUSE_DEFAULT_SLOWDOWN, type CpuCalibration } from './cpu-calibration.ts';
import { browserClearer, cleanSlate, type CleanSlate } from './clean-slate.ts';
import { describeQuietWaits, type QuietWait } from './machine-load.ts';
import { setSavedCpuSlowdown, withArtifactsDirectory } from './lighthouse-artifacts.ts';
import { LONG_TASK_MIN_MS, savedLoadCpuShare } from './main-thread-cpu-share.ts';
import type { LighthouseBudget, LighthouseRoute } from './lighthouse-routes.ts';
import { PAGE_VARIANTS, siteVariantNote, VARIANT_LABELS, type PageVariant } from './page-variants.ts';
import { formatTable, median, ms, passes, percent, type Budget } from './report.ts';

/**
 * `benchmarkIndex`: Lighthouse's "CPU/Memory Power" of the machine at the start of the run (a desktop scores
 * 1000–2000); `cpuSlowdown`: the multiplier the run applied, as its report says; `longTaskCpuShare`: the CPU time of
 * the page's long main-thread tasks as a share of their wall time, from the load's trace (main-thread-cpu-share.ts).
 */
export type LighthouseFigures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
  longTaskCpuShare: number | null;
};
/**
 * `atDefault`: the same loads audited at Lighthouse's default slowdown (none when the calibration chose it);
 * `atCpuWork`: at the slowdown for CPU work alone (none when it was not measured: LighthouseMeasurement.cpuWork);
 * `variants`: the runs on the route's variants (page-variants.ts), none when they were not measured.
 */
export type LighthouseResult = {
  route: LighthouseRoute;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  atDefault: LighthouseFigures[];
  atCpuWork: LighthouseFigures[];
  variants: Record<PageVariant, LighthouseFigures[]>;
};
/**
 * `control`: the runs on the control page (control-page.ts), none when it was not measured; `controlAtDefault`, as
 * `atDefault`; `quietWaits`: each load's wait for a quiet machine (clean-slate.ts), the calibration's passes included;
 * `gatheredAt`: the slowdown the loads were gathered at, the passes' alone (only the page's idle-callback deadlines
 * depend on it: every figure is audited at the calibration's); `cpuWork`: the slowdown for CPU work alone the routes
 * were audited at too (cpu-calibration.ts, decision 0083), null when not (a fixed slowdown, no CPU share, or the same
 * as the calibration's or Lighthouse's default).
 */
export type LighthouseMeasurement = {
  calibration: CpuCalibration;
  gatheredAt: number;
  cpuWork: number | null;
  results: LighthouseResult[];
  control: LighthouseFigures[];
  controlAtDefault: LighthouseFigures[];
  quietWaits: QuietWait[];
};
/**
 * The controls measured beside the routes, for information: `controlUrl`, the control page; `variantUrls`, the site's
 * variants (the routes marked `variants` are measured there too).
 */
export type LighthouseControls = { controlUrl?: string; variantUrls?: Partial<Record<PageVariant, string>> };

/** One load, saved (lighthouse-artifacts.ts) so that it can be audited at any slowdown. */
type SavedLoad = { url: string; notFound: boolean; directory: string; gathered: LighthouseFigures };

/**
 * Measures each route `runs` times (interleaved, so that a burst of load on the machine hits every route alike), and
 * the controls as often, among them, when their addresses are given. Every load is saved; the CPU slowdown is then
 * calibrated from the machine's benchmarkIndex as read by the quick passes before the loads and by every load, and
 * each saved load audited at it (unless `fixedSlowdown` is given) and again at Lighthouse's default, for information.
 */
export async function measureLighthouse(
  baseUrl: string,
  routes: LighthouseRoute[],
  runs: number,
  args: readonly string[],
  port: number,
  fixedSlowdown: number | null,
  { controlUrl, variantUrls = {} }: LighthouseControls = {},
): Promise<LighthouseMeasurement> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, `--remote-debugging-port=${port}`] });
  const clearer = await browserClearer(port).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  const slate = cleanSlate(clearer);
  try {
    return await withArtifactsDirectory(async (directory) => {
      const passes = fixedSlowdown === null ? await calibrationPasses(`${baseUrl}${routes[0]?.path ?? ''}`, port, slate) : [];
      const gatheredAt = fixedSlowdown ?? calibrationFrom(passes, []).multiplier;
      let saved = 0;
      const gather = async (url: string, notFound: boolean): Promise<SavedLoad> => {
        const into = join(directory, String(++saved));
        const gathered = await load(url, { ...flagsAt(port, notFound, gatheredAt), gatherMode: into, auditMode: into }, gatheredAt, slate);
        return { url, notFound, directory: into, gathered: { ...gathered, longTaskCpuShare: savedLoadCpuShare(into) } };
      };
      const measured = new Map(routes.map((route) => [route, [] as SavedLoad[]]));
      const variants = new Map(routes.map((route) => [route, Object.fromEntries(PAGE_VARIANTS.map((variant) => [variant, [] as SavedLoad[]])) as Record<PageVariant, SavedLoad[]>]));
      const control: SavedLoad[] = [];
      for (let run = 1; run <= runs; run++) {
        if (controlUrl) {
          console.log(`  Lighthouse ${run}/${runs}: the control page…`);
          control.push(await gather(controlUrl, false));
        }
        for (const route of routes) {
          console.log(`  Lighthouse ${run}/${runs}: ${route.name}…`);
          measured.get(route)!.push(await gather(`${baseUrl}${route.path}`, route.notFound === true));
          for (const variant of PAGE_VARIANTS) {
            const variantUrl = variantUrls[variant];
            if (!variantUrl || !route.variants) continue;
            console.log(`  Lighthouse ${run}/${runs}: ${route.name} ${VARIANT_LABELS[variant].page}…`);
            variants.get(route)![variant].push(await gather(`${variantUrl}${route.path}`, route.notFound === true));
          }
        }
      }
      const all = [...control, ...[...measured.values()].flat(), ...[...variants.values()].flatMap((byVariant) => Object.values(byVariant).flat())];
      const calibration: CpuCalibration =
        fixedSlowdown === null
          ? calibrationFrom(passes, all.map((one) => one.gathered.benchmarkIndex))
          : { benchmarkIndex: null, passes: [], loads: all.map((one) => one.gathered.benchmarkIndex), multiplier: fixedSlowdown, source: 'BENCH_CPU_SLOWDOWN' };
      console.log(`  ${describeCalibration(calibration)}; auditing the ${all.length} loads at it…`);
      const at = async (loads: SavedLoad[], multiplier: number) => {
        const figures: LighthouseFigures[] = [];
        for (const one of loads) figures.push(multiplier === gatheredAt ? one.gathered : { ...(await audit(one, port, multiplier)), longTaskCpuShare: one.gathered.longTaskCpuShare });
        return figures;
      };
      const atDefault = (loads: SavedLoad[]) => (calibration.multiplier === LIGHTHOUSE_DEFAULT_SLOWDOWN ? Promise.resolve([]) : at(loads, LIGHTHOUSE_DEFAULT_SLOWDOWN));
      const cpuWork = cpuWorkAudited(calibration, all.map((one) => one.gathered));
      const atCpuWork = (loads: SavedLoad[]) => (cpuWork === null ? Promise.resolve([]) : at(loads, cpuWork));
      const results: LighthouseResult[] = [];
      for (const route of routes) {
        const figures = await at(measured.get(route)!, calibration.multiplier);
        // One audit at a time: Lighthouse's timing marks are global to the process.
        const variantFigures = {} as Record<PageVariant, LighthouseFigures[]>;
        for (const variant of PAGE_VARIANTS) variantFigures[variant] = await at(variants.get(route)![variant], calibration.multiplier);
        const atDefaultFigures = await atDefault(measured.get(route)!);
        const atCpuWorkFigures = await atCpuWork(measured.get(route)!);
        results.push({ route, runs: figures, median: medianFigures(figures), atDefault: atDefaultFigures, atCpuWork: atCpuWorkFigures, variants: variantFigures });
      }
      return { calibration, gatheredAt, cpuWork, control: await at(control, calibration.multiplier), controlAtDefault: await atDefault(control), quietWaits: slate.waits, results };
    });
  } finally {
    await slate.close();
    await browser.close();
  }
}

/**
 * The slowdown for CPU work alone to audit the routes at too, from every load's CPU share: none with a fixed slowdown,
 * and none when it is the calibration's or Lighthouse's default (their rows already show it).
 */
export function cpuWorkAudited(calibration: CpuCalibration, loads: LighthouseFigures[]): number | null {
  if (calibration.source !== 'calibrated') return null;
  const slowdown = cpuWorkSlowdown(calibration.multiplier, cpuSharesOf(loads));
  return slowdown === calibration.multiplier || slowdown === LIGHTHOUSE_DEFAULT_SLOWDOWN ? null : slowdown;
}

/**
 * Quick passes before the loads: on a shared 2-core machine one reading of benchmarkIndex varies by a factor of 2
 * (1081–2269 in six passes in a row at load 5), the median of five much less; about 6 s a pass.
 */
const CALIBRATION_PASSES = 5;

/** The machine's benchmarkIndex as Lighthouse passes that audit nothing heavy read it, before the loads. */
async function calibrationPasses(url: string, port: number, slate: CleanSlate): Promise<number[]> {
  console.log(`  reading the machine's benchmarkIndex: ${CALIBRATION_PASSES} quick Lighthouse passes before the loads…`);
  const readings: number[] = [];
  for (let pass = 1; pass <= CALIBRATION_PASSES; pass++) {
    const result = await slate.load(url, () => lighthouse(url, { port, logLevel: 'error', output: 'json', onlyAudits: ['viewport'] }));
    const benchmarkIndex = result?.lhr.environment.benchmarkIndex;
    if (benchmarkIndex === undefined) throw new Error(`Lighthouse returned no benchmarkIndex for ${url}`);
    readings.push(benchmarkIndex);
  }
  return readings;
}

const span = (readings: number[]) => `${Math.round(Math.min(...readings))}–${Math.round(Math.max(...readings))}`;

/** One line for the report: the multiplier and where it comes from. */
export function describeCalibration({ benchmarkIndex, passes, loads, multiplier, source }: CpuCalibration): string {
  if (source !== 'calibrated' || benchmarkIndex === null) return `CPU slowdown ${multiplier}×: fixed by BENCH_CPU_SLOWDOWN, not calibrated`;
  const { low, high } = cpuSlowdownRangeFor(benchmarkIndex);
  const read = [passes.length > 0 ? `${passes.length} quick passes before the loads, ${span(passes)}` : null, loads.length > 0 ? `the ${loads.length} loads' own, ${span(loads)}` : null].filter(Boolean);
  return `CPU slowdown ${multiplier}×, calibrated to this machine's benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${passes.length + loads.length} readings: ${read.join(', and ')}; the calculator's range for it ${low}–${high}×; Lighthouse's default ${LIGHTHOUSE_DEFAULT_SLOWDOWN}× is for 1533)`;
}

/** Attempts per measurement: Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to run again. */
const ATTEMPTS = 3;

/** Lighthouse's flags for one load or audit: its settings merged into the mobile preset, only the CPU slowdown changed. */
const flagsAt = (port: number, notFound: boolean, multiplier: number): Flags => ({
  port,
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  ignoreStatusCode: notFound,
  throttling: { cpuSlowdownMultiplier: multiplier },
});

/** A saved load audited again at `multiplier`: the same trace, another simulated phone. */
async function audit({ url, notFound, directory }: SavedLoad, port: number, multiplier: number): Promise<LighthouseFigures> {
  setSavedCpuSlowdown(directory, multiplier);
  const lhr = (await lighthouse(url, { ...flagsAt(port, notFound, multiplier), auditMode: directory }))?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url} audited again`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url} audited again at ${multiplier}×: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return figuresOf(lhr, url, multiplier);
}

/**
 * Lighthouse on `url` with `flags`, whose slowdown is `cpuSlowdown`, on a clean slate: loaded again when Lighthouse
 * lost the run.
 */
async function load(url: string, flags: Flags, cpuSlowdown: number, slate: CleanSlate): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await slate.load(url, () => lighthouse(url, flags)))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!lhr.runtimeError) return figuresOf(lhr, url, cpuSlowdown);
    const error = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(`${error} (${ATTEMPTS} attempts)`);
    console.log(`  ${lhr.runtimeError.code}: Lighthouse lost this run; measuring again.`);
  }
}

/** The run's figures; `cpuSlowdown`, the slowdown asked for, which its report must say it applied. */
function figuresOf(lhr: Result, url: string, cpuSlowdown: number): LighthouseFigures {
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpuSlowdown) throw new Error(`Lighthouse on ${url}: asked for a CPU slowdown of ${cpuSlowdown}×, its report says ${applied}×`);
  const value = (id: string) => {
    const audit = lhr.audits[id];
    if (audit?.numericValue === undefined) throw new Error(`Lighthouse on ${url}: no value for ${id}`);
    return audit.numericValue;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    longTaskCpuShare: null,
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, 'longTaskCpuShare'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown: of('cpuSlowdown'),
    longTaskCpuShare: medianCpuShare(runs),
  };
}

/** The CPU shares the runs' traces gave (none for a run whose trace had no long task). */
const cpuSharesOf = (runs: readonly LighthouseFigures[]) => runs.flatMap((run) => (run.longTaskCpuShare === null ? [] : [run.longTaskCpuShare]));

/** The median of the runs' CPU shares; null when no trace gave one. */
function medianCpuShare(runs: LighthouseFigures[]): number | null {
  const shares = cpuSharesOf(runs);
  return shares.length === 0 ? null : median(shares);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

/** The five figures with a budget: how each is read from a run and from the budget, and how it is shown. */
const BUDGETED_FIGURES = [
  { figure: 'performance', value: (f: LighthouseFigures) => f.performance, limit: (b: LighthouseBudget) => b.performance, unit: '', atLeast: true, show: String },
  { figure: 'FCP', value: (f: LighthouseFigures) => f.fcpMs, limit: (b: LighthouseBudget) => b.fcpMs, unit: 'ms', atLeast: false, show: seconds },
  { figure: 'LCP', value: (f: LighthouseFigures) => f.lcpMs, limit: (b: LighthouseBudget) => b.lcpMs, unit: 'ms', atLeast: false, show: seconds },
  { figure: 'TBT', value: (f: LighthouseFigures) => f.tbtMs, limit: (b: LighthouseBudget) => b.tbtMs, unit: 'ms', atLeast: false, show: ms },
  { figure: 'CLS', value: (f: LighthouseFigures) => f.cls, limit: (b: LighthouseBudget) => b.cls, unit: '', atLeast: false, show: (cls: number) => cls.toFixed(3) },
] as const;

/**
 * One table per route (each figure against its budget), then the budgets for the summary. `siteVariant`: the variant
 * of the site the routes were measured on (BENCH_LIGHTHOUSE_VARIANT), named in every title and budget.
 */
export function reportLighthouse({ calibration, gatheredAt, cpuWork, results, control, controlAtDefault, quietWaits }: LighthouseMeasurement, runs: number, siteVariant: PageVariant | null = null): Budget[] {
  const budgets: Budget[] = [];
  const onVariant = siteVariant ? `, ${VARIANT_LABELS[siteVariant].row}` : '';
  console.log(`\nLighthouse${siteVariant ? ` on ${siteVariantNote(siteVariant)}` : ''}: ${describeCalibration(calibration)}`);
  if (quietWaits.length > 0) console.log(`  ${describeQuietWaits(quietWaits)}; after each, its origin's storage and service worker cleared`);
  const shares = cpuSharesOf([...control, ...results.flatMap((result) => [...result.runs, ...Object.values(result.variants).flat()])]);
  if (shares.length > 0) {
    // Information: the simulation multiplies wall time, the CPU's work and the waits alike (docs/benchmarks.md).
    console.log(`  the pages' main-thread tasks of ${LONG_TASK_MIN_MS} ms and more: CPU time ${percent(median(shares))} of their wall time (median of ${shares.length} loads, ${Math.round(Math.min(...shares) * 100)}–${percent(Math.max(...shares))}); the simulation slows down all of their wall time`);
  }
  // What a part of the readings alone would have given (information).
  const { passes: quickPasses, loads } = calibration;
  if (calibration.source === 'calibrated' && quickPasses.length > 0) {
    console.log(`  the quick passes alone: median ${Math.round(median(quickPasses))}, ${gatheredAt}×, the slowdown the loads were gathered at (only the pages' idle-callback deadlines depend on it)`);
  } else if (loads.length > 0) {
    console.log(`  the ${loads.length} loads' own benchmarkIndex: median ${Math.round(median(loads))} (${span(loads)}), which would calibrate to ${cpuSlowdownFor(median(loads))}×`);
  }
  if (control.length > 0) {
    // Information, no budget: what the machine and browser alone cost a page at this slowdown.
    const c = medianFigures(control);
    const list = (value: (run: LighthouseFigures) => string) => control.map(value).join(' / ');
    const atDefault = controlAtDefault.length > 0 ? `; at ${LIGHTHOUSE_DEFAULT_SLOWDOWN}×, TBT ${ms(medianFigures(controlAtDefault).tbtMs)}` : '';
    console.log(`  control page (no script, style or image), median of ${control.length}: TBT ${ms(c.tbtMs)} (${list((run) => ms(run.tbtMs))}), FCP ${seconds(c.fcpMs)}, performance ${c.performance} (${list((run) => String(run.performance))})${atDefault}`);
  }
  const cpuWorkLabel = ` at ${cpuWork}× (CPU work)`;
  for (const { route, median: m, runs: all, atDefault, atCpuWork, variants } of results) {
    const routeChecks = routeBudgets(`Lighthouse ${route.name}${onVariant}`, m, route.budget);
    const rows = [
      ...BUDGETED_FIGURES.map(({ figure, value, show }, index) => {
        const budget = routeChecks[index]!;
        return [figure, `${budget.shown}${mark(passes(budget))}`, budget.limitShown!, all.map((run) => show(value(run))).join(' / ')];
      }),
      ['Speed Index', seconds(m.speedIndexMs), '(information)', all.map((run) => seconds(run.speedIndexMs)).join(' / ')],
      ['CPU/Memory Power', String(Math.round(m.benchmarkIndex)), '(information)', all.map((run) => String(Math.round(run.benchmarkIndex))).join(' / ')],
      ['CPU slowdown', `${m.cpuSlowdown}×`, '(information)', all.map((run) => `${run.cpuSlowdown}×`).join(' / ')],
      ['long tasks, CPU share', percent(m.longTaskCpuShare), '(information)', all.map((run) => percent(run.longTaskCpuShare)).join(' / ')],
      // The same loads audited at Lighthouse's default slowdown.
      ...informationRows(` at ${LIGHTHOUSE_DEFAULT_SLOWDOWN}×`, atDefault),
      // And at the slowdown for CPU work alone (decision 0083, proposed).
      ...informationRows(cpuWorkLabel, atCpuWork),
      // The route's variants: what its scripts (parsing, styling and layout are left) and the COOP header cost.
      ...PAGE_VARIANTS.flatMap((variant) => informationRows(`, ${VARIANT_LABELS[variant].row}`, variants[variant])),
    ];
    console.log(formatTable(`Lighthouse, ${route.name} (/${decodeURIComponent(route.path)})${onVariant}, median of ${runs}`, ['', 'median', 'budget', 'runs'], rows));
    budgets.push(...routeChecks);
  }
  // Information, no budget: the budgets' verdict on the same loads at other slowdowns.
  const verdict = (at: string, note: string, runsOf: (result: LighthouseResult) => LighthouseFigures[]) => {
    const said = budgetsMissed(results, runsOf);
    if (said !== null) console.log(`\nThe same loads audited at ${at} (${note}information)${onVariant}: ${said}.`);
  };
  verdict(`Lighthouse's default ${LIGHTHOUSE_DEFAULT_SLOWDOWN}×`, '', (result) => result.atDefault);
  const cpuWorkNote = "the calibrated slowdown times the loads' median CPU share, for CPU work alone: decision 0083, proposed; ";
  if (cpuWork !== null) verdict(`${cpuWork}×`, cpuWorkNote, (result) => result.atCpuWork);
  return budgets;
}

/** "every budget met" or "not met: …" over the routes' medians of `runsOf`; null when no route has such runs. */
function budgetsMissed(results: LighthouseResult[], runsOf: (result: LighthouseResult) => LighthouseFigures[]): string | null {
  const measured = results.filter((result) => runsOf(result).length > 0);
  if (measured.length === 0) return null;
  const missed = measured.flatMap((result) => routeBudgets(result.route.name, medianFigures(runsOf(result)), result.route.budget).filter((budget) => !passes(budget)));
  return missed.length === 0 ? 'every budget met' : `not met: ${missed.map((budget) => `${budget.name} ${budget.shown}`).join(', ')}`;
}

/** The rows "TBT<label>" and "performance<label>" of a route's table for other runs than its own (none without runs). */
function informationRows(label: string, runs: LighthouseFigures[]): string[][] {
  if (runs.length === 0) return [];
  const m = medianFigures(runs);
  return [
    [`TBT${label}`, ms(m.tbtMs), '(information)', runs.map((run) => ms(run.tbtMs)).join(' / ')],
    [`performance${label}`, String(m.performance), '(information)', runs.map((run) => String(run.performance)).join(' / ')],
  ];
}

/** A route's five Lighthouse budgets (BUDGETED_FIGURES, in order), each named `${name}: figure`. */
function routeBudgets(name: string, m: LighthouseFigures, b: LighthouseBudget): Budget[] {
  return BUDGETED_FIGURES.map(({ figure, value, limit, unit, atLeast, show }) => ({
    name: `${name}: ${figure}`,
    actual: value(m),
    limit: limit(b),
    unit,
    atLeast,
    shown: show(value(m)),
    limitShown: `${atLeast ? '≥' : '≤'} ${show(limit(b))}`,
  }));
}
