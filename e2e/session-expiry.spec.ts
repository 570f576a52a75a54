// A session that ends mid-edit loses nothing: the next API call answers 401, the page keeps its
// form as it was, and "Sign in again" reopens the session — in a new tab that tells this one, or
// here by a redirect back to the same address (the wizard's non-secret draft survives it).
import { test, expect, DEMO_IDS, type Page, type SessionMock } from './fixtures';
import { axeProblems } from './helpers/axe';
import { expectStep, fillToReview } from './helpers/wizard';

const CONTACTS = '/api/v1/settings/contacts';
const signInAgain = (page: Page) => page.getByRole('dialog', { name: 'Sign in again' });

/** Contacts with one address typed and the session ended (idle timeout) before Save: the call meets 401. */
async function typeContactThenSaveSignedOut(page: Page, session: SessionMock) {
  await page.goto('/settings/contacts');
  const field = page.getByRole('textbox', { name: 'Security e-mail addresses' });
  await field.fill('sec@acme.example');
  await field.press('Enter');
  session.signedInAs = null;
  await page.getByRole('button', { name: 'Save changed lists' }).click();
}

test.describe('a session that ends mid-edit', () => {
  test('contacts: Save answered 401 keeps the input; signing in in a new tab closes the dialog, and the same input is sent', async ({ page, api, session }) => {
    await typeContactThenSaveSignedOut(page, session);

    const dialog = signInAgain(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Sign in again' })).toHaveCSS('font-weight', '700');
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove sec@acme.example' })).toBeVisible();
    const problems = await axeProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);

    const [tab] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Sign in again in a new tab' }).click()]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Signed in — you can close this tab' })).toBeVisible();
    expect(session.logins).toEqual(['/signed-in']);
    // The new tab told this one: the dialog closes by itself.
    await expect(dialog).toBeHidden();
    await tab.close();
    // The failed save's alert no longer asks to sign in: it says the change is still to send.
    await expect(page.getByRole('alert').filter({ hasText: 'You are signed in again, but this did not reach the tenant' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Remove sec@acme.example' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changed lists' }).click();
    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    const sent = api.requests.filter((request) => request.path === CONTACTS && request.method !== 'GET').map((request) => request.body);
    const body = { contacts: { securityEmails: ['sec@acme.example'] }, updateMask: 'securityEmails' };
    expect(sent).toEqual([body, body]);
  });

  test('contacts: a viewer signs in in the new tab: the words say who is signed in now, that the change was not sent, and do not invite to send it', async ({ page, session, api }, testInfo) => {
    await typeContactThenSaveSignedOut(page, session);
    const dialog = signInAgain(page);
    await expect(dialog).toBeVisible();

    // Someone else signs in there: the demo viewer.
    session.signsInAs = 'viewer';
    const [tab] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Sign in again in a new tab' }).click()]);
    await expect(tab.getByRole('status')).toContainText('Signed in as Grace Hopper');
    await expect(tab.getByText('You are signed in read-only, so a change typed there cannot be sent.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await tab.close();

    // The notification, then the form's alert.
    const notice = page.getByRole('alert').filter({ hasText: 'This page was working for Ada Lovelace.' });
    await expect(notice).toHaveText('Signed in as Grace Hopper (Viewer)This page was working for Ada Lovelace. Your change was not sent, and Grace Hopper may not make it.');
    const formAlert = page.getByRole('alert', { name: 'Update contacts failed' });
    await expect(formAlert).toContainText('Now signed in as Grace Hopper (Viewer), not Ada Lovelace: this did not reach the tenant, and Grace Hopper may not make this change.');
    await expect(page.getByText(/send your change again|signed in again|try it again/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changed lists' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Remove sec@acme.example' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('viewer-signed-in.png'), fullPage: true });
    expect(api.requests.filter((request) => request.path === CONTACTS && request.method !== 'GET')).toHaveLength(1);
  });

  test('the same admin signs back in: the same words as before, inviting to send again', async ({ page, session }) => {
    await typeContactThenSaveSignedOut(page, session);
    const dialog = signInAgain(page);
    session.signedInAs = 'admin';
    await dialog.getByRole('button', { name: 'I have signed in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing you typed was lost' })).toHaveText('Signed in againNothing you typed was lost: send your change again.');
    await expect(page.getByRole('alert', { name: 'Update contacts failed' })).toContainText('You are signed in again, but this did not reach the tenant: try it again.');
  });

  test('a read that fails for the session is read again once the admin says they signed in elsewhere', async ({ page, session, api }) => {
    await page.goto('/');
    session.signedInAs = null;
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Cross-app access settings history' }).click();
    const dialog = signInAgain(page);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'I have signed in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Still signed out: finish signing in first.');
    // Signed in in another window.
    session.signedInAs = 'admin';
    await dialog.getByRole('button', { name: 'I have signed in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(api.requests.filter((request) => request.path.includes('history')).length).toBeGreaterThanOrEqual(2);
  });

  test('Escape closes the dialog and gives focus back to the button whose call was refused', async ({ page, session }) => {
    await page.goto('/settings/contacts');
    const field = page.getByRole('textbox', { name: 'Security e-mail addresses' });
    await field.fill('sec@acme.example');
    await field.press('Enter');
    session.signedInAs = null;
    const save = page.getByRole('button', { name: 'Save changed lists' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(signInAgain(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signInAgain(page)).toBeHidden();
    await expect(save).toBeFocused();
  });

  test('"Not now" closes the dialog and keeps the form; the next refused call shows it again', async ({ page, session }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=user-1`);
    session.signedInAs = null;
    const setOwners = async () => {
      await page.getByRole('button', { name: 'Set owners…' }).click();
      await page.getByRole('dialog', { name: 'Set the owners of this app?' }).getByRole('button', { name: 'Set 1 owner' }).click();
    };
    await setOwners();
    await signInAgain(page).getByRole('button', { name: 'Not now' }).click();
    await expect(signInAgain(page)).toBeHidden();
    await expect(page.getByText('user-1', { exact: true })).toBeVisible();
    await setOwners();
    await expect(signInAgain(page)).toBeVisible();
  });

  test('the wizard: Register answered 401, signing in in this tab comes back to the wizard with its draft, and Register sends it', async ({ page, api }) => {
    await page.goto('/mcp-servers/new');
    await fillToReview(page, 'Registered after a new sign-in');
    // The next POST finds the session ended.
    let refused = false;
    api.override(
      (request) => request.method() === 'POST' && !refused,
      () => {
        refused = true;
        return { status: 401, body: JSON.stringify({ code: 16, message: 'sign in' }) };
      },
    );
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = signInAgain(page);
    await expect(dialog).toBeVisible();

    // Leaving asks first (unsaved input); the admin goes on.
    page.once('dialog', (prompt) => void prompt.accept());
    await dialog.getByRole('button', { name: 'Sign in again in this tab' }).click();
    await expect(page.getByText('Your draft from this browser tab was restored.')).toBeVisible();
    await expectStep(page, 'Review');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Registered Registered after a new sign-in')).toBeVisible();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });
});
