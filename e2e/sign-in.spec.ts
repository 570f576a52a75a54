// Sign-in through the real stack (production server, embedded demo OpenID provider on its own
// port, proxy, demo tenant); no page.route anywhere.
import { realStackTest as test, expect, DEMO_IDS } from './fixtures';
import { notAllowedPage } from '../server/auth/auth-pages';
import { renderPage } from '../server/auth/html-page';
import { serverPageAxeProblems } from './helpers/axe';
import { ADA, GRACE, expectProviderSignInPage, signIn } from './helpers/sign-in';
import { openUserMenu, userMenuButton } from './helpers/user-menu';

test('the console shows the demo sign-in page first, then the page asked for, with Ada in the header', async ({ page, baseURL }) => {
  await page.mainFrame().goto(`/apps/${DEMO_IDS.appId}/authzen-servers`);
  await expectProviderSignInPage(page);
  // The provider is another origin: the browser really left the console.
  expect(new URL(page.url()).origin).not.toBe(baseURL);
  await page.getByRole('button', { name: ADA }).click();
  await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/apps/${DEMO_IDS.appId}/authzen-servers`);
  await expect(userMenuButton(page, 'Ada Lovelace')).toHaveAccessibleName('Ada Lovelace Admin');
});

test('a viewer reads pages, and the proxy refuses her forced change', async ({ page }) => {
  await signIn(page, GRACE, '/settings/cross-app-access/history');
  await expect(userMenuButton(page, 'Grace Hopper')).toHaveAccessibleName('Grace Hopper Viewer');
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

for (const choice of ['Sign out of the demo provider', 'Stay signed in here']) {
  test(`signing out, then “${choice}” at the provider, ends on the console's Signed out page, and Sign in again asks who you are`, async ({ page, baseURL }) => {
    await signIn(page, ADA);
    await (await openUserMenu(page, 'Ada Lovelace')).getByRole('button', { name: 'Sign out' }).click();
    // RP-initiated logout: the provider asks, then sends the browser back to the console's Signed out page.
    await page.getByRole('button', { name: choice }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
    await expect(page).toHaveTitle('Signed out · Tenant Admin Console');
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.getByText('You are signed out of the Tenant Admin Console.')).toBeVisible();
    await expect(page.getByText('Signing in again asks who you are, whether you signed out of the demo provider too or stayed signed in there.')).toBeVisible();
    expect((await page.request.get('/console/me')).status()).toBe(401);
    expect(await serverPageAxeProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await expectProviderSignInPage(page);
    await page.getByRole('button', { name: ADA }).click();
    await expect(userMenuButton(page, 'Ada Lovelace')).toBeVisible();
  });
}

test('a viewer sees a read-only page: Save is refused with the reason', async ({ page }) => {
  await signIn(page, GRACE, '/settings/contacts');
  const save = page.getByRole('button', { name: 'Save changed lists' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription('Viewers cannot change the tenant');
});

test('a session that ends mid-form keeps the input; signing in again in a new tab lets the admin send it', async ({ page }) => {
  await signIn(page, ADA, '/settings/contacts');
  const field = page.getByRole('textbox', { name: 'Billing e-mail addresses' });
  await field.fill('billing@acme.example');
  await field.press('Enter');
  // The session cookie goes (as at its idle timeout); the provider's own session stays.
  await page.context().clearCookies({ name: 'console_session' });
  await page.getByRole('button', { name: 'Save changed lists' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove billing@acme.example' })).toBeVisible();

  const [tab] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Sign in again in a new tab' }).click()]);
  await expectProviderSignInPage(tab);
  await tab.getByRole('button', { name: ADA }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Signed in — you can close this tab' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await tab.close();
  await page.getByRole('button', { name: 'Save changed lists' }).click();
  await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last saved from this browser' })).toContainText('billing@acme.example');
});

test('the pages the server draws itself (provider sign-in, provider sign-out, sign-in failed) have no serious axe violation, light and dark', async ({ page }) => {
  await page.mainFrame().goto('/console/auth/login?returnTo=%2F');
  await expectProviderSignInPage(page);
  expect(await serverPageAxeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: ADA }).click();
  await expect(userMenuButton(page, 'Ada Lovelace')).toBeVisible();
  await (await openUserMenu(page, 'Ada Lovelace')).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign out of the demo provider' })).toBeVisible();
  // The two choices do not look alike: signing out is the filled button, staying the outlined one.
  const background = (name: string) => page.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(await background('Stay signed in here')).not.toBe(await background('Sign out of the demo provider'));
  expect(await serverPageAxeProblems(page)).toEqual([]);
  // A callback without the sign-in it belongs to: the console's own "Sign-in failed" page.
  await page.mainFrame().goto('/console/auth/callback?code=forged&state=forged');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
  expect(await serverPageAxeProblems(page)).toEqual([]);
});

test('the sign-in failed page fits a phone: its button is as wide as the text, not wider, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.mainFrame().goto('/console/auth/callback?code=forged&state=forged');
  const retry = page.getByRole('link', { name: 'Try signing in again' });
  await expect(retry).toBeVisible();
  const text = await page.getByText('The console could not sign you in').boundingBox();
  const button = await retry.boundingBox();
  expect(button && text && Math.round(button.x + button.width)).toBe(text && Math.round(text.x + text.width));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the not-allowed page fits a phone with a long e-mail address: the address wraps, nothing scrolls sideways', async ({ page }) => {
  // The demo provider's two people are both allowed: the page as the server draws it for someone who is not.
  const email = 'firstname.middlename.lastname@subsidiary.example.com';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(renderPage(notAllowedPage(email, '/console/auth/login?returnTo=%2F')));
  await expect(page.getByRole('heading', { level: 1, name: 'You are not allowed to use this console' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
