// Sign-in through the real stack (production server, embedded demo OpenID provider on its own
// port, proxy, demo tenant); no page.route anywhere.
import { realStackTest as test, expect, DEMO_IDS } from './fixtures';
import { ADA, GRACE, expectProviderSignInPage, signIn } from './helpers/sign-in';

test('the console shows the demo sign-in page first, then the page asked for, with Ada in the header', async ({ page, baseURL }) => {
  await page.mainFrame().goto(`/apps/${DEMO_IDS.appId}/authzen-servers`);
  await expectProviderSignInPage(page);
  // The provider is another origin: the browser really left the console.
  expect(new URL(page.url()).origin).not.toBe(baseURL);
  await page.getByRole('button', { name: ADA }).click();
  await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/apps/${DEMO_IDS.appId}/authzen-servers`);
  await expect(page.getByLabel('Signed in as Ada Lovelace (admin)')).toBeVisible();
});

test('a viewer reads pages, and the proxy refuses her forced change', async ({ page }) => {
  await signIn(page, GRACE, '/settings/cross-app-access/history');
  await expect(page.getByLabel('Signed in as Grace Hopper (viewer)')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const forced = await page.evaluate(async (appId) => {
    const response = await fetch(`/api/v1/apps/${appId}/authzen_servers`, {
      method: 'POST',
      headers: { 'X-Console-Request': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'forced', baseUrl: 'https://pdp.example.com' }),
    });
    return { status: response.status, body: await response.json() };
  }, DEMO_IDS.appId);
  expect(forced).toEqual({ status: 403, body: { code: 7, message: 'viewers cannot change the tenant' } });
});

test('signing out ends the session at the console and at the provider', async ({ page }) => {
  await signIn(page, ADA);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // RP-initiated logout: the provider asks, then sends the browser back to the console.
  await page.getByRole('button', { name: 'Sign out of the demo provider' }).click();
  // Back at the console without a session, it sends the browser to sign in again.
  await expectProviderSignInPage(page);
  expect((await page.request.get('/console/me')).status()).toBe(401);
});
