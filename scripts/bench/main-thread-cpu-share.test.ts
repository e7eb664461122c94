import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longTaskCpuShare, savedLoadCpuShare } from './main-thread-cpu-share.ts';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid: number, tid: number, durMs: number, cpuMs?: number) => ({ name: 'RunTask', ph: 'X', pid, tid, dur: durMs * 1000, ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }) });
const started = { name: 'TracingStartedInBrowser', args: { data: { frames: [{ frame: 'F', processId: 1, isOutermostMainFrame: true }] } } };
const committed = { name: 'FrameCommittedInBrowser', args: { data: { frame: 'F', processId: 2 } } };
const threads = [thread(1, 11, 'CrRendererMain'), thread(2, 21, 'CrRendererMain'), thread(2, 22, 'Compositor')];

describe("the CPU share of the page's long main-thread tasks", () => {
  it("sums the CPU and wall time of the tasks of 10 ms and more on the main thread of the renderer the page committed in", () => {
    const events = [started, committed, ...threads, task(2, 21, 20, 5), task(2, 21, 30, 15), task(2, 21, 9, 9), task(2, 21, 40), task(1, 11, 50, 1), task(2, 22, 50, 50)];
    expect(longTaskCpuShare(events)).toBeCloseTo(0.4);
  });

  it('reads the renderer the load started in when the page stayed in it, and gives nothing without a long task', () => {
    expect(longTaskCpuShare([started, ...threads, task(1, 11, 10, 8), task(2, 21, 20, 1)])).toBeCloseTo(0.8);
    expect(longTaskCpuShare([started, committed, ...threads, task(2, 21, 9.9, 9)])).toBeNull();
    expect(longTaskCpuShare([])).toBeNull();
  });

  it("reads a saved load's trace, in either of the trace file's forms, and gives nothing without one", () => {
    const directory = mkdtempSync(join(tmpdir(), 'fauna-cpu-share-'));
    try {
      expect(savedLoadCpuShare(directory)).toBeNull();
      writeFileSync(join(directory, 'defaultPass.trace.json'), JSON.stringify({ traceEvents: [started, committed, ...threads, task(2, 21, 20, 10)] }));
      expect(savedLoadCpuShare(directory)).toBeCloseTo(0.5);
      writeFileSync(join(directory, 'defaultPass.trace.json'), JSON.stringify([started, ...threads, task(1, 11, 20, 5)]));
      expect(savedLoadCpuShare(directory)).toBeCloseTo(0.25);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
