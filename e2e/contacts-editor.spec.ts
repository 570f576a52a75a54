import { API_TIMEOUT_MS } from '../src/api/rpc-status';
import { test, expect, type Answer } from './fixtures';
import { axeProblems, toastAxeProblems } from './helpers/axe';
import { colourOf, resolvedColour } from './helpers/colour';
import { paste } from './helpers/paste';

const contactsCalls = (api: { requests: { path: string; body: unknown }[] }) => api.requests.filter((request) => request.path === '/api/v1/settings/contacts');


test.describe('contacts editor', () => {
  test('a masked update with one list changed sends exactly that path, then shows the answer as last saved from this browser', async ({ page, api }) => {
    await page.goto('/settings/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByText('Nothing has been saved from this browser yet')).toBeVisible();
    await paste(page, 'Security e-mail addresses', 'Ada Lovelace <ada@acme.example>, "Hopper, Grace" <grace@acme.example>;ADA@acme.example');
    await expect(page.getByText('2 addresses', { exact: true })).toBeVisible();
    await expect(page.getByText('Save will send: Security e-mail addresses (updateMask securityEmails).')).toBeVisible();
    // Notifications load on first use (src/components/overlays-request.ts).
    const overlaysLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((resource) => /\/notifications-container(\.tsx|-[\w-]{8}\.js)(\?|$)/.test(resource.name)));
    expect(await overlaysLoaded()).toBe(false);
    await page.getByRole('button', { name: 'Save changed lists' }).click();

    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Contacts saved' })).toBeVisible();
    expect(await overlaysLoaded()).toBe(true);
    expect(contactsCalls(api)).toEqual([
      { method: 'POST', path: '/api/v1/settings/contacts', search: '', body: { contacts: { securityEmails: ['ada@acme.example', 'grace@acme.example'] }, updateMask: 'securityEmails' } },
    ]);
    const saved = page.getByRole('region', { name: 'Last saved from this browser' });
    // The other lists were not sent, so the tenant kept its own values.
    await expect(saved.getByRole('row', { name: /Billing e-mail addresses/ })).toContainText('accounts-payable@acme.example');
    await expect(saved.getByRole('table', { name: 'Last saved contacts' })).toBeVisible(); // named for a screen reader's list of tables
    await expect(saved.getByRole('row', { name: /Created/ })).toContainText('2026');
    await expect(page.getByRole('button', { name: 'Save changed lists' })).toBeDisabled();

    // Kept in this browser and labelled as such after a reload; the form starts from it.
    await page.reload();
    await expect(page.getByText(/The lists start from the answer to the last save made from this browser/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove grace@acme.example' })).toBeVisible();
  });

  test('replace all asks first, names the lists it empties, then sends no mask', async ({ page, api }) => {
    await page.goto('/settings/contacts');
    await paste(page, 'Billing e-mail addresses', 'billing@acme.example');
    await page.getByRole('button', { name: 'Replace all contacts…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace all contacts?' });
    await expect(dialog).toContainText('These lists will be emptied: Security e-mail addresses, Operations e-mail addresses.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(contactsCalls(api)).toEqual([]);

    await page.getByRole('button', { name: 'Replace all contacts…' }).click();
    await page.getByRole('dialog', { name: 'Replace all contacts?' }).getByRole('button', { name: 'Replace all contacts' }).click();
    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    expect(contactsCalls(api).map((request) => request.body)).toEqual([{ contacts: { securityEmails: [], billingEmails: ['billing@acme.example'], operationsEmails: [] } }]);
    await expect(page.getByRole('region', { name: 'Last saved from this browser' }).getByRole('row', { name: /Operations e-mail addresses/ })).toContainText('(empty)');
  });

  test('a paste of 50 addresses with 2 invalid keeps 48, marks 2, and nothing is sent until they are corrected', async ({ page, api }) => {
    await page.goto('/settings/contacts');
    const good = Array.from({ length: 48 }, (_, index) => `user${index}@acme.example`);
    await paste(page, 'Operations e-mail addresses', [...good.slice(0, 30), 'broken@', ...good.slice(30), 'nobody-at-acme.example'].join('\n'));
    await expect(page.getByText('48 valid addresses, 2 invalid (marked in red: click one to correct it)')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Correct invalid address/ })).toHaveCount(2);

    await page.getByRole('button', { name: 'Save changed lists' }).click();
    await expect(page.getByText('Correct or remove: broken@, nobody-at-acme.example')).toBeVisible();
    expect(contactsCalls(api)).toEqual([]);

    // Clicking a marked address brings it back into the field for correction.
    await page.getByRole('button', { name: 'Correct invalid address nobody-at-acme.example' }).click();
    const field = page.getByLabel('Operations e-mail addresses', { exact: true });
    await expect(field).toHaveValue('nobody-at-acme.example');
    await field.fill('nobody@acme.example');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Remove broken@' }).click();
    await expect(page.getByText('49 addresses', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save changed lists' }).click();
    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    expect(contactsCalls(api).map((request) => request.body)).toEqual([{ contacts: { operationsEmails: [...good, 'nobody@acme.example'] }, updateMask: 'operationsEmails' }]);
  });

  test('a 400 with a message keeps the form intact; a named field gets its own error', async ({ page, api }) => {
    api.override((request) => request.url().endsWith('/api/v1/settings/contacts'), () => ({ status: 400, body: JSON.stringify({ code: 3, message: 'contacts are locked by policy', details: [] }) }));
    await page.goto('/settings/contacts');
    await paste(page, 'Security e-mail addresses', 'sec@acme.example');
    await page.getByRole('button', { name: 'Save changed lists' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'contacts are locked by policy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove sec@acme.example' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changed lists' })).toBeEnabled();

    api.override((request) => request.url().endsWith('/api/v1/settings/contacts'), () => ({
      status: 400,
      body: JSON.stringify({ code: 3, message: 'bad', details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'contacts.securityEmails[0]', description: 'domain not allowed' }] }] }),
    }));
    await page.getByRole('button', { name: 'Save changed lists' }).click();
    await expect(page.getByText('domain not allowed')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'contacts are locked by policy' })).toHaveCount(0);
    expect(contactsCalls(api)).toHaveLength(2);
  });

  test('a save that never gets an answer ends at the console\'s limit: the outcome is unknown, the typed lists stay, Save works again', async ({ page, api }) => {
    // The page's clock is the test's: the limit passes without waiting 45 s.
    await page.clock.install();
    // A stalled server or a silently dropped connection: the request is never answered.
    api.override((request) => request.url().endsWith('/api/v1/settings/contacts'), () => new Promise<Answer>(() => {}));
    await page.goto('/settings/contacts');
    await paste(page, 'Security e-mail addresses', 'sec@acme.example');
    const save = page.getByRole('button', { name: 'Save changed lists' });
    await save.click();
    await expect.poll(() => contactsCalls(api).length).toBe(1);
    await expect(save).toBeDisabled();

    await page.clock.runFor(API_TIMEOUT_MS - 1_000);
    const alert = page.getByRole('alert').filter({ hasText: 'Update contacts timed out' });
    await expect(save).toBeDisabled();
    await expect(alert).toHaveCount(0);

    await page.clock.runFor(1_000);
    await expect(alert).toContainText("the console's server did not answer within 45 s");
    await expect(alert).toContainText('the outcome is unknown: the change may or may not have been applied. Check the current data (reload it) before trying again.');
    await expect(page.getByRole('button', { name: 'Remove sec@acme.example' })).toBeVisible();
    await expect(page.getByText('Save will send: Security e-mail addresses (updateMask securityEmails).')).toBeVisible();
    await expect(save).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('timed-out-save.png') });
    // Not drawn in the failure red: the change may have been applied.
    expect(await colourOf(alert)).not.toBe(await resolvedColour(page, '--mantine-color-red-light-color'));

    // Saving again sends the typed list again (answered this time).
    api.override((request) => request.url().endsWith('/api/v1/settings/contacts'), (request) => api.realAnswer(request));
    await save.click();
    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    expect(contactsCalls(api).map((request) => request.body)).toEqual([
      { contacts: { securityEmails: ['sec@acme.example'] }, updateMask: 'securityEmails' },
      { contacts: { securityEmails: ['sec@acme.example'] }, updateMask: 'securityEmails' },
    ]);
  });

  test('a double-click on Save sends the change once, however fast the second click comes', async ({ page, api }) => {
    await page.goto('/settings/contacts');
    await paste(page, 'Security e-mail addresses', 'ada@acme.example');
    const release = api.holdAnswers();
    // Both clicks land before React re-renders the button disabled.
    await page.getByRole('button', { name: 'Save changed lists' }).dblclick();
    await expect(page.getByRole('button', { name: 'Save changed lists' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    expect(contactsCalls(api)).toHaveLength(1);
  });

  test('a second save replaces the "Contacts saved" notice instead of stacking another', async ({ page, api }) => {
    await page.goto('/settings/contacts');
    await paste(page, 'Security e-mail addresses', 'ada@acme.example');
    await page.getByRole('button', { name: 'Save changed lists' }).click();
    const notices = page.getByRole('alert').filter({ hasText: 'Contacts saved' });
    await expect(notices).toContainText('The changed lists were saved.');
    // Under the pointer the notice does not close by itself, so a second one could not go unseen;
    // the rest is done by keyboard, leaving the pointer there.
    await notices.hover();
    await page.getByRole('button', { name: 'Replace all contacts…' }).press('Enter');
    await page.getByRole('dialog', { name: 'Replace all contacts?' }).getByRole('button', { name: 'Replace all contacts' }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'All three lists were replaced.' })).toBeVisible();
    expect(contactsCalls(api)).toHaveLength(2);
    // Counted once, not waited for: a second notice would still be there, under the first.
    expect(await notices.count()).toBe(1);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await page.goto('/settings/contacts');
    await paste(page, 'Billing e-mail addresses', 'b@acme.example');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/settings/contacts');
    await expect(page.getByRole('button', { name: 'Remove b@acme.example' })).toBeVisible();
  });
  test('edited and saved states have no serious axe violation (light and dark)', async ({ page }) => {
    await page.goto('/settings/contacts');
    await paste(page, 'Security e-mail addresses', 'ok@acme.example, broken@');
    await page.getByRole('button', { name: 'Remove broken@' }).click();
    await page.getByRole('button', { name: 'Save changed lists' }).click();
    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Contacts saved' })).toBeVisible();
    const toastProblems = await toastAxeProblems(page);
    expect(toastProblems, toastProblems.join('\n')).toEqual([]);
    await page.mouse.move(0, 0); // let the toast close: axeProblems waits for it
    await paste(page, 'Billing e-mail addresses', 'not-valid');
    const problems = await axeProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
