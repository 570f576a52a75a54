// Smoke tests through the real stack that `npm run serve` runs: production server (signed in as
// the demo admin) -> console proxy (token exchange with the demo client's private_key_jwt secret) -> in-process demo tenant.
// No page.route here: every request goes over loopback HTTP.
import { realStackTest as test, expect, DEMO_IDS } from './fixtures';
import { ADA, signIn } from './helpers/sign-in';

// Every test signs in as the demo admin first, through the demo provider (e2e/sign-in.spec.ts
// covers sign-in itself).
test.beforeEach(async ({ page }) => {
  await signIn(page, ADA);
});

test.describe('real stack (proxy + demo tenant)', () => {
  test('the header names the demo tenant from /console/info', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(/^Tenant: 127\.0\.0\.1:\d+ \(demo tenant\)$/)).toBeVisible();
  });

  test('an API call from the page goes through the proxy with a bearer token the browser never sees', async ({ page }) => {
    await page.goto('/');
    const result = await page.evaluate(async (appId) => {
      const response = await fetch(`/api/v1/apps/${appId}/authzen_servers?pageSize=5`, { headers: { 'X-Console-Request': '1' } });
      return { status: response.status, body: await response.json() };
    }, DEMO_IDS.appId);
    expect(result.status).toBe(200);
    expect(Array.isArray(result.body.list)).toBe(true);
  });

  test('the proxy refuses an API call without the console header', async ({ page }) => {
    await page.goto('/');
    const status = await page.evaluate(async () => (await fetch('/api/v1/settings/cross-app-access/history')).status);
    expect(status).toBe(403);
  });
});

test.describe('pages on seeded data through the real proxy', () => {
  test('the SAML SSO application renders', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
  });

  test('the AuthZEN list shows a page of servers', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/authzen-servers`);
    const table = page.getByRole('table', { name: 'AuthZEN servers' });
    await expect(table).toBeVisible();
    await expect.poll(async () => table.getByRole('row').count()).toBeGreaterThan(5);
  });

  test('the cross-app-access history shows entries', async ({ page }) => {
    await page.goto('/settings/cross-app-access/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-app access settings history' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
