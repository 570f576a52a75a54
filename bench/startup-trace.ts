// Where a page's start-up time goes: loads it in Chromium (mobile viewport), records a Chrome
// trace with the sampling profiler, and sorts the page's main-thread work, task by task, into
// script evaluation and runs (shared out by file), style and layout, paint, HTML/CSS parsing and
// GC. Figures are each task's CPU time (the trace's thread time), so time the machine spent on
// other processes is left out, times 4: what it costs on a phone 4 × slower, as Lighthouse's
// mobile simulation counts it. TBT here is that of the tasks after the first contentful paint.
//   npx tsx bench/startup-trace.ts <dist>            breakdown per route, traces in bench/results/
//   npx tsx bench/startup-trace.ts <distA> <distB>   A/B: loads taking turns, medians and B/A
//   BENCH_ROUTES (default home, wizard, XAA history), BENCH_TRACE_RUNS (5),
//   BENCH_TRACE_THROTTLE (1; 4 for a trace under DevTools' 4× CPU throttling, whose CPU time
//   includes the throttle's own spinning and so is not multiplied again)
import { type Browser, chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from './chromium';
import { type RunningConsole, startProductionServer } from './console-server';
import { median } from './lighthouse';
import { type BenchRoute, consoleRoutes, selectRoutes } from './routes';
import type { TraceEvent as CpuTraceEvent } from './cpu-time-trace';

/** Lighthouse's mobile simulation multiplies observed main-thread time by 4. */
export const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Chrome's trace event, with the fields this report reads beyond the CPU-time model's. */
interface TraceEvent extends CpuTraceEvent {
  cat?: string;
  args?: { data?: Record<string, unknown>; fileName?: string; frame?: string };
}

export interface Task {
  /** ms from navigation start */
  start: number;
  wall: number;
  cpu: number;
  /** CPU ms by kind of work (see `kindOf`), largest first */
  parts: [string, number][];
  /** The task's script CPU ms (evaluate + run) shared out by the files the sampling profiler saw running, largest first */
  files: [string, number][];
}

export interface LoadProfile {
  fcp: number;
  tasks: Task[];
  cpuTotal: number;
  cpuAfterFcp: number;
  /** Total Blocking Time of the tasks after the first contentful paint, their CPU time scaled to a 4× slower CPU. */
  tbt: number;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const EVALUATE = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'v8.produceModuleCache', 'v8.produceCache', 'CompileCode']);
const RUN = new Set(['FunctionCall', 'v8.callFunction', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'V8.Execute', 'FireIdleCallback', 'XHRReadyStateChange']);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'HitTest', 'PrePaint', 'IntersectionObserverController::computeIntersections', 'UpdateLayerTree']);
const PAINT = new Set(['Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'Commit', 'CompositeLayers', 'Decode Image']);
const PARSE = new Set(['ParseHTML', 'ParseAuthorStyleSheet']);
const SCRIPT_KINDS = new Set(['evaluate scripts', 'run scripts']);
const isGc = (name: string) => /GC|Sweep|Mark|Scavenge/.test(name);

/** `react-dom-B7e8N-Hy.js` → `react-dom.js`: a build's hashes change, the modules do not. */
const fileOf = (url: unknown) => (typeof url === 'string' && url ? (url.split('/').pop() || url).replace(/-[\w-]{8}(\.\w+)$/, '$1') : '');

function kindOf(event: TraceEvent, inherited: string): string {
  if (EVALUATE.has(event.name)) return 'evaluate scripts';
  if (RUN.has(event.name)) return inherited === 'evaluate scripts' ? inherited : 'run scripts';
  if (STYLE_LAYOUT.has(event.name)) return 'style & layout';
  if (PAINT.has(event.name)) return 'paint';
  if (PARSE.has(event.name)) return 'parse HTML & CSS';
  if (isGc(event.name)) return 'GC';
  return inherited;
}

/** Splits the CPU time of one top-level task by kind of work, by the innermost event that names one. */
function taskParts(task: TraceEvent, inside: TraceEvent[]): [string, number][] {
  const parts = new Map<string, number>();
  const add = (kind: string, us: number) => parts.set(kind, (parts.get(kind) ?? 0) + us / 1000);
  const stack: { event: TraceEvent; kind: string; childCpu: number }[] = [{ event: task, kind: 'navigation & other', childCpu: 0 }];
  const close = (until: number) => {
    while (stack.length > 1) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      if (top.event.ts + (top.event.dur ?? 0) > until) break;
      stack.pop();
      add(top.kind, Math.max(0, (top.event.tdur ?? 0) - top.childCpu));
    }
  };
  for (const event of inside) {
    close(event.ts);
    const parent = stack[stack.length - 1] as (typeof stack)[number];
    parent.childCpu += event.tdur ?? 0;
    stack.push({ event, kind: kindOf(event, parent.kind), childCpu: 0 });
  }
  close(Infinity);
  const root = stack[0] as (typeof stack)[number];
  add(root.kind, Math.max(0, (task.tdur ?? 0) - root.childCpu));
  return [...parts].filter(([, cpu]) => cpu >= 0.05).sort((a, b) => b[1] - a[1]);
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url?: string; functionName?: string };
}

