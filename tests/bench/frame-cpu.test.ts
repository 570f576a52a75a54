import { describe, expect, it } from 'vitest';
import { frameCpuTimes } from '../../bench/frame-cpu';

const MAIN = { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrRendererMain' } };
const task = (ts: number, dur: number, tdur: number, tid = 1) => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 1, tid, ts, dur, tdur });
const fire = (ts: number, tid = 1) => ({ name: 'FireAnimationFrame', ph: 'X', pid: 1, tid, ts, dur: 10 });

describe('frameCpuTimes', () => {
  it('sums the CPU time of the tasks from one rendering task to the next, not their wall time', () => {
    const events = [
      MAIN,
      task(0, 2_000, 1_500), fire(100), // frame 1 starts: rendering task
      task(3_000, 200_000, 4_000), // a long wait for a core: 200 ms wall, 4 ms CPU
      task(210_000, 5_000, 5_000), fire(210_100), // frame 2
      task(216_000, 30_000, 30_000), // 30 ms of real work, e.g. mounting rows
      task(250_000, 1_000, 1_000), fire(250_100), // frame 3 (cut by the end of the trace: dropped)
    ];
    expect(frameCpuTimes(events)).toEqual([5.5, 35]);
  });

  it('counts a nested top-level event once, ignores other threads, and keeps several rAF callbacks in one frame', () => {
    const outer = task(0, 10_000, 8_000);
    const inner = { ...task(0, 10_000, 7_900), name: 'RunTask' };
    const events = [MAIN, inner, outer, fire(100), fire(200), task(1_000, 50_000, 50_000, 2), fire(500, 2), task(20_000, 1_000, 1_000), fire(20_100)];
    expect(frameCpuTimes(events)).toEqual([8]);
  });

  it('returns nothing for a trace without animation frames', () => {
    expect(frameCpuTimes([MAIN, task(0, 1_000, 1_000)])).toEqual([]);
  });
});
