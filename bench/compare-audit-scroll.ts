// A/B of the audit page's scroll for two builds: `npx tsx --import ./bench/css-as-empty-module.mjs
// bench/compare-audit-scroll.ts <distA> <distB>` serves each with 10,000 records (as the bench's
// audit section does; BENCH_SCROLL_PAGE=timeline takes the timeline section's tool binding history
// instead), loads them all in one page per build, then scrolls A and B in turns so that
// a busy moment of the shared machine hits both sides. BENCH_COMPARE_RUNS scrolls per side
// (default 5), BENCH_SCROLL_STEP px per frame (1000). BENCH_FRAME_CPU=1 traces every scroll
// (both sides alike) and adds each frame's main-thread CPU time (bench/frame-cpu.ts): unlike the
// rAF delta it leaves out the waits for a core that other processes cause. BENCH_TRACE=<file.json>
// also records a Chrome trace (CDP Tracing) of one more scroll of B, for DevTools' Performance panel.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';
import type { TraceEvent } from './cpu-time-trace';
import { frameCpuTimes } from './frame-cpu';
import { openLoadedTimeline, SCROLLED_PAGES, scrollTimelineOnce, type ScrollResult } from './timeline';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

async function traced<T>(page: Page, categories: string[], run: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: categories } });
  const result = await run();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return { result, events };
}

async function traceScroll(page: Page, step: number, file: string): Promise<void> {
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading'];
  const { events } = await traced(page, categories, () => scrollTimelineOnce(page, step));
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  process.stderr.write(`trace of one scroll of B: ${file}\n`);
}

interface FrameCpu {
  longestFrameCpu: number;
  p99FrameCpu: number;
}

/** One scroll, traced when `cpu`: the rAF deltas and, from the trace, each frame's CPU time. */
async function scrollOnce(page: Page, step: number, cpu: boolean): Promise<ScrollResult & Partial<FrameCpu>> {
  if (!cpu) return scrollTimelineOnce(page, step);
  // 'toplevel' holds the tasks with their thread time, 'devtools.timeline' the rAF callbacks.
  const { result, events } = await traced(page, ['toplevel', 'devtools.timeline'], () => scrollTimelineOnce(page, step));
  const frames = frameCpuTimes(events).sort((a, b) => a - b);
  return { ...result, longestFrameCpu: frames.at(-1) ?? NaN, p99FrameCpu: frames[Math.floor(frames.length * 0.99)] ?? NaN };
}

async function main(): Promise<void> {
  const [distA, distB] = process.argv.slice(2);
  if (!distA || !distB) throw new Error('usage: tsx bench/compare-audit-scroll.ts <distA> <distB>');
  const runs = Number(process.env.BENCH_COMPARE_RUNS ?? 5);
  const step = Number(process.env.BENCH_SCROLL_STEP ?? 1000);
  const cpu = process.env.BENCH_FRAME_CPU === '1';
  const scrolled = SCROLLED_PAGES[process.env.BENCH_SCROLL_PAGE === 'timeline' ? 'timeline' : 'audit'];
  const [a, b] = [await scrolled.serve(distA), await scrolled.serve(distB)];
  // One browser per side: a page that is not the front tab of its browser is hidden, and a hidden
  // page gets no animation frames.
  const browsers = [await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags }), await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })] as const;
  try {
    process.stderr.write(`load average at start: ${load()}\n`);
    const pageA = (await openLoadedTimeline(browsers[0], a.url + scrolled.path, 'A')).page;
    const pageB = (await openLoadedTimeline(browsers[1], b.url + scrolled.path, 'B')).page;
    const results: Record<'A' | 'B', (ScrollResult & Partial<FrameCpu>)[]> = { A: [], B: [] };
    const scroll = async (side: 'A' | 'B', page: Page) => {
      const result = await scrollOnce(page, step, cpu);
      results[side].push(result);
      const cpuPart = cpu ? `, frame CPU longest ${result.longestFrameCpu?.toFixed(1)} ms, p99 ${result.p99FrameCpu?.toFixed(1)} ms` : '';
      process.stderr.write(`${side}: longest ${result.longestFrame.toFixed(1)} ms, p99 ${result.p99Frame.toFixed(1)} ms${cpuPart}, LoAF ${result.longestAnimationFrame?.toFixed(1) ?? '-'} ms, ${result.frames} frames, ${((100 * result.scrolledTo) / result.scrollHeight).toFixed(0)} % scrolled (120 s at most), peak rows ${result.peakRows}, load ${load()}\n`);
    };
    for (let run = 0; run < runs; run += 1) {
      // Alternate which side goes first, so neither always follows the other's garbage.
      if (run % 2 === 0) {
        await scroll('A', pageA);
        await scroll('B', pageB);
      } else {
        await scroll('B', pageB);
        await scroll('A', pageA);
      }
    }
    for (const side of ['A', 'B'] as const) {
      const list = results[side];
      process.stdout.write(
        `${side}: median longest frame ${median(list.map((one) => one.longestFrame)).toFixed(1)} ms, median p99 ${median(list.map((one) => one.p99Frame)).toFixed(1)} ms${cpu ? `, frame CPU: median longest ${median(list.map((one) => one.longestFrameCpu ?? NaN)).toFixed(1)} ms, median p99 ${median(list.map((one) => one.p99FrameCpu ?? NaN)).toFixed(1)} ms` : ''}, median LoAF ${median(list.map((one) => one.longestAnimationFrame ?? 0)).toFixed(1)} ms, peak rows ${Math.max(...list.map((one) => one.peakRows))}\n`,
      );
    }
    const ratio = (key: 'longestFrame' | 'p99Frame' | 'longestFrameCpu' | 'p99FrameCpu') => median(results.B.map((one) => one[key] ?? NaN)) / median(results.A.map((one) => one[key] ?? NaN));
    const cpuRatios = cpu ? `; frame CPU longest ${ratio('longestFrameCpu').toFixed(2)}×, p99 ${ratio('p99FrameCpu').toFixed(2)}×` : '';
    process.stdout.write(`B/A longest frame ${ratio('longestFrame').toFixed(2)}×, p99 ${ratio('p99Frame').toFixed(2)}×${cpuRatios}; load average at end ${load()}\n`);
    if (process.env.BENCH_TRACE) await traceScroll(pageB, step, process.env.BENCH_TRACE);
  } finally {
    for (const browser of browsers) await browser.close();
    await a.close();
    await b.close();
  }
}

await main();