/** The sampling profiler's samples of one thread: when, and in which script file (by the innermost frame that has one). */
function scriptSamples(events: TraceEvent[], pid: number, tid: number): { ts: number; weight: number; file: string }[] {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid) as (TraceEvent & { id?: string }) | undefined;
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; weight: number; file: string }[] = [];
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
  const fileOfNode = (id: number): string => {
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const file = fileOf(node.callFrame.url);
      if (file) return file;
    }
    return '';
  };
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || (chunk as { id?: string }).id !== profile.id) continue;
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      ts += deltas[index] ?? 0;
      const last = samples[samples.length - 1];
      if (last) last.weight = ts - last.ts;
      samples.push({ ts, weight: 0, file: fileOfNode(id) });
    });
  }
  return samples.filter((sample) => sample.file);
}

/** The page's main-thread tasks from its navigation on, read from a Chrome trace; CPU times × `scale`. */
export function profileTrace(traceJson: string, pageUrl: string, scale = SLOWDOWN): LoadProfile {
  const parsed = JSON.parse(traceJson) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  // The last navigation to the page's URL (a redirect or a reload would come after the first).
  const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl).at(-1);
  if (!navigation) throw new Error(`no navigation to ${pageUrl} in the trace`);
  const { pid, tid, ts: origin } = navigation;
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= origin);
  const fcp = fcpEvent ? (fcpEvent.ts - origin) / 1000 : NaN;
  const samples = scriptSamples(events, pid, tid);
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= origin).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  let index = 0;
  let sample = 0;
  while (index < onThread.length) {
    const task = onThread[index] as TraceEvent;
    index += 1;
    if (!TOP_LEVEL.has(task.name)) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    while (index < onThread.length && (onThread[index] as TraceEvent).ts < end) inside.push(onThread[index++] as TraceEvent);
    const parts = taskParts(task, inside.filter((event) => !TOP_LEVEL.has(event.name))).map(([kind, cpu]): [string, number] => [kind, cpu * scale]);
    // Script time shared out by the files the profiler saw running in this task.
    const byFile = new Map<string, number>();
    while (sample < samples.length && (samples[sample] as { ts: number }).ts < task.ts) sample += 1;
    for (let at = sample; at < samples.length && (samples[at] as { ts: number }).ts < end; at += 1) {
      const { file, weight } = samples[at] as { file: string; weight: number };
      byFile.set(file, (byFile.get(file) ?? 0) + weight);
    }
    const script = parts.filter(([kind]) => SCRIPT_KINDS.has(kind)).reduce((sum, [, cpu]) => sum + cpu, 0);
    const sampled = [...byFile.values()].reduce((sum, weight) => sum + weight, 0);
    const files = [...byFile].map(([file, weight]): [string, number] => [file, sampled ? (script * weight) / sampled : 0]).sort((a, b) => b[1] - a[1]);
    tasks.push({ start: (task.ts - origin) / 1000, wall: (task.dur ?? 0) / 1000, cpu: ((task.tdur ?? 0) / 1000) * scale, parts, files });
  }
  const afterFcp = tasks.filter((task) => !(task.start < fcp));
  return {
    fcp,
    tasks,
    cpuTotal: tasks.reduce((sum, task) => sum + task.cpu, 0),
    cpuAfterFcp: afterFcp.reduce((sum, task) => sum + task.cpu, 0),
    tbt: afterFcp.reduce((sum, task) => sum + Math.max(0, task.cpu - LONG_TASK_MS), 0),
  };
}

const CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'v8.execute', 'loading', 'blink.user_timing'];

/** Loads `url` in a fresh page with `throttle`× CPU throttling and returns its trace once the network has been idle. */
export async function traceLoad(browser: Browser, url: string, throttle: number, cookie?: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // A page of the same site first, so that the renderer process the page will use exists (and is
    // traced) before the navigation starts; robots.txt loads nothing else.
    await page.goto(new URL('/robots.txt', url).href);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // Work that follows the last response (rendering its data) and a little quiet after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    return (await browser.stopTracing()).toString('utf8');
  } finally {
    await context.close();
  }
}

const fixed = (value: number) => value.toFixed(0).padStart(5);
const top = (list: [string, number][], count: number) => list.slice(0, count).filter(([, cpu]) => cpu >= 0.5).map(([name, cpu]) => `${name} ${cpu.toFixed(0)}`).join(', ');

export function describeLoad(route: BenchRoute, profile: LoadProfile): string {
  const sum = (pick: (task: Task) => [string, number][]) => {
    const totals = new Map<string, number>();
    for (const task of profile.tasks) for (const [name, cpu] of pick(task)) totals.set(name, (totals.get(name) ?? 0) + cpu);
    return [...totals].sort((a, b) => b[1] - a[1]).filter(([, cpu]) => cpu >= 1);
  };
  const after = (task: Task) => !(task.start < profile.fcp);
  return [
    `${route.name} (${route.path}): main-thread CPU × ${SLOWDOWN} ${profile.cpuTotal.toFixed(0)} ms, ${profile.cpuAfterFcp.toFixed(0)} of it after the first contentful paint (${profile.fcp.toFixed(0)} ms); TBT ${profile.tbt.toFixed(0)} ms`,
    '  By kind of work (CPU ms × 4):',
    ...sum((task) => task.parts).map(([name, cpu]) => `  ${fixed(cpu)}  ${name}`),
    '  Script time by file (CPU ms × 4, shared out by the sampling profiler):',
    ...sum((task) => task.files).slice(0, 15).map(([name, cpu]) => `  ${fixed(cpu)}  ${name}`),
    `  Tasks over ${LONG_TASK_MS} ms × 4 (start ms from navigation, wall ms, CPU ms × 4: kinds; files):`,
    ...profile.tasks
      .filter((task) => task.cpu > LONG_TASK_MS)
      .map((task) => `  ${fixed(task.start)}${after(task) ? ' ' : '*'}${fixed(task.wall)} ${fixed(task.cpu)}  ${top(task.parts, 3)}; ${top(task.files, 3)}`),
    '  (* before the first contentful paint: not counted in TBT)',
  ].join('\n');
}

