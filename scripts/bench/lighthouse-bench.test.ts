import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuWorkAudited, describeCalibration, reportLighthouse, type LighthouseFigures, type LighthouseMeasurement } from './lighthouse-bench.ts';
import { DEFAULT_BUDGET, type LighthouseRoute } from './lighthouse-routes.ts';
import { passes } from './report.ts';

const home: LighthouseRoute = { name: 'home', path: '', budget: { ...DEFAULT_BUDGET, lcpMs: 1200 } };
const run = (figures: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 100,
  fcpMs: 900,
  lcpMs: 1100,
  tbtMs: 20,
  cls: 0,
  speedIndexMs: 900,
  benchmarkIndex: 2400,
  cpuSlowdown: 7.7,
  longTaskCpuShare: 0.4,
  ...figures,
});
const measurement = (runs: LighthouseFigures[], atDefault: LighthouseFigures[] = [], atCpuWork: LighthouseFigures[] = []): LighthouseMeasurement => ({
  calibration: { benchmarkIndex: 2400, passes: [1800, 1900, 2000], loads: [2400, 2400, 2400, 2500], multiplier: 7.7, source: 'calibrated' },
  gatheredAt: 5.7,
  cpuWork: atCpuWork.length > 0 ? 3.1 : null,
  control: [],
  controlAtDefault: [],
  quietWaits: [],
  results: [{ route: home, runs, median: runs[1]!, atDefault, atCpuWork, variants: { 'without-scripts': [], 'without-opener-policy': [] } }],
});

/** The report's budgets as "name: shown (limit) PASS|FAIL", and the lines it printed. */
function report(...args: Parameters<typeof reportLighthouse>) {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  const budgets = reportLighthouse(...args).map((budget) => `${budget.name}: ${budget.shown} (${budget.limitShown}) ${passes(budget) ? 'PASS' : 'FAIL'}`);
  return { budgets, printed: printed.join('\n') };
}
afterEach(() => vi.restoreAllMocks());

