import { UPSTREAM_NO_ANSWER } from '../src/api/rpc-status';
import { test, expect, DEMO_IDS, type Page } from './fixtures';
import { axeProblems } from './helpers/axe';
import { colourOf, dotColourOf, resolvedColour } from './helpers/colour';

interface RevokePage {
  name: string;
  operation: string;
  /** Page address with the id in the search, as a Try-it or pasted link would carry it. */
  link: (id: string) => string;
  fields: { label: string; value: string }[];
  idLabel: string;
  id: string;
  action: string;
  apiPath: (id: string) => string;
  stopsWorking: RegExp;
}

const PAGES: RevokePage[] = [
  {
    name: 'user attribute mappings', operation: 'Delete user attribute mapping',
    link: (id) => `/user-attribute-mappings?id=${encodeURIComponent(id)}`,
    fields: [], idLabel: 'Mapping id', id: DEMO_IDS.userAttributeMappingId, action: 'Delete mapping',
    apiPath: (id) => `/api/v1/user-attribute-mappings/${id}`, stopsWorking: /stop receiving values/,
  },
  {
    name: 'service principal credentials', operation: 'Revoke credential',
    link: (id) => `/service-principals/${DEMO_IDS.servicePrincipalId}/credentials?id=${encodeURIComponent(id)}`,
    fields: [{ label: 'Service principal id', value: DEMO_IDS.servicePrincipalId }], idLabel: 'Credential id', id: DEMO_IDS.credentialId, action: 'Revoke credential',
    apiPath: (id) => `/api/v1/service_principals/${DEMO_IDS.servicePrincipalId}/credentials/${id}`, stopsWorking: /token requests with this client credential are refused/,
  },
  {
    name: 'personal clients', operation: 'Delete personal client',
    link: (id) => `/iam/personal-clients?id=${encodeURIComponent(id)}`,
    fields: [], idLabel: 'Personal client name', id: DEMO_IDS.personalClientId, action: 'Delete personal client',
    apiPath: (id) => `/api/v1/iam/personal_clients/${id}`, stopsWorking: /API access ends at once/,
  },
];

function openDialog(page: Page, spec: RevokePage) {
  return page.getByRole('button', { name: `${spec.action}…` }).click().then(() => page.getByRole('dialog'));
}

