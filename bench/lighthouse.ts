// Lighthouse section: the npm `lighthouse` package driving the system Chromium through
// chrome-launcher, on every route of the console (bench/routes.ts) as production serves it with
// demo data, and on the stack's floor (bench/floor/) in the same run. A route's mobile runs
// (default config: mobile preset, simulated throttling) take turns with the floor's, so a busy
// moment of the machine hits both; budgets compare the two rather than trusting absolute scores,
// which follow the hardware. Medians per metric, with the spread, as Lighthouse's variability
// guide advises.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { chromiumFlags, chromiumPath } from './chromium';
import { type TraceEvent, useCpuTime } from './cpu-time-trace';
import { ms, type Row } from './report';
import type { BenchRoute } from './routes';

export type FormFactor = 'mobile' | 'desktop';

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  /** Main-thread work in the (unthrottled) trace: a sum, so less jumpy than TBT's 50 ms threshold. */
  mainThread: number;
  failing: string[];
}

/** BENCH_LIGHTHOUSE_CPU_TIME=1: Lantern simulates each task's CPU time instead of its wall time (bench/cpu-time-trace.ts). */
export const CPU_TIME = process.env.BENCH_LIGHTHOUSE_CPU_TIME === '1';

/** A measured page that is not the one asked for (a redirect to sign in): its figures are someone else's. */
export function wrongPage(requested: string, final: string | undefined): string | null {
  if (!final) return null;
  const [want, got] = [new URL(requested), new URL(final)];
  return want.origin === got.origin && want.pathname === got.pathname ? null : `Lighthouse measured ${got.pathname}, not ${want.pathname} (signed out?)`;
}

async function runOnce(url: string, port: number, formFactor: FormFactor, cookie?: string): Promise<Scores> {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Lighthouse clears the origin's storage before each run; a header is how a session survives it.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const config = formFactor === 'desktop' ? (desktopConfig as Config) : undefined;
  let result;
  if (CPU_TIME) {
    const gathered = await navigationGather(undefined, url, { flags, config });
    useCpuTime(gathered.artifacts.Trace.traceEvents as TraceEvent[]);
    result = await Runner.audit(gathered.artifacts, gathered.runnerOptions);
  } else {
    result = await lighthouse(url, flags, config);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const elsewhere = wrongPage(url, lhr.finalDisplayedUrl);
  if (elsewhere) throw new Error(elsewhere);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = new Set<string>();
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(ref.id);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
    failing: [...failing],
  };
}

/** One Chromium for a whole section; Lighthouse opens and resets a tab per run. */
export async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** A run, tried again when a trace comes back unusable (NO_NAVSTART, NO_FCP), as happens on a busy machine. */
export async function measure(url: string, port: number, formFactor: FormFactor, cookie?: string): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, formFactor, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Median of each metric over several runs, and the range of the ones that move. */
export interface Summary {
  runs: number;
  performance: number;
  performanceRange: [number, number];
  tbt: number;
  tbtRange: [number, number];
  lcp: number;
  mainThread: number;
  accessibility: number;
  bestPractices: number;
  failing: string[];
}