describe("Lighthouse's report", () => {
  it("names the calibrated slowdown with its benchmarkIndex, the readings it is the median of and the calculator's range for that index", () => {
    const line = describeCalibration({ benchmarkIndex: 2544, passes: [2435, 2544, 2571], loads: [2410, 2600, 2700, 2544], multiplier: 8.3, source: 'calibrated' });
    expect(line).toBe(
      "CPU slowdown 8.3×, calibrated to this machine's benchmarkIndex 2544 (median of 7 readings: 3 quick passes before the loads, 2435–2571, and the 4 loads' own, 2410–2700; the calculator's range for it 5.7–11×; Lighthouse's default 4× is for 1533)",
    );
    expect(describeCalibration({ benchmarkIndex: null, passes: [], loads: [2400], multiplier: 6, source: 'BENCH_CPU_SLOWDOWN' })).toBe('CPU slowdown 6×: fixed by BENCH_CPU_SLOWDOWN, not calibrated');
  });

  it('says what the quick passes alone would have given, or with a fixed slowdown, what the loads would calibrate to', () => {
    expect(report(measurement([run(), run(), run()]), 3).printed).toContain(
      "  the quick passes alone: median 1900, 5.7×, the slowdown the loads were gathered at (only the pages' idle-callback deadlines depend on it)",
    );
    const fixed = { ...measurement([run(), run(), run()]), calibration: { benchmarkIndex: null, passes: [], loads: [2000, 2400, 2500], multiplier: 4, source: 'BENCH_CPU_SLOWDOWN' as const }, gatheredAt: 4 };
    const printed = report(fixed, 3).printed;
    expect(printed).toContain("  the 3 loads' own benchmarkIndex: median 2400 (2000–2500), which would calibrate to 7.7×");
    expect(printed).not.toContain('quick passes');
  });

  it('gives each route its five budgets, judged on the median run', () => {
    const { budgets } = report(measurement([run({ tbtMs: 300 }), run({ performance: 99, tbtMs: 51, cls: 0.001 }), run()]), 3);
    expect(budgets).toEqual([
      'Lighthouse home: performance: 99 (≥ 100) FAIL',
      'Lighthouse home: FCP: 0.90 s (≤ 1.00 s) PASS',
      'Lighthouse home: LCP: 1.10 s (≤ 1.20 s) PASS',
      'Lighthouse home: TBT: 51 ms (≤ 50 ms) FAIL',
      'Lighthouse home: CLS: 0.001 (≤ 0.000) FAIL',
    ]);
  });

  it('meets a budget at its limit, a score from above and a time from below', () => {
    const { budgets } = report(measurement([run(), run({ performance: 100, fcpMs: 1000, lcpMs: 1200, tbtMs: 50 }), run()]), 3);
    expect(budgets.every((line) => line.endsWith('PASS'))).toBe(true);
  });

  it('names the variant of the site in every budget', () => {
    const { budgets, printed } = report(measurement([run(), run(), run()]), 3, 'without-opener-policy');
    expect(budgets[3]).toBe('Lighthouse home, no COOP header: TBT: 20 ms (≤ 50 ms) PASS');
    expect(printed).toContain('Lighthouse, home (/), no COOP header, median of 3');
  });

  it('says how long the loads waited for a quiet machine, and that each left a clean slate', () => {
    const waits = { ...measurement([run(), run(), run()]), quietWaits: [{ waitedMs: 500, quiet: true }, { waitedMs: 1500, quiet: true }, { waitedMs: 500, quiet: true }] };
    expect(report(waits, 3).printed).toContain(
      "before each of 3 loads, a quiet machine (under 10 % of the CPU busy for 0.5 s): 1 waited longer, the longest 1.5 s; every load started on a quiet machine; after each, its origin's storage and service worker cleared",
    );
  });

  it('shows the same loads at 4x, and which budgets they would miss, without a budget of their own', () => {
    const runs = [run({ tbtMs: 120 }), run({ tbtMs: 90 }), run({ tbtMs: 60 })];
    const missed = report(measurement(runs, [run({ tbtMs: 80, cpuSlowdown: 4 }), run({ tbtMs: 70, cpuSlowdown: 4 }), run({ tbtMs: 9, cpuSlowdown: 4 })]), 3);
    expect(missed.budgets).toHaveLength(5);
    expect(missed.printed).toMatch(/TBT at 4× +70 ms +\(information\) +80 ms \/ 70 ms \/ 9 ms/);
    expect(missed.printed).toContain("The same loads audited at Lighthouse's default 4× (information): not met: home: TBT 70 ms.");
    const met = report(measurement(runs, [run({ cpuSlowdown: 4 }), run({ cpuSlowdown: 4 }), run({ cpuSlowdown: 4 })]), 3);
    expect(met.printed).toContain("The same loads audited at Lighthouse's default 4× (information): every budget met.");
    expect(report(measurement(runs), 3).printed).not.toMatch(/The same loads|TBT at 4×/);
  });

  it('shows the same loads at the slowdown for CPU work alone, and which budgets they would miss, without a budget of their own', () => {
    const runs = [run({ tbtMs: 120 }), run({ tbtMs: 90 }), run({ tbtMs: 60 })];
    const atCpuWork = (tbt: number[]) => tbt.map((tbtMs) => run({ tbtMs, cpuSlowdown: 3.1 }));
    const missed = report(measurement(runs, [], atCpuWork([55, 70, 9])), 3);
    expect(missed.budgets).toHaveLength(5);
    expect(missed.printed).toMatch(/TBT at 3\.1× \(CPU work\) +55 ms +\(information\) +55 ms \/ 70 ms \/ 9 ms/);
    expect(missed.printed).toContain(
      "The same loads audited at 3.1× (the calibrated slowdown times the loads' median CPU share, for CPU work alone: decision 0083, proposed; information): not met: home: TBT 55 ms.",
    );
    expect(report(measurement(runs, [], atCpuWork([20, 30, 9])), 3).printed).toMatch(/decision 0083, proposed; information\): every budget met\./);
    expect(report(measurement(runs), 3).printed).not.toMatch(/CPU work/);
  });

  it('audits at the slowdown for CPU work alone only when calibrated, and when it is neither the calibrated slowdown nor the default', () => {
    const calibrated = measurement([]).calibration;
    const shares = (...values: (number | null)[]) => values.map((longTaskCpuShare) => run({ longTaskCpuShare }));
    expect(cpuWorkAudited(calibrated, shares(0.4, null, 0.48, 0.6))).toBe(3.7);
    expect(cpuWorkAudited({ ...calibrated, source: 'BENCH_CPU_SLOWDOWN' }, shares(0.48))).toBeNull();
    expect(cpuWorkAudited(calibrated, shares(null, null))).toBeNull();
    expect(cpuWorkAudited(calibrated, shares(1))).toBeNull();
    expect(cpuWorkAudited({ ...calibrated, multiplier: 8 }, shares(0.5))).toBeNull();
  });

  it("shows how much of the long tasks' wall time was CPU time, per route and over every load, and a dash where no trace said", () => {
    const runs = [run({ longTaskCpuShare: 0.3 }), run({ longTaskCpuShare: 0.46 }), run({ longTaskCpuShare: null })];
    const printed = report({ ...measurement(runs), control: [run({ longTaskCpuShare: 0.9 })] }, 3).printed;
    expect(printed).toMatch(/long tasks, CPU share +46 % +\(information\) +30 % \/ 46 % \/ –/);
    expect(printed).toContain("  the pages' main-thread tasks of 10 ms and more: CPU time 46 % of their wall time (median of 3 loads, 30–90 %); the simulation slows down all of their wall time");
    const none = report(measurement([1, 2, 3].map(() => run({ longTaskCpuShare: null }))), 3).printed;
    expect(none).toMatch(/long tasks, CPU share +– +\(information\) +– \/ – \/ –/);
    expect(none).not.toContain('of their wall time');
  });
});
