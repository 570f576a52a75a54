// The page's own main-thread work per frame, from a Chrome trace: on a shared machine a frame's
// wall time (the rAF delta) also holds the time the renderer waited for a core another process
// had, so the longest frame of a scroll follows the machine's load. Each task records its thread
// (CPU) time too (`tdur`). A frame here runs from one "update the rendering" task (the one firing
// the requestAnimationFrame callbacks) to the next, and costs the CPU time of every main-thread task
// that starts in it: React's work, event handlers, style, layout, paint and garbage collection on
// the main thread alike. Work on other threads (raster, the compositor) is not in it.
import type { TraceEvent } from './cpu-time-trace';

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

type Named = TraceEvent & { args?: { name?: string } };

/** CPU milliseconds of each frame of the renderer's main thread that fired the most animation frames. */
export function frameCpuTimes(events: readonly Named[]): number[] {
  const mains = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const firesByThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'FireAnimationFrame' && mains.has(thread)) firesByThread.set(thread, [...(firesByThread.get(thread) ?? []), event]);
  }
  const [thread, fires] = [...firesByThread].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!thread || !fires) return [];

  // Outermost top-level tasks of that thread (a nested top-level event is part of its outer task).
  const candidates = events
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X' && TOP_LEVEL.has(event.name) && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0) || (b.tdur ?? 0) - (a.tdur ?? 0));
  const tasks: TraceEvent[] = [];
  for (const task of candidates) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) tasks.push(task);
  }

  const fireTimes = fires.map((fire) => fire.ts).sort((a, b) => a - b);
  let next = 0;
  const frames: number[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    while (next < fireTimes.length && (fireTimes[next] ?? Infinity) < task.ts) next += 1;
    const startsFrame = next < fireTimes.length && (fireTimes[next] ?? Infinity) <= end;
    while (next < fireTimes.length && (fireTimes[next] ?? Infinity) <= end) next += 1;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    if (startsFrame) frames.push(cpu);
    else if (frames.length > 0) frames[frames.length - 1] = (frames.at(-1) ?? 0) + cpu;
  }
  // The last frame has no successor to close it: it is cut where the trace ends, so it is dropped.
  return frames.slice(0, -1);
}
