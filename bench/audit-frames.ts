// Which frames of the audit page's scroll are the long ones: `npx tsx --import
// ./bench/css-as-empty-module.mjs bench/audit-frames.ts <dist> [out.json]` serves one build with
// 10,000 records as the bench's audit section does, loads them all, scrolls BENCH_SCROLL_RUNS
// times (default 3) BENCH_SCROLL_STEP px per frame (1000), and records every frame: its rAF
// delta, the scroll offset, the rows in the DOM and how many were new, whether a request was in
// flight, and Chromium's long-animation-frame entries (script, style/layout and render shares).
// Prints the frames over BENCH_FRAME_MS (default 40) with their place in the scroll.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { auditEndpoint } from '../server/audit/audit-endpoint';
import { seedAuditRecords } from '../server/audit/audit-seed';
import { createMemoryAuditStore } from '../server/audit/memory-audit-store';
import { chromiumFlags, chromiumPath } from './chromium';
import { startSeededConsole } from './console-server';
import { HISTORY_SIZE, openLoadedTimeline } from './timeline';

interface Frame {
  run: number;
  frame: number;
  at: number;
  delta: number;
  scrollTop: number;
  scrollHeight: number;
  rows: number;
  added: number;
  fetching: number;
}

interface LongFrame {
  start: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  blockingDuration: number;
  scripts: { invoker: string; source: string; duration: number; forcedLayout: number }[];
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

async function main(): Promise<void> {
  const [dist, out] = process.argv.slice(2);
  if (!dist) throw new Error('usage: tsx bench/audit-frames.ts <dist> [out.json]');
  const runs = Number(process.env.BENCH_SCROLL_RUNS ?? 3);
  const step = Number(process.env.BENCH_SCROLL_STEP ?? 1000);
  const threshold = Number(process.env.BENCH_FRAME_MS ?? 40);
  // Seeded once: the endpoint asks for its store on every request.
  const store = Promise.resolve(createMemoryAuditStore(seedAuditRecords(HISTORY_SIZE)));
  const app = await startSeededConsole(dist, {}, [auditEndpoint(() => store)]);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    process.stderr.write(`load average at start: ${load()}\n`);
    const { page } = await openLoadedTimeline(browser, `${app.url}/audit`, 'audit');
    const frames: Frame[] = [];
    const longFrames: LongFrame[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await page.evaluate(
        async ({ run, scrollStep }) => {
          // The timeline scrolls with the page.
          const container = document.scrollingElement;
          if (!container) throw new Error('no scrolling element');
          const long: LongFrame[] = [];
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; blockingDuration: number; scripts: { invoker: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[] })[]) {
              long.push({
                start: entry.startTime,
                duration: entry.duration,
                renderStart: entry.renderStart,
                styleAndLayoutStart: entry.styleAndLayoutStart,
                blockingDuration: entry.blockingDuration,
                scripts: entry.scripts.map((script) => ({ invoker: script.invoker, source: script.sourceURL.split('/').pop() ?? '', duration: script.duration, forcedLayout: script.forcedStyleAndLayoutDuration })),
              });
            }
          });
          observer.observe({ type: 'long-animation-frame', buffered: false });
          const started = new Set<string>();
          const resources = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) started.add(entry.name);
          });
          resources.observe({ type: 'resource', buffered: false });
          const frames: Frame[] = [];
          let seen = new Set(container.querySelectorAll('article'));
          container.scrollTop = 0;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          let last = performance.now();
          let atBottom = 0;
          const deadline = last + 120_000;
          await new Promise<void>((resolve) => {
            const tick = (now: number) => {
              const rows = new Set(container.querySelectorAll('article'));
              let added = 0;
              for (const row of rows) if (!seen.has(row)) added += 1;
              seen = rows;
              frames.push({ run, frame: frames.length, at: now, delta: now - last, scrollTop: container.scrollTop, scrollHeight: container.scrollHeight, rows: rows.size, added, fetching: started.size });
              last = now;
              atBottom = container.scrollTop + container.clientHeight >= container.scrollHeight - 2 ? atBottom + 1 : 0;
              if (atBottom > 30 || now > deadline) return resolve();
              container.scrollTop += scrollStep;
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          });
          await new Promise((resolve) => setTimeout(resolve, 200));
          observer.disconnect();
          resources.disconnect();
          return { frames, long };
        },
        { run, scrollStep: step },
      );
      frames.push(...result.frames);
      longFrames.push(...result.long);
      const deltas = result.frames.map((frame) => frame.delta).sort((a, b) => a - b);
      process.stderr.write(`run ${run}: ${result.frames.length} frames, longest ${deltas.at(-1)?.toFixed(1)} ms, p99 ${deltas[Math.floor(deltas.length * 0.99)]?.toFixed(1)} ms, requests during the scroll ${result.frames.at(-1)?.fetching ?? 0}, load ${load()}\n`);
      for (const frame of result.frames.filter((one) => one.delta >= threshold)) {
        const loaf = result.long.find((entry) => entry.start <= frame.at && entry.start + entry.duration >= frame.at - frame.delta);
        const share = loaf
          ? ` | LoAF ${loaf.duration.toFixed(0)} ms: scripts ${loaf.scripts.reduce((sum, script) => sum + script.duration, 0).toFixed(0)} (${loaf.scripts.map((script) => `${script.invoker} ${script.duration.toFixed(0)}${script.forcedLayout ? ` forced ${script.forcedLayout.toFixed(0)}` : ''}`).join('; ')}), style+layout from +${(loaf.styleAndLayoutStart - loaf.start).toFixed(0)}, render from +${(loaf.renderStart - loaf.start).toFixed(0)}`
          : '';
        process.stderr.write(`  frame ${frame.frame}/${result.frames.length} ${frame.delta.toFixed(0)} ms at ${frame.scrollTop} of ${frame.scrollHeight} px (${((100 * frame.scrollTop) / frame.scrollHeight).toFixed(1)} %), rows ${frame.rows} (+${frame.added})${share}\n`);
      }
    }
    if (out) writeFileSync(out, JSON.stringify({ frames, longFrames }));
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
