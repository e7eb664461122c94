import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes, describeLoad, describeQuietWaits, untilQuiet } from './machine-load.ts';

const core = (user: number, idle: number): os.CpuInfo => ({ model: 'test', speed: 1, times: { user, nice: 0, sys: 0, idle, irq: 0 } });

describe('machine load', () => {
  it('adds the busy and total time of every core', () => {
    expect(cpuTimes([core(100, 900), core(300, 700)])).toEqual({ busy: 400, total: 2000 });
  });

  it('judges the time between two readings, not the time since boot', () => {
    const before = cpuTimes([core(10_000, 0), core(10_000, 0)]); // busy for hours before
    const after = cpuTimes([core(10_010, 1990), core(10_030, 1970)]);
    expect(busyShare(before, after)).toBeCloseTo(0.01);
  });

  it('says the machine is busy from the CPU, not from a load average that still carries the last minutes', () => {
    expect(describeLoad(0.01, 2.4, 2)).toBe('CPU 1 % busy over 2 s, load average 2.4 on 2 cores');
    expect(describeLoad(0.8, 0.3, 2)).toBe('CPU 80 % busy over 2 s, load average 0.3 on 2 cores — the machine is busy, figures are inflated');
  });
});

describe('a quiet machine before a load', () => {
  const settings = { busyShare: 0.1, windowMs: 500, limitMs: 2000 };
  /** Readings whose windows are busy by the given shares in turn (the last one repeated). */
  function machine(shares: number[]) {
    let reading = { busy: 0, total: 0 };
    let window = 0;
    const read = () => reading;
    const sleep = async () => {
      const share = shares[Math.min(window++, shares.length - 1)]!;
      reading = { busy: reading.busy + share * 1000, total: reading.total + 1000 };
    };
    return { read, sleep, windows: () => window };
  }

  it('starts after one window when the machine is quiet', async () => {
    const m = machine([0.02]);
    expect(await untilQuiet(settings, m.read, m.sleep)).toEqual({ waitedMs: 500, quiet: true });
    expect(m.windows()).toBe(1);
  });

  it('waits while the last page still works, then starts', async () => {
    const m = machine([0.45, 0.3, 0.05]);
    expect(await untilQuiet(settings, m.read, m.sleep)).toEqual({ waitedMs: 1500, quiet: true });
  });

  it('starts anyway at the limit, and says so', async () => {
    const m = machine([0.6]);
    const wait = await untilQuiet(settings, m.read, m.sleep);
    expect(wait).toEqual({ waitedMs: 2000, quiet: false });
    expect(m.windows()).toBe(4);
    expect(describeQuietWaits([{ waitedMs: 500, quiet: true }, { waitedMs: 1500, quiet: true }, wait], settings)).toBe(
      'before each of 3 loads, a quiet machine (under 10 % of the CPU busy for 0.5 s): 2 waited longer, the longest 2.0 s; 1 started busy after 2 s',
    );
  });
});
