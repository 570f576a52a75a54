// A/B of clicks between pages for two or more builds: `npx tsx --import ./bench/css-as-empty-module.mjs
// bench/compare-navigation.ts <distA> <distB> ...` serves each build (as the navigation section
// does), then for every page whose link name matches BENCH_NAV_PAGES (a regex; default every page)
// opens the home page, hovers the page's link, lets what the hover started load, and clicks, the
// builds taking turns so that a busy moment of the shared machine hits each alike. Each click is
// traced ('toplevel'): besides the wall time from the click to the page's data on screen, it sums
// the renderer main thread's task CPU time (`tdur`), which leaves out the waits for a core that
// other processes cause. BENCH_COMPARE_RUNS rounds (default 4). BENCH_NAV_PROFILE=<file.json>
// also records a CPU profile (CDP Profiler) of each click of the first build and writes the
// functions ranked by self and total time (build it with `--minify false` for readable names).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';
import { startProductionServer, type RunningConsole } from './console-server';
import type { TraceEvent } from './cpu-time-trace';
import { measureClick, navigationTargets, openHome, trackInFlight, type NavigationTarget } from './navigation';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface Side {
  label: string;
  server: RunningConsole;
  browser: Browser;
  page: Page;
  inFlight: () => number;
}

/** The renderer main thread's task CPU time in a trace: the sum of its top-level tasks' `tdur`. */
function mainThreadCpu(events: (TraceEvent & { args?: { name?: string } })[]): number {
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return NaN;
  let total = 0;
  for (const event of events) if (event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && TOP_LEVEL.has(event.name)) total += (event.tdur ?? 0) / 1000;
  return total;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self and total sampled time per function (name, file and line), over the profiles given. */
function rankFunctions(profiles: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }[]): string[] {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const key = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}`;
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const node = byId.get(id);
      if (!node) return;
      self.set(key(node), (self.get(key(node)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
        const name = key(byId.get(current) as ProfileNode);
        if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + ms);
        seen.add(name);
      }
    });
  }
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 70).map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
  return ['Self time:', ...top(self), '', 'Total time:', ...top(total)];
}

async function clickOnce(side: Side, target: NavigationTarget, profile: boolean): Promise<{ wall: number; cpu: number; profile?: unknown }> {
  await openHome(side.page, side.server.url);
  const link = target.link(side.page);
  const cdp: CDPSession = await side.page.context().newCDPSession(side.page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  const wall = await measureClick(side.page, link, target.pathname, side.inFlight, async () => {
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['toplevel', '__metadata'] } });
    if (profile) await cdp.send('Profiler.start');
  });
  const recorded = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return { wall, cpu: mainThreadCpu(events), profile: recorded };
}

async function main(): Promise<void> {
  const dists = process.argv.slice(2);
  if (!dists.length) throw new Error('usage: tsx bench/compare-navigation.ts <distA> [<distB> ...]');
  const runs = Number(process.env.BENCH_COMPARE_RUNS ?? 4);
  const only = new RegExp(process.env.BENCH_NAV_PAGES ?? '.', 'i');
  const profileFile = process.env.BENCH_NAV_PROFILE;
  const sides: Side[] = [];
  try {
    for (const [index, dist] of dists.entries()) {
      const server = await startProductionServer(dist);
      // One browser per side: a page that is not its browser's front tab is hidden and gets no frames.
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: server.cookie ? { cookie: server.cookie } : {} });
      await page.addInitScript('window.__name = (fn) => fn;');
      sides.push({ label: String.fromCharCode(65 + index), server, browser, page, inFlight: trackInFlight(page) });
    }
    const first = sides[0] as Side;
    const list = (await navigationTargets(first.page, first.server.url)).filter((target) => only.test(target.name));
    process.stderr.write(`load average at start: ${load()}; pages: ${list.map((target) => target.name).join(', ')}\n`);
    const results = new Map<string, { wall: number[]; cpu: number[] }>();
    const profiles = new Map<string, Parameters<typeof rankFunctions>[0]>();
    for (let run = 0; run < runs; run += 1) {
      for (const target of list) {
        const order = run % 2 ? [...sides].reverse() : sides;
        for (const side of order) {
          const result = await clickOnce(side, target, Boolean(profileFile) && side === first);
          if (result.profile) profiles.set(target.name, [...(profiles.get(target.name) ?? []), result.profile as Parameters<typeof rankFunctions>[0][number]]);
          const key = `${target.name}\t${side.label}`;
          const entry = results.get(key) ?? { wall: [], cpu: [] };
          entry.wall.push(result.wall);
          entry.cpu.push(result.cpu);
          results.set(key, entry);
          process.stderr.write(`${side.label} ${target.name}: wall ${result.wall.toFixed(0)} ms, main-thread CPU ${result.cpu.toFixed(0)} ms, load ${load()}\n`);
        }
      }
    }
    for (const target of list) {
      const line = sides.map((side) => {
        const entry = results.get(`${target.name}\t${side.label}`) ?? { wall: [], cpu: [] };
        return `${side.label} wall ${median(entry.wall).toFixed(0)} / CPU ${median(entry.cpu).toFixed(0)} ms`;
      });
      process.stdout.write(`${target.name} (medians of ${runs}): ${line.join(' | ')}\n`);
    }
    process.stdout.write(`load average at end: ${load()}\n`);
    if (profileFile) writeFileSync(profileFile, [...profiles].flatMap(([name, list]) => [`## ${name} (${list.length} clicks)`, ...rankFunctions(list), '']).join('\n'));
  } finally {
    for (const side of sides) {
      await side.browser.close();
      await side.server.close();
    }
  }
}

await main();
