import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';

// Playwright drives Debian's Chromium (downloading Playwright's own browser fails on these
// machines). E2E_PORT (and the port after it) lets several runs, or a developer's `npm start`, coexist.
const port = Number(process.env.E2E_PORT ?? 5199);
const devPort = port + 1;
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The specs drive the production build, served by the production server (`npm run serve`) on
// the demo tenant, as users run the console: a page loads in a few requests, even on a busy
// machine. One smoke spec drives `npm start`'s dev server, so the README's first command stays tested.
const DEV_SERVER_SPEC = 'dev-server.smoke.spec.ts';
const healthz = (onPort: number) => `http://127.0.0.1:${onPort}/console/healthz`;
// A value in .env.local would point the servers at a real tenant; the specs need the demo one.
const demoTenant = { TENANT_BASE_URL: '' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two at least, as in CI: a test spends much of its time waiting on the browser and the server,
  // so two overlap even on two cores (Playwright's default, half the cores, would be one there).
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous on purpose, for a machine busy with other work: tests wait for what the page shows,
  // so a passing test never waits this long; a failing one reports what the page showed instead.
  // The test timeout bounds a hung test; it fits the longest journeys (six axe runs, a page under
  // six hostile answers, a wizard registering four servers) with every core busy elsewhere.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    // The console honours reduced motion (src/theme.ts): an overlay is usable as soon as it is
    // shown, not after its transition, which Playwright's stability checks would wait out.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'production', testIgnore: DEV_SERVER_SPEC, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'dev-server', testMatch: DEV_SERVER_SPEC, use: { baseURL: `http://127.0.0.1:${devPort}` } },
  ],
  // Started before any test, never reused in CI. The build step rebuilds dist/ unless it is the
  // build of the current sources (e2e/build-when-stale.ts; tests/serve/serve.test.ts, run before
  // this by `npm test`, uses the same build), so a run never tests a stale build. The dev server is
  // started by its own spec (e2e/helpers/dev-server.ts), only when that spec runs. The timeout
  // bounds the build and the start, not a test.
  webServer: {
    command: 'npx tsx e2e/build-when-stale.ts && npm run serve',
    // Each server its own audit store (a data directory serves one process at a time).
    env: { ...demoTenant, PORT: String(port), CONSOLE_DATA_DIR: `.console-data/e2e-${port}` },
    url: healthz(port),
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