/** The lower and upper quartile, as `low–high`. */
function quartiles(values: number[]): string {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.round(share * (sorted.length - 1)))] ?? NaN;
  return `${at(0.25).toFixed(0)}–${at(0.75).toFixed(0)}`;
}

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const dists = process.argv.slice(2);
  if (dists.length < 1 || dists.length > 2) throw new Error('usage: tsx bench/startup-trace.ts <dist> [<distB>]');
  const runs = Number(process.env.BENCH_TRACE_RUNS ?? 5);
  const throttle = Number(process.env.BENCH_TRACE_THROTTLE ?? 1);
  const routes = selectRoutes(consoleRoutes(), process.env.BENCH_ROUTES ?? 'home,register mcp,cross-app access history');
  const servers = [];
  for (const dist of dists) servers.push(await startProductionServer(dist));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results = new Map<string, { profile: LoadProfile; trace: string }[][]>();
  try {
    for (const route of routes) {
      const perSide: { profile: LoadProfile; trace: string }[][] = servers.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        const order = servers.map((_, side) => side);
        for (const side of run % 2 === 0 ? order : order.reverse()) {
          const server = servers[side] as RunningConsole;
          const trace = await traceLoad(browser, server.url + route.path, throttle, server.cookie);
          const url = server.url + route.path;
          if (process.env.BENCH_TRACE_KEEP) writeFileSync(path.join(here, 'results', `last-trace.json`), trace);
          // A throttled trace's CPU time includes the throttling's own spinning: it is × throttle already.
          perSide[side]?.push({ profile: profileTrace(trace, url, SLOWDOWN / throttle), trace });
        }
      }
      results.set(route.name, perSide);
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
  const out = path.join(here, 'results');
  mkdirSync(out, { recursive: true });
  for (const route of routes) {
    const perSide = results.get(route.name) ?? [];
    const summaries = perSide.map((loads) => {
      const pick = (value: (profile: LoadProfile) => number) => loads.map((load) => value(load.profile));
      const longest = (profile: LoadProfile) => Math.max(0, ...profile.tasks.filter((task) => !(task.start < profile.fcp)).map((task) => task.cpu));
      return { tbt: pick((profile) => profile.tbt), after: pick((profile) => profile.cpuAfterFcp), longest: pick(longest), cpu: pick((profile) => profile.cpuTotal) };
    });
    if (summaries.length === 2) {
      const [a, b] = summaries as [(typeof summaries)[number], (typeof summaries)[number]];
      const line = (name: string, pick: (side: (typeof summaries)[number]) => number[]) => {
        const [ma, mb] = [median(pick(a)), median(pick(b))];
        return `  ${name.padEnd(22)} A ${ma.toFixed(0).padStart(5)} [${quartiles(pick(a))}]  B ${mb.toFixed(0).padStart(5)} [${quartiles(pick(b))}]  B/A ${(mb / Math.max(ma, 1)).toFixed(2)}×`;
      };
      process.stdout.write(
        [`${route.name} (${perSide[0]?.length} loads per side, taking turns; ms of CPU × ${SLOWDOWN}; median [interquartile range])`, line('TBT', (side) => side.tbt), line('CPU after FCP', (side) => side.after), line('longest task after FCP', (side) => side.longest), line('CPU in all', (side) => side.cpu)].join('\n') + '\n',
      );
      continue;
    }
    // One build: the load with the median TBT, described, and its trace kept for DevTools.
    const loads = [...(perSide[0] ?? [])].sort((x, y) => x.profile.tbt - y.profile.tbt);
    const typical = loads[Math.floor(loads.length / 2)];
    if (!typical) continue;
    const file = path.join(out, `trace-${route.name.toLowerCase().replace(/\W+/g, '-')}.json`);
    writeFileSync(file, typical.trace);
    process.stdout.write(`${describeLoad(route, typical.profile)}\n  (the median of ${loads.length} loads by TBT; TBT of each: ${summaries[0]?.tbt.map((tbt) => tbt.toFixed(0)).join(' ')}; trace: ${path.relative(process.cwd(), file)})\n\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`startup-trace failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  });
}
