// Lighthouse section: the npm `lighthouse` package (default config = mobile preset, simulated
// throttling) driving the system Chromium through chrome-launcher, against the production-style
// console with demo data. Each page runs BENCH_LIGHTHOUSE_RUNS times (default 5); the run with the
// median performance score is reported, as Lighthouse's own variability guide advises (five runs:
// a single run swings by several points on this shared 2-core machine).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium';
import { ms, type Row } from './report';

export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'wizard', path: '/mcp-servers/new' },
  { name: 'XAA history', path: '/settings/cross-app-access/history' },
];

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  failing: string[];
}

async function runOnce(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
    failing: [...failing],
  };
}

export async function lighthouseRows(baseUrl: string, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  const rows: Row[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const results: Scores[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A trace occasionally comes back unusable (NO_NAVSTART, NO_FCP) on a busy machine: try again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            results.push(await runOnce(baseUrl + page.path, chrome.port));
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
          }
        }
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)] as Scores;
      const section = `Lighthouse ${page.name}`;
      const why = median.failing.length ? ` (${median.failing.join(', ')})` : '';
      rows.push(
        { section, metric: `Performance (mobile, median of ${runs})`, value: String(median.performance), budget: '≥ 98', ok: median.performance >= 98 },
        { section, metric: 'Accessibility', value: `${median.accessibility}${median.accessibility < 100 ? why : ''}`, budget: '100', ok: median.accessibility === 100 },
        { section, metric: 'Best practices', value: `${median.bestPractices}${median.bestPractices < 100 ? why : ''}`, budget: '100', ok: median.bestPractices === 100 },
        { section, metric: 'LCP / TBT (simulated mobile)', value: `${ms(median.lcp)} / ${ms(median.tbt)}` },
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
