import { test, expect, DEMO_IDS } from './fixtures';
import { assertCellsHoldTheirText, assertWithin, boxOf, contentBoxOf, innerBoxOf, textLinesOf } from './helpers/layout';

const ownerUrl = (userId: string) => `/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/owners/${DEMO_IDS.roleSlug}/${userId}`;
const apiPath = (userId: string) => `/api/v2/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/owners/users/${DEMO_IDS.roleSlug}/${userId}`;

test.describe('connector owner user', () => {
  test('shows the ownership, the profile card, the profile tree and source lists by priority', async ({ page, api }) => {
    await page.goto(ownerUrl(DEMO_IDS.ownerUserId));
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    const ownership = page.getByRole('region', { name: 'Ownership' });
    await expect(ownership).toContainText(DEMO_IDS.connectorId);
    await expect(ownership).toContainText(DEMO_IDS.roleSlug);
    await expect(ownership.getByRole('button', { name: 'Copy connector id' })).toBeVisible();
    // Every table is named, so a screen reader's list of tables says which is which.
    await expect(page.getByRole('table', { name: 'Ownership' }).getByRole('rowheader', { name: 'Owner since' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'User', exact: true }).getByRole('rowheader', { name: 'Job title' })).toBeVisible();
    for (const table of await page.getByRole('main').getByRole('table').all()) await expect(table).toHaveAccessibleName(/\S/);

    const card = page.getByRole('region', { name: 'User' });
    for (const text of ['ada.lovelace@acme.example', 'Platform Engineering', 'Principal Engineer', 'Full-time', 'user-charles-babbage', 'role-connector-admin', 'E-1815', '00uE-1815okta', 'ada@acme-research.example']) {
      await expect(card.getByText(text, { exact: true }).first()).toBeVisible();
    }
    // The API family's statuses in words, with the wire value as their title (unknown ones: below).
    await expect(card.getByRole('row', { name: /^Status/ }).getByTitle('ENABLED', { exact: true })).toHaveText('enabled');

    const profile = page.getByRole('group', { name: 'Profile' });
    await expect(profile).toContainText('London HQ');
    await expect(profile).toContainText('Charles Babbage');
    await expect(profile).toContainText('certifications (2 items)');

    const usernames = page.getByRole('table', { name: 'Username sources' }).getByRole('row');
    await expect(usernames).toHaveCount(4);
    await expect(usernames.nth(1)).toContainText(/^1ada\.lovelace/);
    await expect(usernames.nth(2)).toContainText(/^2ada\.lovelace/);
    await expect(usernames.nth(3)).toContainText(/^5gh-ada\.lovelace/);
    const departments = page.getByRole('table', { name: 'Department sources' }).getByRole('row');
    await expect(departments.nth(1)).toContainText('Supervisory_Organization');
    await expect(departments.nth(2)).toContainText('PLATFORM ENGINEERING');
    // A read-only page: only this GET (StrictMode in development may send it twice).
    expect([...new Set(api.requests.map((request) => `${request.method} ${request.path}`))]).toEqual([`GET ${apiPath(DEMO_IDS.ownerUserId)}`]);
  });

  test('the second seeded owner renders, with an empty manager source list', async ({ page }) => {
    const grace = DEMO_IDS.ownerUserIds.split(',')[1] ?? '';
    await page.goto(ownerUrl(grace));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manager', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Manager sources' })).toHaveCount(0);
  });

  test('an unknown user is NotFound with a pre-filled form', async ({ page }) => {
    await page.goto(ownerUrl('user-nobody'));
    await expect(page.getByRole('heading', { level: 1, name: 'Connector owner' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('HTTP 404');
    await expect(page.getByRole('alert')).toContainText('NOT_FOUND');
    await expect(page.getByLabel('User id')).toHaveValue('user-nobody');
    await expect(page.getByLabel('Role slug')).toHaveValue(DEMO_IDS.roleSlug);
  });

  test('on a desktop, long values wrap inside their cells rather than run under the next column', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(ownerUrl(DEMO_IDS.ownerUserId));
    const department = page.getByRole('table', { name: 'Department sources' });
    await expect(department.getByRole('row', { name: /Supervisory_Organization/ })).toBeVisible();
    const rows = department.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    for (const [index, row] of (await rows.all()).entries()) await assertCellsHoldTheirText(row, `Department source ${index + 1}`);
  });

  test('on a phone (390 × 844) the User card holds its table, and the e-mail reads whole, wrapped at its joints', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ownerUrl(DEMO_IDS.ownerUserId));
    const card = page.getByRole('region', { name: 'User', exact: true });
    const email = card.getByRole('row', { name: /^E-mail\b/ }).getByRole('cell');
    await expect(email).toHaveText('ada.lovelace@acme.example');
    // Nothing runs past the card: neither its table nor any value in it.
    expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const cardBox = await innerBoxOf(card);
    for (const table of await card.getByRole('table').all()) assertWithin(await boxOf(table), cardBox, 'the User table');
    assertWithin(await contentBoxOf(email), await boxOf(email), 'the e-mail in its cell');
    // Wrapped, if at all, before its "@" or a dot, never inside a word.
    const lines = await textLinesOf(email);
    expect(lines.join('')).toBe('ada.lovelace@acme.example');
    for (const line of lines.slice(1)) expect(line, `a line of the e-mail (${lines.join(' | ')})`).toMatch(/^[@.]/);
    await card.screenshot({ path: test.info().outputPath('user-card-390.png') });
  });

  test('on a phone, a value with no joints at all still wraps inside the User card', async ({ page, api }) => {
    const username = `svc${'0123456789abcdef'.repeat(4)}`;
    api.override(
      (request) => new URL(request.url()).pathname === apiPath('user-long'),
      () => ({
        status: 200,
        body: JSON.stringify({ connectorOwnerUser: { appId: DEMO_IDS.appId, connectorId: DEMO_IDS.connectorId, roleSlug: DEMO_IDS.roleSlug, user: { id: 'user-long', displayName: 'Long', username } } }),
      }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ownerUrl('user-long'));
    const card = page.getByRole('region', { name: 'User', exact: true });
    const value = card.getByRole('row', { name: /^Username\b/ }).getByRole('cell');
    await expect(value).toHaveText(username);
    assertWithin(await boxOf(card.getByRole('table')), await innerBoxOf(card), 'the User table');
    assertWithin(await contentBoxOf(value), await boxOf(value), 'the username in its cell');
  });

  test('hostile and sparse data: unknown enums as they came, javascript: values as text, missing fields as dashes', async ({ page, api }) => {
    api.override(
      (request) => new URL(request.url()).pathname === apiPath('user-x'),
      () => ({
        status: 200,
        body: JSON.stringify({
          connectorOwnerUser: {
            appId: DEMO_IDS.appId, connectorId: DEMO_IDS.connectorId, roleSlug: DEMO_IDS.roleSlug,
            user: {
              id: 'user-x', displayName: 'Mallory', email: 'javascript:alert(1)', status: 'USER_STATUS_QUARANTINED', origin: 'USER_ORIGIN_SCIM_V3',
              profile: { homepage: 'javascript:alert(2)', deep: { deeper: { list: [1, true, null, { k: 'v' }] } } },
              emailSources: [
                { appId: 'a', value: 'javascript:alert(3)', priority: 7 },
                { appId: 'b', value: 'b@x', priority: 0, appUserProfileAttributeKey: 'K'.repeat(80), appUserId: 'U'.repeat(80) },
              ],
              deletedAt: '2026-11-01T00:00:00Z',
            },
          },
        }),
      }),
    );
    await page.goto(ownerUrl('user-x'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mallory' })).toBeVisible();
    await expect(page.getByText('USER_STATUS_QUARANTINED')).toBeVisible();
    await expect(page.getByText('USER_ORIGIN_SCIM_V3')).toBeVisible();
    await expect(page.getByText('Deleted', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('javascript:alert(1)')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Profile' })).toContainText('javascript:alert(2)');
    await expect(page.getByRole('group', { name: 'Profile' })).toContainText('list (4 items)');
    const emails = page.getByRole('table', { name: 'E-mail sources' }).getByRole('row');
    await expect(emails.nth(1)).toContainText('b@x');
    await expect(emails.nth(2)).toContainText('javascript:alert(3)');
    // A value with no place to break at all still wraps inside its cell (the shared table CSS).
    await assertCellsHoldTheirText(emails.nth(1), 'E-mail source with 80-character key and user id');
    await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Username sources' })).toHaveCount(0);
  });
});