for (const spec of PAGES) {
  test.describe(spec.name, () => {
    test('a link with ?id= only pre-fills the form: nothing is sent until confirmed; cancel sends nothing', async ({ page, api }) => {
      await page.goto(spec.link(spec.id));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByLabel(spec.idLabel)).toHaveValue(spec.id);
      for (const field of spec.fields) await expect(page.getByLabel(field.label)).toHaveValue(field.value);
      await expect(page.getByRole('table', { name: 'Session activity' })).toHaveCount(0);

      const dialog = await openDialog(page, spec);
      await expect(dialog).toContainText(spec.id);
      await expect(dialog).toContainText(spec.stopsWorking);
      // Each id named as code, as every destructive confirmation names one (e2e/app-owners.spec.ts too).
      await expect(dialog.getByRole('code')).toHaveText([spec.id, ...spec.fields.map((field) => field.value)]);
      // Its title is a bold heading of text alone, as every dialog's (no paragraph inside a heading).
      const title = dialog.getByRole('heading').first();
      await expect(title).toHaveCSS('font-weight', '700');
      await expect(title.locator('p')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await openDialog(page, spec);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(api.requests).toEqual([]);
    });

    test('confirming sends exactly one DELETE with {}, says so, and a second attempt is NotFound', async ({ page, api }) => {
      await page.goto(spec.link(spec.id));
      let dialog = await openDialog(page, spec);
      await dialog.getByRole('button', { name: spec.action, exact: true }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(spec.id);
      expect(api.requests).toEqual([{ method: 'DELETE', path: spec.apiPath(spec.id), search: '', body: {} }]);
      // The deleted id leaves the form and the address, so a reload cannot pre-fill it again.
      await expect(page.getByLabel(spec.idLabel)).toHaveValue('');
      await expect(page).not.toHaveURL(/[?&]id=/);

      await page.getByLabel(spec.idLabel).fill(spec.id);
      dialog = await openDialog(page, spec);
      await dialog.getByRole('button', { name: spec.action, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Not found — nothing was changed' })).toContainText(spec.id);
      expect(api.requests).toHaveLength(2);
      expect(api.requests[1]).toEqual({ method: 'DELETE', path: spec.apiPath(spec.id), search: '', body: {} });

      const activity = page.getByRole('table', { name: 'Session activity' });
      await expect(activity.getByRole('row')).toHaveCount(3);
      await expect(activity.getByRole('row').nth(1)).toContainText('not found');
      await expect(activity.getByRole('row').nth(2)).toContainText('succeeded');
      await expect(activity).toContainText(spec.operation);
      // Kept for the tab session.
      await page.reload();
      await expect(page.getByRole('table', { name: 'Session activity' }).getByRole('row')).toHaveCount(3);
    });

    test('an unknown id is NotFound and the form keeps it', async ({ page, api }) => {
      await page.goto(spec.link('does-not-exist'));
      const dialog = await openDialog(page, spec);
      await dialog.getByRole('button', { name: spec.action, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Not found — nothing was changed' })).toContainText('does-not-exist');
      await expect(page.getByLabel(spec.idLabel)).toHaveValue('does-not-exist');
      expect(api.requests).toEqual([{ method: 'DELETE', path: spec.apiPath('does-not-exist'), search: '', body: {} }]);
    });

    test('an empty id is refused before anything is sent', async ({ page, api }) => {
      await page.goto(spec.link(''));
      await page.getByRole('button', { name: `${spec.action}…` }).click();
      await expect(page.getByText(`${spec.idLabel} is required`)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(api.requests).toEqual([]);
    });
  });
}

test.describe('revocations: shared behaviour', () => {
  test('the submit button is disabled while the request is in flight, keeping its focus (no double submit)', async ({ page, api }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.override((request) => request.method() === 'DELETE', async () => {
      await held;
      return { status: 200, body: '{}' };
    });
    await page.goto(`/iam/personal-clients?id=${DEMO_IDS.personalClientId}`);
    await page.getByRole('button', { name: 'Delete personal client…' }).click();
    const dialog = page.getByRole('dialog');
    // Pressed by keyboard, the confirm button keeps its focus while the change is sent.
    const confirm = dialog.getByRole('button', { name: 'Delete personal client', exact: true });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete personal client…' })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  test('a server failure is shown with status and code, recorded as failed', async ({ page, api }) => {
    api.override((request) => request.method() === 'DELETE', () => ({ status: 500, body: JSON.stringify({ code: 13, message: 'backend exploded', details: [] }) }));
    await page.goto(`/user-attribute-mappings?id=${DEMO_IDS.userAttributeMappingId}`);
    await page.getByRole('button', { name: 'Delete mapping…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete mapping', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Delete user attribute mapping failed' });
    await expect(alert).toContainText('backend exploded');
    await expect(alert).toContainText('HTTP 500');
    await expect(page.getByRole('table', { name: 'Session activity' })).toContainText('failed');
    await expect(page.getByLabel('Mapping id')).toHaveValue(DEMO_IDS.userAttributeMappingId);
  });

  test('a revoke whose answer never came (the connection reset) is recorded as outcome unknown, not failed', async ({ page }) => {
    await page.route(`**/api/v1/service_principals/${DEMO_IDS.servicePrincipalId}/credentials/*`, (route) =>
      route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.fallback(),
    );
    await page.goto(`/service-principals/${DEMO_IDS.servicePrincipalId}/credentials?id=${DEMO_IDS.credentialId}`);
    await page.getByRole('button', { name: 'Revoke credential…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke credential', exact: true }).click();
    // The alert beside the list says the same: no answer, not a failure.
    const alert = page.getByRole('alert').filter({ hasText: 'Revoke credential got no answer' });
    await expect(alert).toContainText('the outcome is unknown: the change may or may not have been applied');
    await expect(page.getByRole('alert').filter({ hasText: 'Revoke credential failed' })).toHaveCount(0);
    const row = page.getByRole('table', { name: 'Session activity' }).getByRole('row').nth(1);
    await expect(row.getByText('outcome unknown', { exact: true })).toBeVisible();
    await expect(row).toContainText('it may or may not have been applied');
    await expect(row.getByText('failed', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('revoke-outcome-unknown.png'), fullPage: true });
    // Kept so after a reload.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Session activity' }).getByRole('row').nth(1)).toContainText('outcome unknown');
  });

  test("a revoke the proxy sent but got no answer to (its 504, marked UPSTREAM_NO_ANSWER) is outcome unknown; the tenant's own 504 stays failed", async ({ page, api }) => {
    const proxyTimeout = { code: 4, message: 'The tenant did not answer in time.', details: [UPSTREAM_NO_ANSWER] };
    api.override((request) => request.method() === 'DELETE', () => ({ status: 504, body: JSON.stringify(proxyTimeout) }));
    await page.goto(`/service-principals/${DEMO_IDS.servicePrincipalId}/credentials?id=${DEMO_IDS.credentialId}`);
    await page.getByRole('button', { name: 'Revoke credential…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke credential', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Revoke credential got no answer' });
    await expect(alert).toContainText('the tenant did not answer in time, so the outcome is unknown: the change may or may not have been applied');
    await expect(alert).toContainText('HTTP 504');
    await expect(page.getByRole('alert').filter({ hasText: 'Revoke credential failed' })).toHaveCount(0);
    const rows = page.getByRole('table', { name: 'Session activity' }).getByRole('row');
    await expect(rows.nth(1).getByText('outcome unknown', { exact: true })).toBeVisible();
    await expect(rows.nth(1).getByText('failed', { exact: true })).toHaveCount(0);
    // Drawn in the session activity's "outcome unknown" colour, not the failure red: a red alert
    // would say the revoke failed, where its words say it may have been applied.
    const unknownColour = await colourOf(alert);
    expect(unknownColour).toBe(await dotColourOf(rows.nth(1).getByText('outcome unknown', { exact: true })));
    expect(unknownColour).not.toBe(await resolvedColour(page, '--mantine-color-red-light-color'));
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.screenshot({ path: test.info().outputPath(`revoke-proxy-no-answer-${scheme}.png`), fullPage: true });
    }
    expect(await axeProblems(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    // The same status from the tenant itself, without the proxy's mark: a plain failure.
    api.override((request) => request.method() === 'DELETE', () => ({ status: 504, body: JSON.stringify({ code: 4, message: 'backend deadline exceeded' }) }));
    await page.getByRole('button', { name: 'Revoke credential…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke credential', exact: true }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Revoke credential failed' });
    await expect(failed).toContainText('backend deadline exceeded');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await colourOf(failed)).toBe(await resolvedColour(page, '--mantine-color-red-light-color'));
    await expect(rows.nth(1).getByText('failed', { exact: true })).toBeVisible();
    await expect(rows.nth(2).getByText('outcome unknown', { exact: true })).toBeVisible();
  });

  test('javascript: and data: values in the address are text, never links, and are sent only as encoded ids', async ({ page, api }) => {
    await page.goto(`/iam/personal-clients?id=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByLabel('Personal client name')).toHaveValue('javascript:alert(1)');
    await page.getByRole('button', { name: 'Delete personal client…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete personal client', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Not found' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Session activity' })).toContainText('javascript:alert(1)');
    await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
    expect(api.requests.map((request) => request.path)).toEqual(['/api/v1/iam/personal_clients/javascript%3Aalert(1)']);

    await page.goto(`/service-principals/${encodeURIComponent('data:text/html,x')}/credentials?id=${encodeURIComponent('javascript:void(0)')}`);
    await expect(page.getByLabel('Service principal id')).toHaveValue('data:text/html,x');
    await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
  });

  test('a malformed session activity store does not break the page', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('tenant-admin-console.session-activity.v1', '{"broken":'));
    await page.goto('/user-attribute-mappings');
    await expect(page.getByText('Nothing sent yet.')).toBeVisible();
  });

  test('a stored outcome this console does not know (another version\'s) reads as outcome unknown, beside the entries it knows', async ({ page }) => {
    await page.addInitScript(() => {
      const entry = { at: '2026-11-25T10:00:00.000Z', operation: 'Delete user attribute mapping', ids: { id: 'uam-1' }, detail: '' };
      sessionStorage.setItem('tenant-admin-console.session-activity.v1', JSON.stringify([{ ...entry, key: 'a', outcome: 'cancelled' }, { ...entry, key: 'b', outcome: 'succeeded' }]));
    });
    await page.goto('/user-attribute-mappings');
    const rows = page.getByRole('table', { name: 'Session activity' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByText('outcome unknown', { exact: true })).toBeVisible();
    await expect(rows.nth(2).getByText('succeeded', { exact: true })).toBeVisible();
  });
});
