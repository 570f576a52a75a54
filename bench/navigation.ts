// Navigation section: moving between pages by link, with and without hover/focus preloading, on
// the production build and the demo tenant. For every page the home page links to with demo data
// (its navigation item when its path needs no ids, else its card's "Try it" link): open the home
// page, hover the link, let the pointer rest while what the hover started loads (as a person's
// pointer rests on a link before the click; at most 2 s), click, and time from the click to the
// animation frame in which the page's data is on screen: the address is the link's, the tab has
// the page's title, an h1 is drawn and nothing is marked aria-busy (skeletons, pending views).
// The same build made with VITE_NO_PRELOAD=1 (the router's defaultPreload off) is measured in the
// same run, the two taking turns page by page, so a busy moment of the machine hits both alike.
// BENCH_NAVIGATION_ROUNDS (default 5) rounds over every page. Then the first Ctrl+K of a page load,
// on twice as many fresh loads of home: the search palette loads its chunk then.
import { chromium, type Locator, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from './chromium';
import { startProductionServer, type RunningConsole } from './console-server';
import { ms, type Row } from './report';

const P95_BUDGET_MS = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Variant = 'preload' | 'no-preload';

export interface NavigationTarget {
  name: string;
  /** How the home page offers it: its navigation item or its card's "Try it" link. */
  link: (page: Page) => Locator;
  pathname: string;
}

/** The same console built with hover/focus preloading turned off. */
function buildWithoutPreload(): string {
  const outDir = path.join(os.tmpdir(), 'console-bench-no-preload');
  process.stderr.write('bench: navigation: building without preloading…\n');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_NO_PRELOAD: '1' },
  });
  if (build.status !== 0) throw new Error('vite build (VITE_NO_PRELOAD=1) failed');
  return outDir;
}

export async function openHome(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
}

/** Every page the home page links to with data: navigation items for pages without ids, "Try it" links for the others. */
export async function navigationTargets(page: Page, url: string): Promise<NavigationTarget[]> {
  await openHome(page, url);
  const nav = page.getByRole('navigation', { name: 'Console pages' });
  const found: NavigationTarget[] = [];
  for (const link of await nav.getByRole('link').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const name = (await link.innerText()).trim();
    if (href === '/' || href.startsWith('/open/')) continue;
    found.push({ name, pathname: new URL(href, url).pathname, link: (target) => target.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name, exact: true }) });
  }
  const tryIt = (target: Page) => target.getByRole('link', { name: /^Try it: / });
  const links = await tryIt(page).all();
  for (const [index, link] of links.entries()) {
    const pathname = new URL((await link.getAttribute('href')) ?? '', url).pathname;
    if (found.some((target) => target.pathname === pathname)) continue;
    const name = ((await link.getAttribute('aria-label')) ?? '').replace(/^Try it: | with demo data$/g, '');
    found.push({ name, pathname, link: (target) => tryIt(target).nth(index) });
  }
  return found;
}

/** Waits until no request has been in flight for 100 ms (at most 2 s): what the hover started has loaded. */
async function restUntilIdle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 2_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) return;
    await page.waitForTimeout(10);
  }
}

/** Counts the page's requests in flight, for `restUntilIdle`. */
export function trackInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => void (inFlight += 1));
  page.on('requestfinished', () => void (inFlight -= 1));
  page.on('requestfailed', () => void (inFlight -= 1));
  return () => inFlight;
}

/** Hovers the link, rests, clicks: ms from the click to the frame with the page's data on screen. */
export async function measureClick(page: Page, link: Locator, pathname: string, inFlight: () => number, beforeClick?: () => Promise<void>): Promise<number> {
  await link.hover();
  await restUntilIdle(page, inFlight);
  await beforeClick?.();
  return link.evaluate(
    (anchor, expected) =>
      new Promise<number>((resolve) => {
        const homeTitle = document.title;
        const start = performance.now();
        (anchor as HTMLAnchorElement).click();
        const check = () => {
          const shown = location.pathname === expected && document.title !== homeTitle && document.querySelector('main h1') !== null && document.querySelector('[aria-busy="true"]') === null;
          if (shown) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    pathname,
  );
}

/**
 * The first Ctrl+K of a page load (the palette's chunk is fetched then): ms from the key to the
 * frame with the search box on screen.
 */
async function measureFirstPaletteOpen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }));
        const check = () => {
          if (document.querySelector<HTMLElement>('[aria-label="Search pages or paste a path"]')?.checkVisibility()) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};

