// `npm start`, the README's first command: the Vite dev server, its console proxy and the demo
// tenant serve a page with seeded data. (Every other spec drives the production build.)
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { realStackTest, expect } from './fixtures';
import { DEMO_IDS } from '../server/demo-tenant/demo-ids';
import { ADA, signIn } from './helpers/sign-in';
import { startDevServer } from './helpers/dev-server';

const test = realStackTest.extend<object, { devServer: void }>({
  devServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, workerInfo) => {
      const stop = await startDevServer(String(workerInfo.project.use.baseURL));
      await use();
      stop();
    },
    { scope: 'worker', auto: true },
  ],
});

// One dev server on one port: both tests in one worker, one after the other (the config runs
// tests in parallel, which would start a second server on the same port).
test.describe.configure({ mode: 'default' });

// React's development build once logged this warning on a clean-clone CI run (not reproduced
// since; the production specs never see it). Allowed here, in the dev server's spec only, until
// the component that updates state before it mounts is found (the issue note says so).
test.use({ allowedConsoleErrors: ["Can't perform a React state update on a component that hasn't mounted yet"] });

test('the dev server signs in through the demo provider and shows a seeded page through the proxy, naming the demo tenant', async ({ page }) => {
  await signIn(page, ADA, `/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
  await expect(page.getByLabel(/^Tenant: 127\.0\.0\.1:\d+ \(demo tenant\)$/)).toBeVisible();
});

/** Each file of the dev server's pre-bundled dependencies with its size and modification time. */
function depsSnapshot(): string[] {
  const deps = path.join(process.env.VITE_CACHE_DIR || 'node_modules/.vite', 'deps');
  return readdirSync(deps)
    .sort()
    .map((name) => {
      const { size, mtimeMs } = statSync(path.join(deps, name));
      return `${name} ${size} ${mtimeMs}`;
    });
}

test('a build in the same checkout leaves the running dev server\'s dependency cache alone, and its palette still opens', async ({ page }) => {
  await signIn(page, ADA, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
  const before = depsSnapshot();
  // `npm run build`, written elsewhere: dist/ belongs to the production server of the other specs.
  const outDir = mkdtempSync(path.join(tmpdir(), 'console-build-'));
  try {
    await promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      env: { ...process.env, TENANT_BASE_URL: '' },
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  expect(depsSnapshot()).toEqual(before);
  // The palette's chunk (and @mantine/spotlight) loads only now, from the same React as the page.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toBeVisible();
});
