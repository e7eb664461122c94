// How busy the machine is as a part of the bench begins: the load average trails the last minutes (the bench's own
// builds included), so the note judges from the CPU's idle time over the last seconds instead.
import os from 'node:os';

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
  const note = `CPU ${Math.round(busy * 100)} % busy over ${SAMPLE_MS / 1000} s, load average ${load.toFixed(1)} on ${cores} cores`;
  return busy > 0.5 ? `${note} — the machine is busy, figures are inflated` : note;
}

/** Watches the CPU for 2 s, then describes the load. */
export async function loadNote(): Promise<string> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  return describeLoad(busyShare(before, cpuTimes()), os.loadavg()[0]!, os.cpus().length);
}
