// `npm run bench`: builds, starts what it needs on loopback, measures, prints one table (also
// saved to bench/results/latest.md) and exits non-zero when a budget is missed.
//   BENCH_ONLY=bundle,lighthouse,proxy,audit,timeline,navigation   sections to run (default: all)
//   BENCH_NAVIGATION_ROUNDS (5)                    rounds over every page (navigation)
//   BENCH_SKIP_BUILD=1                            measure the existing dist/ (and bench/floor/dist/)
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (50)    proxy load
//   BENCH_LIGHTHOUSE_RUNS (5 mobile runs per route), BENCH_FLOOR_RUNS (3 floor runs per route, taking
//   turns with the route's), BENCH_DESKTOP_RUNS (1 per route), BENCH_ROUTES (a subset, bench/routes.ts)
//   BENCH_SCROLL_STEP (px per frame), BENCH_SCROLL_RUNS (3), CHROMIUM_PATH
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditRows } from './audit';
import { bundleRows } from './bundle';
import { chromiumPath } from './chromium';
import { startProductionServer, startStaticServer } from './console-server';
import { buildFloor } from './floor/build';
import { CPU_TIME, lighthouseRows } from './lighthouse';
import { navigationRows } from './navigation';
import { BENCH_TOKEN } from './proxy-target';
import { cannon, proxyRows, startTarget } from './proxy';
import { QUIET, describeQuiet, waitForQuiet } from './quiet';
import { formatTable, type Row } from './report';
import { auditTimelineRows, timelineRows } from './timeline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const floorDist = path.join(root, 'bench/floor/dist');
const sections = new Set((process.env.BENCH_ONLY ?? 'bundle,lighthouse,proxy,audit,timeline,navigation').split(',').map((name) => name.trim()));

function machine(): string {
  const cpus = os.cpus();
  const chromium = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim() || chromiumPath;
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} at start`;
}

/**
 * How fast this machine is at this moment: requests per second of the proxy section's upstream,
 * straight (50 connections, 3 s), so that a reader can tell a slow or busy machine from a fast one.
 */
async function directUpstreamRps(): Promise<number> {
  const upstream = await startTarget('upstream');
  try {
    const headers = { accept: 'application/json', 'x-console-request': '1', authorization: `Bearer ${BENCH_TOKEN}` };
    await cannon(upstream.url, 10, 1, headers);
    return (await cannon(upstream.url, 50, 3, headers)).rps;
  } finally {
    upstream.child.kill();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const rps = await directUpstreamRps();
  const lighthouseMode = sections.has('lighthouse') ? `; Lighthouse ${CPU_TIME ? 'on CPU time (BENCH_LIGHTHOUSE_CPU_TIME=1)' : 'as is (wall time)'}` : '';
  const header = `Machine: ${machine()}; direct upstream ${Math.round(rps).toLocaleString('en')} rps (50 connections, 3 s, at start)${lighthouseMode}`;
  process.stderr.write(`${header}\n`);
  if (!process.env.BENCH_SKIP_BUILD) {
    process.stderr.write('bench: building…\n');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    if (sections.has('lighthouse')) await buildFloor(floorDist);
  }
  const rows: Row[] = [];
  const quiet: string[] = [];
  const run = async (name: string, measure: () => Promise<Row[]> | Row[], waitQuiet = true) => {
    if (!sections.has(name)) return;
    if (waitQuiet) {
      process.stderr.write(`bench: ${name}: waiting for a quiet CPU…\n`);
      quiet.push(`${name} ${describeQuiet(await waitForQuiet())}`);
    }
    process.stderr.write(`bench: ${name}…\n`);
    try {
      rows.push(...(await measure()));
    } catch (error) {
      rows.push({ section: name, metric: 'could not be measured', value: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error), budget: 'runs', ok: false });
    }
  };
  await run('bundle', () => bundleRows(dist), false);
  await run('lighthouse', async () => {
    // Loaded here: the route tree reaches the layout's CSS modules, which only this section's runtime must resolve.
    const { consoleRoutes, selectRoutes } = await import('./routes');
    const server = await startProductionServer(dist);
    const floor = await startStaticServer(floorDist);
    try {
      return await lighthouseRows({
        consoleUrl: server.url,
        consoleCookie: server.cookie,
        floorUrl: floor.url,
        routes: selectRoutes(consoleRoutes()),
        mobileRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
        floorRuns: Number(process.env.BENCH_FLOOR_RUNS ?? 3),
        desktopRuns: Number(process.env.BENCH_DESKTOP_RUNS ?? 1),
        log: (line) => process.stderr.write(`${line}\n`),
      });
    } finally {
      await server.close();
      await floor.close();
    }
  });
  await run('proxy', () => proxyRows());
  // The trail's two budgets (issue 18): what it adds to a change, and its page with 10,000 records.
  await run('audit', async () => [...(await auditRows()), ...(await auditTimelineRows(dist))]);
  await run('timeline', () => timelineRows(dist));
  await run('navigation', () => navigationRows(dist));

  const missed = rows.filter((row) => row.ok === false);
  const table = formatTable(rows);
  const summary = missed.length ? `${missed.length} budget(s) missed.` : 'Every budget met.';
  const settled = quiet.length ? `\nEach section started once the CPU was at most ${QUIET.maxBusy * 100} % busy over ${QUIET.windowMs / 1000} s (or after ${QUIET.timeoutMs / 1000} s): ${quiet.join('; ')}.` : '';
  const report = `${header}${settled}\n\n${table}\n\n${summary} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`;
  process.stdout.write(`\n${report}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/latest.md'), report);
  process.exitCode = missed.length ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
});
