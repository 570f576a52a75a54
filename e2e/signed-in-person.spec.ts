// Who is signed in, as the console shows it: the header's person and role, signing out, the way to
// sign in when there is no session, and the provider that cannot be reached. /console/me and the
// sign-in routes are the fixture's mocks (e2e/fixtures.ts, `session`).
import { test, expect, DEMO_IDS } from './fixtures';
import { axeProblems } from './helpers/axe';
import { waitForSettled } from './helpers/routes';
import { openUserMenu, userMenuButton, userMenuPanel } from './helpers/user-menu';

const PROVIDER_LOGOUT = 'https://provider.test/logout?client_id=console';

test.describe('the signed-in person', () => {
  test('the header names the admin and role; the panel adds the e-mail; Escape closes it and gives focus back', async ({ page }) => {
    await page.goto('/');
    await waitForSettled(page);
    const button = userMenuButton(page, 'Ada Lovelace');
    await expect(button).toHaveAccessibleName('Ada Lovelace Admin');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = userMenuPanel(page);
    await expect(panel).toContainText('ada@demo.example');
    await expect(panel).toContainText('Role: Admin');
    await expect(panel).toContainText('Can read and change the tenant.');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const problems = await axeProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('signing out sends the POST with the console header, then follows the provider’s sign-out page', async ({ page, session }) => {
    session.logoutUrl = PROVIDER_LOGOUT;
    await page.context().route('https://provider.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Provider</title><h1>Signed out at the provider</h1>' }));
    await page.goto('/settings/contacts');
    const panel = await openUserMenu(page, 'Ada Lovelace');
    await panel.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(PROVIDER_LOGOUT);
    expect(session.logouts).toEqual([{ consoleRequestHeader: '1' }]);
  });

  test('without a provider sign-out page, the tab says it is signed out, keeps nothing, and signs in again to the same page', async ({ page, session, api }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/authzen-servers`);
    await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toBeVisible();
    const panel = await openUserMenu(page, 'Ada Lovelace');
    await panel.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toHaveCount(0);
    await expect(userMenuButton(page, 'Ada Lovelace')).toHaveCount(0);
    expect(session.logouts).toHaveLength(1);
    const problems = await axeProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);

    const reads = api.requests.length;
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toBeVisible();
    expect(session.logins).toEqual([`/apps/${DEMO_IDS.appId}/authzen-servers`]);
    // The list was read again under the new session, not shown from before.
    expect(api.requests.length).toBeGreaterThan(reads);
  });

  test('after signing out, following a link goes to sign in first', async ({ page, session }) => {
    await page.goto('/');
    await (await openUserMenu(page, 'Ada Lovelace')).getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Contacts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    expect(session.logins).toEqual(['/settings/contacts']);
    await expect(userMenuButton(page, 'Ada Lovelace')).toBeVisible();
  });

  test.describe('without a session', () => {
    test.use({ signedInAs: null });

    test('the console sends the browser to sign in with the address asked for, and comes back to it', async ({ page, session, api }) => {
      const asked = `/apps/${DEMO_IDS.appId}/owners?userIds=user-1%2Cuser-2`;
      // The frame's goto: the page leaves for the sign-in before the console has drawn anything.
      await page.mainFrame().goto(asked);
      await expect(page.getByRole('heading', { level: 1, name: 'App owners' })).toBeVisible();
      expect(session.logins).toEqual([asked]);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(asked);
      await expect(userMenuButton(page, 'Ada Lovelace')).toBeVisible();
      // Nothing was changed on the way (the owners form only pre-fills from the address).
      expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });

  test('while the sign-in provider cannot be reached, the console says so and retries when asked', async ({ page, session }) => {
    session.meAnswer = { status: 503, json: { code: 14, message: 'the sign-in provider cannot be reached; try again in a moment' } };
    await page.goto('/settings/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'The sign-in provider cannot be reached' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contacts' })).toHaveCount(0);
    expect(session.logins).toEqual([]);
    const problems = await axeProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The sign-in provider cannot be reached' })).toBeVisible();
    session.meAnswer = null;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(userMenuButton(page, 'Ada Lovelace')).toBeVisible();
  });

  test('an answer from /console/me that is not a person is said so, with a retry, and no page is shown', async ({ page, session }) => {
    session.meAnswer = { status: 200, json: { sub: 'x', role: 42 } };
    await page.goto('/settings/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'The console cannot check who you are' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Unexpected response from Check who is signed in');
    await expect(page.getByRole('heading', { name: 'Contacts' })).toHaveCount(0);
    session.meAnswer = null;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 }, signedInAs: 'viewer' });

    test('the header shows initials; the panel fits the screen with name, e-mail, role and sign-out', async ({ page }) => {
      await page.goto('/');
      await waitForSettled(page);
      const button = userMenuButton(page, 'Grace Hopper');
      await expect(button).toHaveAccessibleName('Grace Hopper Viewer');
      // Compact: the initials alone take room; name and role are in the button's name only.
      await expect(button.getByText('GH', { exact: true })).toBeVisible();
      expect((await button.boundingBox())?.width).toBeLessThan(56);
      expect(await page.getByRole('banner').evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true);
      const panel = await openUserMenu(page, 'Grace Hopper');
      await expect(panel).toContainText('grace@demo.example');
      await expect(panel).toContainText('Role: Viewer');
      await expect(panel).toContainText('Read-only');
      await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      const problems = await axeProblems(page);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
});
