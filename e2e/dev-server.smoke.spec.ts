// `npm start`, the README's first command: the Vite dev server, its console proxy and the demo
// tenant serve a page with seeded data. (Every other spec drives the production build.)
import { realStackTest as test, expect } from './fixtures';
import { DEMO_IDS } from '../server/demo-tenant/demo-ids';

test('the dev server shows a seeded page through the proxy, naming the demo tenant', async ({ page }) => {
  await page.goto(`/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
  await expect(page.getByLabel(/^Tenant: 127\.0\.0\.1:\d+ \(demo tenant\)$/)).toBeVisible();
});