export function summarize(results: readonly Scores[]): Summary {
  const pick = (key: 'performance' | 'tbt' | 'lcp' | 'mainThread' | 'accessibility' | 'bestPractices') => results.map((result) => result[key]);
  const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  return {
    runs: results.length,
    performance: median(pick('performance')),
    performanceRange: range(pick('performance')),
    tbt: median(pick('tbt')),
    tbtRange: range(pick('tbt')),
    lcp: median(pick('lcp')),
    mainThread: median(pick('mainThread')),
    // A run that fails an accessibility or best-practices audit is not noise: the worst one counts.
    accessibility: Math.min(...pick('accessibility')),
    bestPractices: Math.min(...pick('bestPractices')),
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}

/**
 * Runs `a` and `b` in alternation — a b, b a, a b, … — `runsA` and `runsB` times (b stops early when
 * it has fewer runs), so that neither side always runs right after the other.
 */
export async function interleaved(runsA: number, runsB: number, a: () => Promise<Scores>, b: () => Promise<Scores>): Promise<{ a: Scores[]; b: Scores[] }> {
  const results = { a: [] as Scores[], b: [] as Scores[] };
  for (let round = 0; round < Math.max(runsA, runsB); round += 1) {
    const turn = [
      ...(round < runsA ? [async () => void results.a.push(await a())] : []),
      ...(round < runsB ? [async () => void results.b.push(await b())] : []),
    ];
    for (const run of round % 2 === 0 ? turn : turn.reverse()) await run();
  }
  return results;
}

/** Budgets against the floor measured in the same run (DESIGN.md, "Budgets every page keeps"). */
export const FLOOR_SCORE_MARGIN = 3;
export const FLOOR_TBT_RATIO = 1.5;
/** Below this a TBT is no task blocking for long (Lighthouse counts only what passes 50 ms): no ratio to keep. */
export const TBT_ALLOWANCE_MS = 50;

const spread = ([low, high]: [number, number], format: (value: number) => string) => (low === high ? '' : ` (${format(low)}–${format(high)})`);
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const describe = (summary: Summary) =>
  `${summary.performance}${spread(summary.performanceRange, String)}, TBT ${ms(summary.tbt)}${spread(summary.tbtRange, (value) => value.toFixed(0))}, LCP ${seconds(summary.lcp)}`;

export interface LighthouseOptions {
  consoleUrl: string;
  /** The console's session cookie (bench/console-server.ts). */
  consoleCookie?: string;
  floorUrl: string;
  routes: BenchRoute[];
  mobileRuns: number;
  floorRuns: number;
  desktopRuns: number;
  log?: (line: string) => void;
}

export async function lighthouseRows(options: LighthouseOptions): Promise<Row[]> {
  const { consoleUrl, consoleCookie, floorUrl, routes, mobileRuns, floorRuns, desktopRuns, log = () => {} } = options;
  const rows: Row[] = [];
  await withChrome(async (port) => {
    const floorAll: Scores[] = [];
    for (const route of routes) {
      const started = Date.now();
      const mobile = await interleaved(
        mobileRuns,
        floorRuns,
        () => measure(consoleUrl + route.path, port, 'mobile', consoleCookie),
        () => measure(floorUrl, port, 'mobile'),
      );
      const desktop: Scores[] = [];
      for (let run = 0; run < desktopRuns; run += 1) desktop.push(await measure(consoleUrl + route.path, port, 'desktop', consoleCookie));
      floorAll.push(...mobile.b);
      const ours = summarize(mobile.a);
      const floor = summarize(mobile.b);
      const wide = summarize(desktop);
      const tbtRatio = ours.tbt / Math.max(floor.tbt, 1);
      const scoreOk = ours.performance >= floor.performance - FLOOR_SCORE_MARGIN;
      const tbtOk = ours.tbt <= FLOOR_TBT_RATIO * floor.tbt || ours.tbt <= TBT_ALLOWANCE_MS;
      const section = `Lighthouse ${route.name}`;
      rows.push({
        section,
        metric: `Mobile (median of ${ours.runs}; floor's of ${floor.runs}, taking turns): score, TBT, LCP`,
        value: `${describe(ours)}; floor ${describe(floor)}; score ${ours.performance - floor.performance >= 0 ? '+' : ''}${ours.performance - floor.performance}, TBT ${tbtRatio.toFixed(2)}×, LCP ${(ours.lcp / floor.lcp).toFixed(2)}×`,
        budget: `score ≥ floor − ${FLOOR_SCORE_MARGIN}; TBT ≤ ${FLOOR_TBT_RATIO}× floor (or ≤ ${TBT_ALLOWANCE_MS} ms)`,
        ok: scoreOk && tbtOk,
      });
      const worst = [...new Set([...ours.failing, ...wide.failing])];
      rows.push({
        section,
        metric: `Desktop performance (median of ${wide.runs}) / accessibility / best practices (worst run)`,
        value: `${wide.performance}${spread(wide.performanceRange, String)} / ${Math.min(ours.accessibility, wide.accessibility)} / ${Math.min(ours.bestPractices, wide.bestPractices)}${worst.length ? ` (${worst.join(', ')})` : ''}`,
        budget: '100 / 100 / 100',
        ok: wide.performance === 100 && Math.min(ours.accessibility, wide.accessibility) === 100 && Math.min(ours.bestPractices, wide.bestPractices) === 100,
      });
      log(`lighthouse: ${route.name}: ${rows.at(-2)?.value} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    const floor = summarize(floorAll);
    rows.push({ section: 'Lighthouse floor', metric: `Mobile, all ${floor.runs} floor runs: score, TBT, LCP; main-thread work`, value: `${describe(floor)}; ${ms(floor.mainThread)}` });
  });
  return rows;
}
