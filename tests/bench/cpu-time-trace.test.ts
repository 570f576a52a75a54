import { describe, expect, it } from 'vitest';
import { type TraceEvent, useCpuTime } from '../../bench/cpu-time-trace';

const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ts, dur, tdur });

describe('useCpuTime', () => {
  it('shrinks each top-level task to its CPU time, its events with it, and leaves the rest alone', () => {
    const first = task(1000, 400, 100);
    const child = { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 1200, dur: 200, tdur: 50 };
    const mark = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 1400 };
    const second = task(2000, 100, 100);
    const otherThread = { name: 'Layout', ph: 'X', pid: 1, tid: 2, ts: 1200, dur: 300 };
    const network = { name: 'ResourceFinish', ph: 'I', pid: 9, tid: 9, ts: 1300 };
    const events = [first, child, mark, second, otherThread, network];
    expect(useCpuTime(events)).toBe(1);
    expect(first).toMatchObject({ ts: 1000, dur: 100 });
    expect(child).toMatchObject({ ts: 1050, dur: 50 });
    expect(mark.ts).toBe(1100); // the task's end stays its end
    expect(second).toMatchObject({ ts: 2000, dur: 100 });
    expect(otherThread).toMatchObject({ ts: 1200, dur: 300 });
    expect(network.ts).toBe(1300);
  });

  it('treats a top-level event nested in another as part of the outer task, and never stretches a task', () => {
    const outer = task(0, 1000, 250);
    const inner = { ...task(0, 1000, 240), name: 'ThreadControllerImpl::RunTask' };
    const busy = task(5000, 100, 130); // thread time above wall time: rounding, left as it is
    const events = [inner, outer, busy];
    useCpuTime(events);
    expect(outer.dur).toBe(250);
    expect(inner).toMatchObject({ ts: 0, dur: 250 });
    expect(busy.dur).toBe(100);
  });
});
