import { API_TIMEOUT_MS } from '../src/api/rpc-status';
import { test, expect, DEMO_IDS, type Answer, type Page } from './fixtures';

const pagePath = (entitlementId?: string, appId: string = DEMO_IDS.appId) =>
  `/apps/${appId}/xaa/access-profiles${entitlementId === undefined ? '' : `?entitlementId=${encodeURIComponent(entitlementId)}`}`;
const lookupApiPath = (entitlementId: string, appId: string = DEMO_IDS.appId) => `/api/v1/apps/${appId}/xaa/access_profiles/by_app_entitlement_id/${entitlementId}`;

function details(page: Page) {
  return page.getByRole('table', { name: 'Access profile details' });
}

async function openDeleteDialog(page: Page) {
  await page.getByRole('button', { name: 'Delete access profile…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this access profile?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('access profiles', () => {
  test('a link with entitlementId looks the seeded live profile up and shows every field, sending only the GET', async ({ page, api }) => {
    await page.goto(pagePath(DEMO_IDS.entitlementId));
    await expect(page.getByRole('heading', { level: 1, name: 'Access profiles' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'CRM read access' })).toBeVisible();
    await expect(page.getByText('Read accounts, contacts, opportunities and reports')).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const table = details(page);
    await expect(table.getByRole('row', { name: /Scope count/ })).toContainText('4');
    await expect(table.getByRole('row', { name: /Entitlement id/ })).toContainText(DEMO_IDS.entitlementId);
    await expect(table.getByRole('row', { name: /Resource server id/ })).toContainText('xaa-rs-crm-api');
    await expect(table.getByRole('row', { name: /Profile id/ })).toContainText('xaap-crm-read');
    await expect(table.getByRole('row', { name: /Created/ }).locator('time')).toHaveAttribute('datetime', '2026-10-10T00:00:00.000Z');
    await expect(table.getByRole('row', { name: /Deleted at/ })).toContainText('—');
    // Only reads were sent (React's StrictMode in dev may repeat the read).
    expect(api.requests.length).toBeGreaterThan(0);
    for (const request of api.requests) expect(request).toEqual({ method: 'GET', path: lookupApiPath(DEMO_IDS.entitlementId), search: '', body: undefined });
  });

  test('an already soft-deleted profile shows the deleted badge with deletedAt and offers no delete', async ({ page }) => {
    await page.goto(pagePath(DEMO_IDS.deletedEntitlementId));
    await expect(page.getByRole('heading', { level: 2, name: 'Legacy nightly export' })).toBeVisible();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(details(page).getByRole('row', { name: /Deleted at/ }).locator('time')).toHaveAttribute('datetime', '2026-11-12T09:00:00.000Z');
    await expect(details(page).getByRole('row', { name: /Scope count/ })).toContainText('0');
    await expect(page.getByRole('button', { name: 'Delete access profile…' })).toHaveCount(0);
  });

  test('the lookup form puts the entitlement id in the address', async ({ page, api }) => {
    await page.goto(pagePath());
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('Entitlement id is required')).toBeVisible();
    expect(api.requests).toEqual([]);
    await page.getByLabel('Entitlement id').fill(' ent-xaa-crm-write ');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page).toHaveURL(pagePath('ent-xaa-crm-write'));
    await expect(page.getByRole('heading', { level: 2, name: 'CRM write access' })).toBeVisible();
  });

  test('an unknown entitlement, or one of another app, is NotFound', async ({ page }) => {
    await page.goto(pagePath('ent-does-not-exist'));
    await expect(page.getByRole('status').filter({ hasText: 'No access profile found' })).toContainText('ent-does-not-exist');
    await page.goto(pagePath(DEMO_IDS.entitlementId, DEMO_IDS.secondAppId));
    await expect(page.getByText('No access profile found')).toBeVisible();
  });

  test('delete: cancel sends nothing; confirming needs the display name and sends one DELETE with {}; the page then shows the cascade', async ({ page, api }) => {
    await page.goto(pagePath(DEMO_IDS.entitlementId));
    await expect(page.getByRole('heading', { level: 2, name: 'CRM read access' })).toBeVisible();

    let dialog = await openDeleteDialog(page);
    await expect(dialog).toContainText('4 scope bindings');
    await expect(dialog).toContainText(`backing entitlement ${DEMO_IDS.entitlementId}`);
    // A named profile is named in bold; only the entitlement's id is code.
    await expect(dialog.getByText(/will be deleted/).locator('strong')).toHaveText('CRM read access');
    await expect(dialog.getByRole('code')).toHaveText([DEMO_IDS.entitlementId]);
    await expect(dialog).toContainText('every outstanding grant of that entitlement ends');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    dialog = await openDeleteDialog(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);

    dialog = await openDeleteDialog(page);
    const confirm = dialog.getByRole('button', { name: 'Delete access profile' });
    const typed = dialog.getByLabel("Type the profile's display name to confirm");
    await expect(confirm).toBeDisabled();
    await typed.fill('crm read access');
    await expect(confirm).toBeDisabled();
    await typed.fill('CRM read access');
    await confirm.dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Access profile deleted' })).toBeVisible();
    await expect(dialog).toBeHidden();

    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/api/v1/apps/${DEMO_IDS.appId}/xaa/access_profiles/xaap-crm-read`, search: '', body: {} },
    ]);
    // The profile query is refreshed: the deleted state and the cascade (no live scopes) show.
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(details(page).getByRole('row', { name: /Scope count/ })).toContainText('0');
    await expect(details(page).getByRole('row', { name: /Deleted at/ }).locator('time')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Delete access profile…' })).toHaveCount(0);
    expect(api.requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(1);
    // Its Delete button gone, the focus is on what the deletion did, not lost to the page's body.
    await expect(page.getByRole('note').filter({ hasText: 'Its scope bindings and backing entitlement went with it' })).toBeFocused();

    const activity = page.getByRole('table', { name: 'Session activity' });
    await expect(activity.getByRole('row')).toHaveCount(2);
    await expect(activity).toContainText('Delete access profile');
    await expect(activity).toContainText('xaap-crm-read');
    await expect(activity).toContainText('succeeded');
  });

  test('delete: a profile without a display name is named by its id as code, as every destructive confirmation names an id, and confirmed by it', async ({ page, api }) => {
    api.override((request) => request.method() === 'GET' && request.url().includes('ent-unnamed'), () => ({
      status: 200,
      body: JSON.stringify({ accessProfile: { id: 'xaap-unnamed', appId: DEMO_IDS.appId, appEntitlementId: 'ent-unnamed', scopeCount: 1, createdAt: '2026-10-10T00:00:00Z' } }),
    }));
    await page.goto(pagePath('ent-unnamed'));
    const dialog = await openDeleteDialog(page);
    await expect(dialog).toContainText('xaap-unnamed will be deleted. The deletion cascades:');
    await expect(dialog.getByRole('code')).toHaveText(['xaap-unnamed', 'ent-unnamed']);
    await expect(dialog.getByText(/will be deleted/).locator('strong')).toHaveCount(0);
    await expect(dialog.getByLabel("Type the profile's id to confirm")).toBeVisible();
  });

  test('a delete that fails shows the error, keeps the profile live, and is recorded', async ({ page, api }) => {
    api.override((request) => request.method() === 'DELETE', () => ({ status: 404, body: JSON.stringify({ code: 5, message: 'access profile "xaap-crm-read" is already deleted', details: [] }) }));
    await page.goto(pagePath(DEMO_IDS.entitlementId));
    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel("Type the profile's display name to confirm").fill('CRM read access');
    await dialog.getByRole('button', { name: 'Delete access profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The access profile was not deleted' })).toContainText('already deleted');
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Session activity' })).toContainText('not found');
  });

  test('a profile deleted in another tab: this tab\'s Delete answers NotFound, and the card then says Deleted', async ({ page }) => {
    await page.goto(pagePath(DEMO_IDS.entitlementId));
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto(pagePath(DEMO_IDS.entitlementId));
    const otherDialog = await openDeleteDialog(other);
    await otherDialog.getByLabel("Type the profile's display name to confirm").fill('CRM read access');
    await otherDialog.getByRole('button', { name: 'Delete access profile' }).click();
    await expect(other.getByText('Deleted', { exact: true })).toBeVisible();
    await other.close();

    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel("Type the profile's display name to confirm").fill('CRM read access');
    await dialog.getByRole('button', { name: 'Delete access profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The access profile was not deleted' })).toContainText('already deleted');
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
    await expect(details(page).getByRole('row', { name: /Scope count/ })).toContainText('0');
    await expect(page.getByRole('button', { name: 'Delete access profile…' })).toHaveCount(0);
  });

  test('a server error on lookup shows status and code with a retry', async ({ page, api }) => {
    let failing = true;
    api.override((request) => failing && request.url().includes('/by_app_entitlement_id/'), () => ({ status: 503, body: '<html><body><h1>503 Service Unavailable</h1></body></html>', contentType: 'text/html' }));
    await page.goto(pagePath(DEMO_IDS.entitlementId));
    const alert = page.getByRole('alert').filter({ hasText: 'Get access profile by entitlement failed' });
    await expect(alert).toContainText('HTTP 503');
    await expect(alert).toContainText('503 Service Unavailable');
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'CRM read access' })).toBeVisible();
  });

  test('a lookup that never gets an answer says so at the console\'s limit, with its retry; a delete without an answer does not claim it was not deleted', async ({ page, api }) => {
    // The page's clock is the test's: the limit passes without waiting 45 s.
    await page.clock.install();
    let stalled = true;
    const never = () => new Promise<Answer>(() => {});
    api.override((request) => stalled && request.url().includes('/by_app_entitlement_id/'), never);
    await page.goto(pagePath(DEMO_IDS.entitlementId));
    await expect.poll(() => api.requests.filter((request) => request.path === lookupApiPath(DEMO_IDS.entitlementId)).length).toBe(1);
    // One wait of the limit: a read that got no answer is not retried by itself.
    await page.clock.runFor(API_TIMEOUT_MS);
    const alert = page.getByRole('alert').filter({ hasText: 'Get access profile by entitlement timed out' });
    await expect(alert).toContainText("the console's server did not answer within 45 s.");
    stalled = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'CRM read access' })).toBeVisible();

    api.override((request) => request.method() === 'DELETE', never);
    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel("Type the profile's display name to confirm").fill('CRM read access');
    await dialog.getByRole('button', { name: 'Delete access profile' }).click();
    await expect.poll(() => api.requests.filter((request) => request.method === 'DELETE').length).toBe(1);
    await page.clock.runFor(API_TIMEOUT_MS);
    const deleteAlert = page.getByRole('alert').filter({ hasText: 'Delete access profile timed out' });
    await expect(deleteAlert).toContainText('the outcome is unknown: the change may or may not have been applied');
    await expect(page.getByRole('alert').filter({ hasText: 'The access profile was not deleted' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Session activity' }).getByRole('row').nth(1).getByText('outcome unknown', { exact: true })).toBeVisible();
  });

  test('a delete whose connection drops does not claim the profile was not deleted, and is recorded as outcome unknown', async ({ page }) => {
    await page.route('**/api/v1/apps/*/xaa/access_profiles/*', (route) => (route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.fallback()));
    await page.goto(pagePath(DEMO_IDS.entitlementId));
    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel("Type the profile's display name to confirm").fill('CRM read access');
    await dialog.getByRole('button', { name: 'Delete access profile' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Delete access profile got no answer' });
    await expect(alert).toContainText('the connection to the console server was lost or refused, so the outcome is unknown');
    await expect(page.getByRole('alert').filter({ hasText: 'The access profile was not deleted' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Session activity' }).getByRole('row').nth(1).getByText('outcome unknown', { exact: true })).toBeVisible();
  });

  test('hostile data: javascript: values and markup are text, never links; missing fields are dashes; a bad type is an unexpected response', async ({ page, api }) => {
    api.override((request) => request.url().includes('ent-hostile'), () => ({
      status: 200,
      body: JSON.stringify({ accessProfile: { id: 'javascript:alert(1)', displayName: '<img src=x onerror=alert(1)>', description: 'javascript:alert(document.cookie)', xaaResourceServerId: 'data:text/html,<script>alert(1)</script>', createdAt: 'not a date', futureField: { kept: true } } }),
    }));
    api.override((request) => request.url().includes('ent-bad-type'), () => ({ status: 200, body: JSON.stringify({ accessProfile: { scopeCount: 'many' } }) }));
    await page.goto(pagePath('ent-hostile'));
    await expect(page.getByRole('heading', { level: 2, name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(page.getByText('javascript:alert(document.cookie)')).toBeVisible();
    await expect(page.getByRole('link', { name: /javascript:|data:/ })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
    await expect(details(page).getByRole('row', { name: /Created/ })).toContainText('not a date');
    await expect(details(page).getByRole('row', { name: /App id/ })).toContainText('—');

    await page.goto(pagePath('ent-bad-type'));
    await expect(page.getByRole('alert')).toContainText('field: accessProfile.scopeCount');
  });
});
