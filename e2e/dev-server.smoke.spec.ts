// `npm start`, the README's first command: the Vite dev server, its console proxy and the demo
// tenant serve a page with seeded data. (Every other spec drives the production build.)
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

test('the dev server signs in through the demo provider and shows a seeded page through the proxy, naming the demo tenant', async ({ page }) => {
  await signIn(page, ADA, `/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
  await expect(page.getByLabel(/^Tenant: 127\.0\.0\.1:\d+ \(demo tenant\)$/)).toBeVisible();
});
