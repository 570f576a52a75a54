// Lighthouse's mobile simulation (Lantern) takes each main-thread task's wall time from the trace
// and multiplies it by 4. On a shared machine a task's wall time also holds the time the thread
// waited for a core that another process had, so scores follow the machine's load, not the page.
// Chrome records each event's thread (CPU) time as well (`tdur`): this rewrites a trace so that
// every top-level task lasts its CPU time, its events scaled with it. Nothing else changes
// (network, other threads' events, the gaps between tasks), so Lantern then simulates what the
// page's own work costs. On an idle machine CPU and wall time are nearly equal and so are the
// results; it is for measuring on a busy one (BENCH_LIGHTHOUSE_CPU_TIME=1).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Shrinks each thread's top-level tasks to their CPU time, in place; returns how many were shrunk. */
export function useCpuTime(events: TraceEvent[]): number {
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key);
    if (list) list.push(event);
    else byThread.set(key, [event]);
  }
  let shrunk = 0;
  for (const list of byThread.values()) {
    // Outer tasks first at the same time, so that a nested top-level event counts as inside.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0) || (b.tdur ?? 0) - (a.tdur ?? 0));
    let start = -Infinity;
    let end = -Infinity;
    let ratio = 1;
    for (const event of list) {
      if (event.ts >= end && event.ph === 'X' && TOP_LEVEL.has(event.name) && event.dur && event.tdur !== undefined) {
        start = event.ts;
        end = event.ts + event.dur;
        ratio = Math.min(1, event.tdur / event.dur);
        if (ratio < 1) shrunk += 1;
      }
      if (event.ts > end || ratio === 1) continue;
      // A point or event inside the task: at the same share of the shrunk task, lasting its share.
      event.ts = start + (event.ts - start) * ratio;
      if (event.dur !== undefined) event.dur *= ratio;
    }
  }
  return shrunk;
}
