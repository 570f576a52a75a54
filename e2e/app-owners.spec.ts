import { test, expect, DEMO_IDS } from './fixtures';
import { axeProblems } from './helpers/axe';

const [ada, grace] = DEMO_IDS.ownerUserIds.split(',');
const ownerCalls = (api: { requests: { method: string; path: string; body: unknown }[] }) =>
  api.requests.filter((request) => request.path === `/api/v1/apps/${DEMO_IDS.appId}/owners`).map(({ method, body }) => ({ method, body }));


test.describe('app owners', () => {
  test('Set owners confirms that everyone not listed loses ownership and sends exactly the list; Remove sends only the listed users', async ({ page, api }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=${encodeURIComponent(` ${ada}, ${grace},${ada}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'App owners' })).toBeVisible();
    const field = page.getByRole('combobox', { name: 'User ids' });
    await field.fill('user-new-owner');
    await field.press('Enter');

    await page.getByRole('button', { name: 'Set owners…' }).click();
    const confirmSet = page.getByRole('dialog', { name: 'Set the owners of this app?' });
    await expect(confirmSet).toContainText(`become exactly these 3 users: ${ada}, ${grace}, user-new-owner`);
    await expect(confirmSet).toContainText('Everyone not in this list loses ownership');
    // The app and each user named as code, as every destructive confirmation names an id (e2e/revocations.spec.ts too).
    await expect(confirmSet.getByRole('code')).toHaveText([DEMO_IDS.appId, ada, grace, 'user-new-owner']);
    await confirmSet.getByRole('button', { name: 'Set 3 owners' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The owners of ${DEMO_IDS.appId} are now exactly: ${ada}, ${grace}, user-new-owner.` })).toBeVisible();
    // The outcome names them as code too, as the revoke pages' outcomes do.
    await expect(page.getByRole('status').filter({ hasText: 'are now exactly' }).getByRole('code')).toHaveText([DEMO_IDS.appId, ada, grace, 'user-new-owner']);

    // Now remove one of them: clear the list, keep only grace.
    await page.getByRole('combobox', { name: 'User ids' }).focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove owners…' }).click();
    const confirmRemove = page.getByRole('dialog', { name: 'Remove these owners?' });
    await expect(confirmRemove).toContainText(`Only this user loses ownership of ${DEMO_IDS.appId}: ${ada}. Other owners keep it.`);
    await expect(confirmRemove.getByRole('code')).toHaveText([DEMO_IDS.appId, ada]);
    await confirmRemove.getByRole('button', { name: 'Remove 1 owner' }).click();
    await expect(page.getByRole('status').filter({ hasText: `No longer an owner of ${DEMO_IDS.appId}: ${ada}.` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No longer an owner' }).getByRole('code')).toHaveText([DEMO_IDS.appId, ada]);

    expect(ownerCalls(api)).toEqual([
      { method: 'PUT', body: { userIds: [ada, grace, 'user-new-owner'] } },
      { method: 'DELETE', body: { userIds: [ada] } },
    ]);
  });

  test('an error keeps the list; removing a user who is not an owner says so', async ({ page, api }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=user-stranger`);
    await page.getByRole('button', { name: 'Remove owners…' }).click();
    await page.getByRole('dialog', { name: 'Remove these owners?' }).getByRole('button', { name: 'Remove 1 owner' }).click();
    // The failure's own alert (the closing confirmation has one of its own that names the user too).
    await expect(page.getByRole('alert', { name: 'Delete app owners failed' })).toContainText('HTTP 404');
    await expect(page.getByRole('alert', { name: 'Delete app owners failed' })).toContainText('user-stranger');
    await expect(page.getByText('user-stranger', { exact: true })).toBeVisible();
    expect(ownerCalls(api)).toEqual([{ method: 'DELETE', body: { userIds: ['user-stranger'] } }]);
  });

  test('recent user ids are offered after a successful change; Remove needs a list', async ({ page, api }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=${ada}`);
    await page.getByRole('button', { name: 'Set owners…' }).click();
    // One user: the words agree with the number ("these 1 user" before).
    await expect(page.getByRole('dialog')).toContainText(`This user becomes the only owner of ${DEMO_IDS.appId}: ${ada}.`);
    await page.getByRole('dialog').getByRole('button', { name: 'Set 1 owner' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The only owner of ${DEMO_IDS.appId} is now: ${ada}.` })).toBeVisible();

    await page.goto(`/apps/${DEMO_IDS.secondAppId}/owners`);
    await expect(page.getByRole('button', { name: 'Remove owners…' })).toBeDisabled();
    // Why it is disabled, and what Set would do, are said next to the buttons.
    await expect(page.getByRole('button', { name: 'Remove owners…' })).toHaveAccessibleDescription(/Remove owners needs at least one user id/);
    await page.getByRole('button', { name: `Add recent user id ${ada}` }).click();
    await expect(page.getByText('Remove owners needs at least one user id')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove owners…' })).toBeEnabled();
    expect(api.requests.filter((request) => request.path.endsWith('/owners'))).toHaveLength(1);
  });

  test('the list of recent ids closes once a typed id is added, so it does not cover Set and Remove', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=${ada}`);
    await page.getByRole('button', { name: 'Set owners…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set 1 owner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The only owner of' })).toBeVisible();

    await page.goto(`/apps/${DEMO_IDS.secondAppId}/owners`);
    const field = page.getByRole('combobox', { name: 'User ids' });
    await field.click();
    await expect(page.getByRole('option', { name: ada })).toBeVisible();
    await field.fill('user-typed-owner');
    await field.press('Enter');
    await expect(page.getByText('user-typed-owner', { exact: true })).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();
    // Typing again offers the recent ids again.
    await field.fill('user-a');
    await expect(page.getByRole('option', { name: ada })).toBeVisible();
  });

  test('the "owners set" notification shows below the header, never over its search and theme buttons', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=${ada}`);
    await page.getByRole('button', { name: 'Set owners…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set 1 owner' }).click();
    const toast = page.getByRole('alert').filter({ hasText: `1 user on ${DEMO_IDS.appId}` });
    await expect(toast).toBeVisible();
    // The confirmation closes as the toast opens; its own <header> would be a second banner meanwhile.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const header = await page.getByRole('banner').boundingBox();
    // The notification slides in from above: its resting place, once the transition ends, is what counts.
    await expect.poll(async () => {
      const box = await toast.boundingBox();
      return Boolean(header && box && box.y >= header.y + header.height);
    }).toBe(true);
  });

  test('Set with an empty list is sent only after a confirmation that the app will have no owners', async ({ page, api }) => {
    await page.goto(`/apps/${DEMO_IDS.secondAppId}/owners`);
    const set = page.getByRole('button', { name: 'Set owners…' });
    await expect(set).toBeEnabled();
    await set.click();
    const confirm = page.getByRole('dialog', { name: 'Leave this app with no owners?' });
    await expect(confirm).toContainText('The list is empty: the app will have no owners.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(api.requests.filter((request) => request.path.endsWith('/owners'))).toEqual([]);

    await set.click();
    await page.getByRole('dialog', { name: 'Leave this app with no owners?' }).getByRole('button', { name: 'Set no owners' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${DEMO_IDS.secondAppId} now has no owners.` })).toBeVisible();
    expect(api.requests.filter((request) => request.path.endsWith('/owners')).map(({ method, body }) => ({ method, body }))).toEqual([{ method: 'PUT', body: { userIds: [] } }]);
  });

  test('leaving with an edited list asks first', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners`);
    const field = page.getByRole('combobox', { name: 'User ids' });
    await field.fill('user-typed');
    await field.press('Enter');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`/apps/${DEMO_IDS.appId}/owners`);
    await expect(page.getByText('user-typed', { exact: true })).toBeVisible();
  });

  test('the result and the confirmation have no serious axe violation (light and dark)', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=${ada}`);
    await page.getByRole('button', { name: 'Set owners…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set 1 owner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The only owner of' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Owners set' })).toBeVisible(); // axeProblems lets it close
    let problems = await axeProblems(page);
    await page.getByRole('button', { name: 'Remove owners…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems = [...problems, ...(await axeProblems(page))];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
