// A/B of two builds of the console: `npx tsx bench/compare.ts <distA> <distB>` serves each as
// production does (demo tenant included) and runs Lighthouse on both in alternation, route by
// route, so a busy moment of the machine hits both sides. For judging one change on a noisy
// machine: the absolute figures move with the machine, the B/A ratios much less.
//   BENCH_ROUTES (default: all, see bench/routes.ts), BENCH_COMPARE_RUNS (5 per side),
//   BENCH_FORM_FACTOR (mobile | desktop)
import { startProductionServer } from './console-server';
import { type FormFactor, type Scores, interleaved, measure, summarize, withChrome } from './lighthouse';
import { formatTable, ms, type Row } from './report';
import { consoleRoutes, selectRoutes } from './routes';

async function main(): Promise<void> {
  const [distA, distB] = process.argv.slice(2);
  if (!distA || !distB) throw new Error('usage: tsx bench/compare.ts <distA> <distB>');
  const runs = Number(process.env.BENCH_COMPARE_RUNS ?? 5);
  const formFactor = (process.env.BENCH_FORM_FACTOR ?? 'mobile') as FormFactor;
  const routes = selectRoutes(consoleRoutes());
  const a = await startProductionServer(distA);
  const b = await startProductionServer(distB);
  const rows: Row[] = [];
  const each = (list: Scores[], key: 'performance' | 'tbt' | 'lcp' | 'mainThread') => list.map((one) => Math.round(one[key])).join(' ');
  try {
    await withChrome(async (port) => {
      for (const route of routes) {
        const results = await interleaved(runs, runs, () => measure(a.url + route.path, port, formFactor, a.cookie), () => measure(b.url + route.path, port, formFactor, b.cookie));
        const [sa, sb] = [summarize(results.a), summarize(results.b)];
        rows.push({
          section: route.name,
          metric: `A: score ${sa.performance}, LCP ${ms(sa.lcp)}, TBT ${ms(sa.tbt)}, main thread ${ms(sa.mainThread)}; B: ${sb.performance}, ${ms(sb.lcp)}, ${ms(sb.tbt)}, ${ms(sb.mainThread)}`,
          value: `B/A LCP ${(sb.lcp / sa.lcp).toFixed(2)}×, TBT ${(sb.tbt / Math.max(sa.tbt, 1)).toFixed(2)}×, main thread ${(sb.mainThread / sa.mainThread).toFixed(2)}×`,
        });
        process.stderr.write(
          `${route.name}\n  A score ${each(results.a, 'performance')} | LCP ${each(results.a, 'lcp')} | TBT ${each(results.a, 'tbt')} | main ${each(results.a, 'mainThread')}\n  B score ${each(results.b, 'performance')} | LCP ${each(results.b, 'lcp')} | TBT ${each(results.b, 'tbt')} | main ${each(results.b, 'mainThread')}\n`,
        );
      }
    });
  } finally {
    await a.close();
    await b.close();
  }
  process.stdout.write(`A = ${distA}\nB = ${distB}\n${formFactor}, ${runs} runs per side, taking turns\n\n${formatTable(rows)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`compare failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
});
