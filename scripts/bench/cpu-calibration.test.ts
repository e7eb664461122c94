import { describe, expect, it } from 'vitest';
import { calibrationFrom, cpuSlowdownFor, cpuSlowdownRangeFor, cpuWorkSlowdown, fixedCpuSlowdown } from './cpu-calibration.ts';

describe("Lighthouse's CPU slowdown for the machine", () => {
  it("follows the calculator's calibration points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('is linear between them, rounded to 0.1', () => {
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1000)).toBe(2.4);
  });

  it('stays from 1× (a machine slower than the phone) to 10×', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(1)).toBe(1);
    expect(cpuSlowdownFor(2931)).toBe(10);
    expect(cpuSlowdownFor(9000)).toBe(10);
  });

  it("gives the calculator's range around the multiplier, wider as the index leaves the calibration points", () => {
    expect(cpuSlowdownRangeFor(475)).toEqual({ low: 1.3, high: 1.8 });
    expect(cpuSlowdownRangeFor(1050)).toEqual({ low: 1.8, high: 3.3 });
    expect(cpuSlowdownRangeFor(1533)).toEqual({ low: 3.3, high: 4.8 });
    expect(cpuSlowdownRangeFor(2000)).toEqual({ low: 4.5, high: 7.5 });
    expect(cpuSlowdownRangeFor(2544)).toEqual({ low: 5.7, high: 11 });
    expect(cpuSlowdownRangeFor(100)).toEqual({ low: 1, high: 1.2 });
  });

  it('refuses what is not a measurement', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('not a measurement');
    expect(() => cpuSlowdownFor(0)).toThrow('not a measurement');
    expect(() => cpuSlowdownRangeFor(Number.NaN)).toThrow('not a measurement');
  });

  it("is calibrated from every reading, the quick passes' and the loads' own alike", () => {
    // As on this machine on 29 November: the passes alone gave 1825 (5.3×), the loads more.
    const passes = [1459, 1700, 1825, 2100, 2540];
    const loads = [2250, 2300, 2403, 2450, 2500, 2827];
    expect(calibrationFrom(passes, loads)).toEqual({ benchmarkIndex: 2300, passes, loads, multiplier: 7.3, source: 'calibrated' });
    expect(calibrationFrom(passes, []).multiplier).toBe(5.3);
    expect(calibrationFrom([], loads).multiplier).toBe(7.9);
    expect(() => calibrationFrom([], [])).toThrow('no benchmarkIndex');
  });

  it("slows down the CPU work alone: the multiplier times the loads' median CPU share, from 1x up to the multiplier", () => {
    // The run of 6 December, 03:12: 10x, a median share of 48 %.
    expect(cpuWorkSlowdown(10, [0.21, 0.48, 0.99])).toBe(4.8);
    expect(cpuWorkSlowdown(7.7, [0.5, 0.3, 0.46])).toBe(3.5);
    expect(cpuWorkSlowdown(2.5, [0.2])).toBe(1);
    // A share read above 1 (CPU time past the wall time, as a trace can round) never speeds the phone beyond the multiplier.
    expect(cpuWorkSlowdown(6, [1.02])).toBe(6);
    expect(cpuWorkSlowdown(10, [])).toBeNull();
  });

  it('BENCH_CPU_SLOWDOWN fixes the multiplier within the range', () => {
    expect(fixedCpuSlowdown(undefined)).toBeNull();
    expect(fixedCpuSlowdown(' ')).toBeNull();
    expect(fixedCpuSlowdown('4')).toBe(4);
    expect(() => fixedCpuSlowdown('0.5')).toThrow('BENCH_CPU_SLOWDOWN=0.5: not a multiplier from 1 to 10');
    expect(() => fixedCpuSlowdown('fast')).toThrow('not a multiplier');
  });
});