export async function navigationRows(dist: string, rounds = Number(process.env.BENCH_NAVIGATION_ROUNDS ?? 5)): Promise<Row[]> {
  const builds: Record<Variant, string> = { preload: dist, 'no-preload': buildWithoutPreload() };
  const servers: Partial<Record<Variant, RunningConsole>> = {};
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const pages = {} as Record<Variant, { page: Page; url: string; inFlight: () => number }>;
    for (const variant of ['preload', 'no-preload'] as const) {
      const server = (servers[variant] = await startProductionServer(builds[variant]));
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: server.cookie ? { cookie: server.cookie } : {} });
      // tsx compiles named functions with esbuild's keepNames helper, which the page lacks.
      await page.addInitScript('window.__name = (fn) => fn;');
      pages[variant] = { page, url: server.url, inFlight: trackInFlight(page) };
    }
    const list = await navigationTargets(pages.preload.page, pages.preload.url);
    const times: Record<Variant, number[]> = { preload: [], 'no-preload': [] };
    const slowest: Record<Variant, { name: string; time: number }> = { preload: { name: '', time: 0 }, 'no-preload': { name: '', time: 0 } };
    for (let round = 0; round < rounds; round++) {
      for (const target of list) {
        // Alternate which variant goes first, so neither always follows the other's work.
        const order: Variant[] = (round + list.indexOf(target)) % 2 ? ['no-preload', 'preload'] : ['preload', 'no-preload'];
        for (const variant of order) {
          const { page, url, inFlight } = pages[variant];
          await openHome(page, url);
          const time = await measureClick(page, target.link(page), target.pathname, inFlight);
          times[variant].push(time);
          if (time > slowest[variant].time) slowest[variant] = { name: target.name, time };
        }
      }
    }
    const paletteTimes: number[] = [];
    for (let round = 0; round < rounds * 2; round++) {
      await openHome(pages.preload.page, pages.preload.url);
      paletteTimes.push(await measureFirstPaletteOpen(pages.preload.page));
    }
    const paletteP95 = percentile(paletteTimes, 0.95);
    const summary = (variant: Variant) => `median ${ms(percentile(times[variant], 0.5))} / p95 ${ms(percentile(times[variant], 0.95))} (slowest: ${slowest[variant].name}, ${ms(slowest[variant].time)})`;
    const p95 = percentile(times.preload, 0.95);
    const ratio = percentile(times['no-preload'], 0.95) / p95;
    const clicks = `${list.length} pages × ${rounds} rounds`;
    return [
      { section: 'Navigation', metric: `Click to the page's data on screen, hovered first, preloading on (${clicks})`, value: summary('preload'), budget: `p95 ≤ ${P95_BUDGET_MS} ms`, ok: p95 <= P95_BUDGET_MS },
      { section: 'Navigation', metric: 'Same clicks, preloading off (VITE_NO_PRELOAD=1 build)', value: `${summary('no-preload')}; p95 ${ratio.toFixed(1)}× the preloaded one` },
      {
        section: 'Navigation',
        metric: `First Ctrl+K of a page load to the search box on screen, its chunk fetched then (${paletteTimes.length} loads of home)`,
        value: `median ${ms(percentile(paletteTimes, 0.5))} / p95 ${ms(paletteP95)}`,
        budget: `p95 ≤ ${P95_BUDGET_MS} ms`,
        ok: paletteP95 <= P95_BUDGET_MS,
      },
    ];
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server?.close();
  }
}
