import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes, describeLoad } from './machine-load.ts';

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
