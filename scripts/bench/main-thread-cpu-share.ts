// How much of the page's long main-thread tasks was CPU work, from one Lighthouse load's saved trace: Lighthouse's
// simulation multiplies each task's wall time by the CPU slowdown, so time the thread spent off the CPU (waiting for
// the machine, a page fault, another process) is slowed down too. Information for the report, no budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file Lighthouse's gather mode (`-G`) saves a navigation's trace in. */
const TRACE_FILE = 'defaultPass.trace.json';

/** The tasks Lighthouse's simulation slows down (shorter ones it leaves as measured): 10 ms and more. */
export const LONG_TASK_MIN_MS = 10;

type Frame = { frame?: string; processId?: number; isOutermostMainFrame?: boolean };
type TraceEvent = { name?: string; ph?: string; pid?: number; tid?: number; dur?: number; tdur?: number; args?: { name?: string; data?: Frame & { frames?: Frame[] } } };

/**
 * The CPU time of the page's main-thread tasks of LONG_TASK_MIN_MS and more, as a share of their wall time (0–1); null
 * when the trace has no such task with its CPU time. The page's renderer is the one its main frame last committed in
 * (after a process swap, not the one the load started in), as Lighthouse finds it.
 */
export function longTaskCpuShare(events: TraceEvent[]): number | null {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame);
  const commits = events.filter((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.frame === started?.frame);
  const pids = new Set([commits.at(-1)?.args?.data?.processId ?? started?.processId]);
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pids.has(e.pid)).map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`) && (e.dur ?? 0) >= LONG_TASK_MIN_MS * 1000 && e.tdur !== undefined,
  );
  const wall = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return wall === 0 ? null : tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / wall;
}

/** longTaskCpuShare of the load saved in `directory`; null without its trace. */
export function savedLoadCpuShare(directory: string): number | null {
  const path = join(directory, TRACE_FILE);
  if (!existsSync(path)) return null;
  const trace = JSON.parse(readFileSync(path, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return longTaskCpuShare(Array.isArray(trace) ? trace : trace.traceEvents);
}
