// Lighthouse's CPU slowdown calibrated to the machine (issue 20): the multiplier Lighthouse's documentation derives
// from the machine's benchmarkIndex ("CPU/Memory Power"), so that its simulated phone is the same phone on a slow or
// a fast machine. Lighthouse's default, 4×, assumes a desktop of benchmarkIndex about 1533.
// Source: docs/throttling.md, "Calibrating the CPU slowdown", and its calculator
// (https://lighthouse-cpu-throttling-calculator.vercel.app/, github.com/patrickhulce/lighthouse-cpu-throttling-calculator).
import { median } from './report.ts';

/** Lighthouse's own CPU slowdown for its mobile preset, uncalibrated. */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/** The multipliers the bench allows: below 1 would speed the phone up; above 10 is a machine the table never saw. */
export const CPU_SLOWDOWN_RANGE = { min: 1, max: 10 } as const;

/**
 * The calculator's line through its calibration points (benchmarkIndex → slowdown): 150 → 1×, 800 → 2×,
 * 1300 → 3×, then 1× more every 233 (1533 → 4×, 2000 → 6×); rounded to 0.1 as the calculator shows it, within
 * CPU_SLOWDOWN_RANGE (a machine under 150 is slower than the phone: 1×, no slowdown).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const clamped = Math.min(CPU_SLOWDOWN_RANGE.max, Math.max(CPU_SLOWDOWN_RANGE.min, lineAt(benchmarkIndex)));
  return roundToTenth(clamped);
}

/**
 * The range the calculator gives with its multiplier, centred on it: 0.5× wide below benchmarkIndex 800, 1.5× from
 * there to 1300, and above that the largest of 1.5×, 30 % of the multiplier and the multiplier's excess over 3× (so it
 * widens as the index leaves the calibration points behind: 2544 → 5.7–11.0×); never below 1×, not capped above.
 */
export function cpuSlowdownRangeFor(benchmarkIndex: number): { low: number; high: number } {
  const multiplier = lineAt(benchmarkIndex);
  const width = benchmarkIndex >= 1300 ? Math.max(multiplier - 3, 1.5, multiplier * 0.3) : benchmarkIndex >= 800 ? 1.5 : 0.5;
  return { low: roundToTenth(Math.max(CPU_SLOWDOWN_RANGE.min, multiplier - width / 2)), high: roundToTenth(multiplier + width / 2) };
}

function lineAt(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex ${benchmarkIndex}: not a measurement`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  return benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The slowdown for the page's CPU work alone (decision 0083, proposed; information): the calibrated `multiplier` times
 * the median of the loads' long-task CPU shares, so that the time the page's main thread waited for the machine is
 * not slowed down as if it were the phone's work; rounded to 0.1, from 1× up to `multiplier`. Null without a share.
 */
export function cpuWorkSlowdown(multiplier: number, shares: readonly number[]): number | null {
  if (shares.length === 0) return null;
  const share = Math.min(1, median(shares));
  return roundToTenth(Math.min(multiplier, Math.max(CPU_SLOWDOWN_RANGE.min, multiplier * share)));
}

/**
 * `passes`: the benchmarkIndex of the quick passes before the loads; `loads`: each measured load's own (Lighthouse
 * reads it before loading the page); `benchmarkIndex`: the median of all of them (none with BENCH_CPU_SLOWDOWN).
 */
export type CpuCalibration = { benchmarkIndex: number | null; passes: number[]; loads: number[]; multiplier: number; source: 'calibrated' | 'BENCH_CPU_SLOWDOWN' };

/**
 * The slowdown from every reading of the machine: the passes and the loads alike. The passes alone come first, on a
 * machine still starting its browser and servers; their median has been 0.76–1.14 times the loads' own (decision 0056).
 */
export function calibrationFrom(passes: number[], loads: number[]): CpuCalibration {
  const readings = [...passes, ...loads];
  if (readings.length === 0) throw new Error('no benchmarkIndex to calibrate the CPU slowdown with');
  const benchmarkIndex = median(readings);
  return { benchmarkIndex, passes, loads, multiplier: cpuSlowdownFor(benchmarkIndex), source: 'calibrated' };
}

/** BENCH_CPU_SLOWDOWN=n fixes the multiplier (4: Lighthouse's default); unset, the machine's benchmarkIndex decides. */
export function fixedCpuSlowdown(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < CPU_SLOWDOWN_RANGE.min || multiplier > CPU_SLOWDOWN_RANGE.max) {
    throw new Error(`BENCH_CPU_SLOWDOWN=${value}: not a multiplier from ${CPU_SLOWDOWN_RANGE.min} to ${CPU_SLOWDOWN_RANGE.max}`);
  }
  return multiplier;
}
