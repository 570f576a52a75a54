// Waits for a quiet machine before a section is measured. On a shared 2-core machine the build,
// the previous section (autocannon keeps both cores busy) or anything else running moves
// Lighthouse's simulated TBT by hundreds of milliseconds and the proxy ratios by tenths; each
// section therefore starts once the CPU has been nearly idle for a moment, and the report says
// how busy it was and how long the wait took.
import os from 'node:os';

export interface Quiet {
  /** Share of CPU time busy over the last window (0..1). */
  busy: number;
  waitedMs: number;
}

function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Share of CPU time busy over the next `windowMs`. */
export async function cpuBusy(windowMs: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/** What counts as quiet: at most `maxBusy` busy over `windowMs`, waiting at most `timeoutMs`. */
export const QUIET = { maxBusy: 0.1, windowMs: 2_000, timeoutMs: 120_000 };

/** Resolves once the CPU was at most `maxBusy` busy over a `windowMs` window, or after `timeoutMs`. */
export async function waitForQuiet({ maxBusy, windowMs, timeoutMs } = QUIET): Promise<Quiet> {
  const started = Date.now();
  for (;;) {
    const busy = await cpuBusy(windowMs);
    const waitedMs = Date.now() - started;
    if (busy <= maxBusy || waitedMs >= timeoutMs) return { busy, waitedMs };
  }
}

export const describeQuiet = ({ busy, waitedMs }: Quiet) => `${Math.round(busy * 100)} % busy after ${Math.round(waitedMs / 1000)} s`;
