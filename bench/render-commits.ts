// What React does while a page starts, hydrated from its prerendered HTML and rendered by the
// client from the boot frame, side by side (issue 20: hydration should do no more work than a
// client render). Builds the console with React's profiling build (react-dom/profiling, which
// times each commit; not minified), serves that build and a copy whose prerendered pages are replaced by the boot
// frame, and loads each route in both, taking turns. A stand-in for React DevTools' hook records
// every commit until the page has been quiet for a while: its render time, the components that
// rendered in it, and where each update started (the highest component that rendered again).
//   npx tsx --import ./bench/css-as-empty-module.mjs bench/render-commits.ts
//   (by default home, contacts, the wizard, personal clients, the audit log and the XAA history)
//   BENCH_ROUTES (see bench/routes.ts), BENCH_RENDER_RUNS (5 loads a mode), BENCH_RENDER_VERBOSE=1
//   (every commit of each route's last load in both modes)
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from './chromium';
import { startProductionServer } from './console-server';
import { median } from './lighthouse';
import { formatTable, type Row } from './report';
import { consoleRoutes, selectRoutes } from './routes';

interface Commit {
  /** ms from navigation start */
  at: number;
  /** React's render time of the commit (the root's actualDuration) */
  renderMs: number;
  /** Components (function and class) that rendered in the commit */
  components: number;
  /** Where the commit's updates started: each rendered component whose parent component did not render */
  roots: string[];
}

// Installed before the page's scripts: React's renderer registers with a global DevTools hook when
// one exists and reports each commit to it. A component rendered in a commit has React's
// PerformedWork flag (1) and is a new fiber object (a subtree React skipped keeps last commit's).
const HOOK = `
  (() => {
    const commits = [];
    let previous = new Set();
    const nameOf = (fiber) => {
      const type = fiber.type;
      if (!type || typeof type === 'string') return null;
      return type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.displayName || type.type?.name || null;
    };
    window.__renderCommits = commits;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, isDisabled: false, renderers: new Map(),
      inject: () => 1, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
      onCommitFiberRoot(_id, root) {
        const seen = new Set();
        const roots = [];
        let components = 0;
        const walk = (first, parentRendered) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            seen.add(fiber);
            const name = nameOf(fiber);
            const rendered = name !== null && (fiber.flags & 1) === 1 && !previous.has(fiber);
            if (rendered) {
              components += 1;
              if (!parentRendered) roots.push(name);
            }
            walk(fiber.child, name === null ? parentRendered : rendered);
          }
        };
        walk(root.current.child, false);
        previous = seen;
        commits.push({ at: Math.round(performance.now()), renderMs: root.current.actualDuration ?? 0, components, roots: [...new Set(roots)] });
      },
    };
  })();
`;

const DEFAULT_ROUTES = 'home,contacts,register,personal clients,audit log,cross-app';

/** A copy of `dist` in which every page is drawn by the client from the boot frame. */
function clientRenderedCopy(dist: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-render-client-'));
  cpSync(dist, copy, { recursive: true });
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html' && dir !== copy) unlinkSync(full);
    }
  };
  walk(copy);
  cpSync(path.join(copy, 'app-shell.html'), path.join(copy, 'index.html'));
  return copy;
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RENDER_RUNS ?? 5);
  const verbose = process.env.BENCH_RENDER_VERBOSE === '1';
  const routes = selectRoutes(consoleRoutes(), process.env.BENCH_ROUTES ?? DEFAULT_ROUTES);
  const hydratedDist = mkdtempSync(path.join(tmpdir(), 'bench-render-profiling-'));
  const folders = [hydratedDist];
  try {
    // Not minified, so components keep their names. In a process of its own: this one has loaded
    // React for the route list, and the prerender must load the production build of React.
    const buildScript = `import { build } from 'vite';
      await build({ configLoader: 'runner', logLevel: 'warn', build: { outDir: ${JSON.stringify(hydratedDist)}, emptyOutDir: true, minify: false },
        resolve: { alias: [{ find: /^react-dom\\/client$/, replacement: 'react-dom/profiling' }] } });`;
    execFileSync(process.execPath, ['--input-type=module', '--eval', buildScript], { stdio: 'inherit' });
    const clientDist = clientRenderedCopy(hydratedDist);
    folders.push(clientDist);
    const modes = [
      { name: 'hydrated', server: await startProductionServer(hydratedDist) },
      { name: 'client', server: await startProductionServer(clientDist) },
    ];
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const rows: Row[] = [];
    try {
      for (const route of routes) {
        const loads = new Map<string, Commit[][]>(modes.map((mode) => [mode.name, []]));
        for (let run = 0; run < runs; run++) {
          for (const mode of run % 2 === 0 ? modes : [...modes].reverse()) {
            const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
            const cookie = mode.server.cookie?.split(';')[0] ?? '';
            const at = cookie.indexOf('=');
            if (at > 0) await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: mode.server.url }]);
            await context.addInitScript(HOOK);
            const page = await context.newPage();
            await page.goto(mode.server.url + route.path, { waitUntil: 'networkidle' });
            // Until React has been quiet for a second (Mantine's AppShell commits 200 ms after its mount).
            await page.waitForFunction(() => {
              const list = (window as unknown as { __renderCommits: Commit[] }).__renderCommits;
              return list.length > 0 && performance.now() - (list.at(-1) as Commit).at > 1000;
            });
            loads.get(mode.name)?.push((await page.evaluate(() => (window as unknown as { __renderCommits: Commit[] }).__renderCommits)) as Commit[]);
            await context.close();
          }
        }
        const summary = modes.map((mode) => {
          const list = loads.get(mode.name) ?? [];
          const sum = (commits: Commit[], key: 'renderMs' | 'components') => commits.reduce((total, commit) => total + commit[key], 0);
          return {
            name: mode.name,
            commits: median(list.map((commits) => commits.length)),
            components: median(list.map((commits) => sum(commits, 'components'))),
            renderMs: median(list.map((commits) => sum(commits, 'renderMs'))),
          };
        });
        const [hydrated, client] = summary as [(typeof summary)[number], (typeof summary)[number]];
        rows.push({
          section: route.name,
          metric: summary.map((mode) => `${mode.name}: ${mode.commits} commits, ${mode.components} components rendered, React ${mode.renderMs.toFixed(1)} ms`).join('; '),
          value: `hydrated/client: components ${(hydrated.components / client.components).toFixed(2)}×, React time ${(hydrated.renderMs / client.renderMs).toFixed(2)}×`,
        });
        if (verbose) {
          for (const mode of modes) {
            process.stderr.write(`${route.name}, ${mode.name}, last load:\n`);
            for (const commit of loads.get(mode.name)?.at(-1) ?? []) {
              process.stderr.write(`  @${commit.at} ms  ${commit.renderMs.toFixed(1)} ms  ${commit.components} components  from ${commit.roots.slice(0, 6).join(', ')}\n`);
            }
          }
        }
      }
    } finally {
      await browser.close();
      for (const mode of modes) await mode.server.close();
    }
    process.stdout.write(`React's profiling build, mobile viewport, no throttling, ${runs} loads a mode taking turns; medians\n\n${formatTable(rows)}\n`);
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`render-commits failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
});
