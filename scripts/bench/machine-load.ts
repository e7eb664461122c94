// How busy the machine is as a part of the bench begins: the load average trails the last minutes (the bench's own
// builds included), so the note judges from the CPU's idle time over the last seconds instead.
import os from 'node:os';
import { percent } from './report.ts';

/** How long the CPU is watched before a note. */
const SAMPLE_MS = 2000;

type CpuTimes = { busy: number; total: number };

/** The machine's CPU time so far, over all cores (ms). */
export function cpuTimes(cpus: readonly os.CpuInfo[] = os.cpus()): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** The share of CPU time spent busy between two readings (0–1). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/** One line: the CPU's busy share over the last 2 s and the load average, "busy" when over half the CPU was in use. */
export function describeLoad(busy: number, load: number, cores: number): string {
  const note = `CPU ${percent(busy)} busy over ${SAMPLE_MS / 1000} s, load average ${load.toFixed(1)} on ${cores} cores`;
  return busy > 0.5 ? `${note} — the machine is busy, figures are inflated` : note;
}

/** Watches the CPU for 2 s, then describes the load. */
export async function loadNote(): Promise<string> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  return describeLoad(busyShare(before, cpuTimes()), os.loadavg()[0]!, os.cpus().length);
}

/**
 * A quiet machine, before each Lighthouse load (clean-slate.ts): under `busyShare` of the CPU in use over one
 * `windowMs` window. A page can leave work behind its audit (its service worker installing the precache: 1–2 s of the
 * browser, its network service and a renderer), which would run during the next load. After `limitMs` the load
 * starts anyway, counted as started busy.
 */
export type QuietSettings = { busyShare: number; windowMs: number; limitMs: number };
export const QUIET_MACHINE: QuietSettings = { busyShare: 0.1, windowMs: 500, limitMs: 10_000 };

/** How long a load waited for a quiet machine (ms), and whether it found one. */
export type QuietWait = { waitedMs: number; quiet: boolean };

/** Waits, window by window, until the machine is quiet (`settings`) or the limit is reached. */
export async function untilQuiet(
  settings: QuietSettings = QUIET_MACHINE,
  read: () => CpuTimes = cpuTimes,
  sleep: (ms: number) => Promise<unknown> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<QuietWait> {
  for (let waitedMs = settings.windowMs; ; waitedMs += settings.windowMs) {
    const before = read();
    await sleep(settings.windowMs);
    if (busyShare(before, read()) < settings.busyShare) return { waitedMs, quiet: true };
    if (waitedMs >= settings.limitMs) return { waitedMs, quiet: false };
  }
}

/** One line on the waits: how many loads waited past the first window, the longest wait, and how many started busy. */
export function describeQuietWaits(waits: readonly QuietWait[], settings: QuietSettings = QUIET_MACHINE): string {
  const longer = waits.filter((wait) => wait.waitedMs > settings.windowMs);
  const longest = Math.max(0, ...waits.map((wait) => wait.waitedMs));
  const busy = waits.filter((wait) => !wait.quiet).length;
  const rule = `under ${percent(settings.busyShare)} of the CPU busy for ${settings.windowMs / 1000} s`;
  const started = busy === 0 ? 'every load started on a quiet machine' : `${busy} started busy after ${settings.limitMs / 1000} s`;
  return `before each of ${waits.length} loads, a quiet machine (${rule}): ${longer.length} waited longer, the longest ${(longest / 1000).toFixed(1)} s; ${started}`;
}
