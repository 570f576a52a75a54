// A NotFound answer to a page whose address names ids: every such page says plainly what was not
// found and offers its open-by-id form, pre-filled, to correct the ids; a retry, which cannot help
// a NotFound, is kept for failures that may pass (src/components/not-found.ts decides, once). The
// SSO application's and the connector owner's are in their own specs.
import { test, expect, DEMO_IDS, type Page } from './fixtures';

async function assertNotFoundWithForm(page: Page, { heading, title, form }: { heading: string; title: string; form: string }) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(title);
  await expect(alert).toContainText('HTTP 404');
  await expect(alert).toContainText('NOT_FOUND');
  await expect(page.getByRole('form', { name: form })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
}

test.describe('NotFound on a page with ids', () => {
  test('a bad tool id names the tool not found and offers the ids to correct, which opens the history', async ({ page, api }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/tools/tool-nope/history`);
    await assertNotFoundWithForm(page, {
      heading: 'Tool binding history',
      title: `No MCP tool "tool-nope" on connector "${DEMO_IDS.connectorId}" in app "${DEMO_IDS.appId}"`,
      form: 'Open Tool binding history by id',
    });
    const form = page.getByRole('form', { name: 'Open Tool binding history by id' });
    await expect(form.getByLabel('App id')).toHaveValue(DEMO_IDS.appId);
    await expect(form.getByLabel('Connector id')).toHaveValue(DEMO_IDS.connectorId);
    await form.getByLabel('MCP tool id').fill(DEMO_IDS.toolId);
    await form.getByRole('button', { name: 'Open Tool binding history' }).click();

    await expect(page).toHaveURL(new RegExp(`/tools/${DEMO_IDS.toolId}/history$`));
    // The history itself, drawn, before counting what is not there: while the page was still
    // loading (its body is drawn late), no alert and no form proved nothing.
    await expect(page.getByRole('region', { name: 'Tool binding history entries' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Open Tool binding history by id' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(api.requests.at(-1)?.path).toMatch(new RegExp(`/by_tool/${DEMO_IDS.toolId}/history$`));
  });

  test('a bad app id on the AuthZEN list, a page or "load all", says no such app and offers the app id to correct', async ({ page }) => {
    await page.goto('/apps/app-nope/authzen-servers');
    await assertNotFoundWithForm(page, { heading: 'AuthZEN servers', title: 'No app "app-nope"', form: 'Open AuthZEN servers by id' });
    await expect(page.getByLabel('App id')).toHaveValue('app-nope');

    // "Load all" reads from the page itself; its NotFound is answered the same way.
    await page.goto('/apps/app-nope/authzen-servers?all=true');
    await assertNotFoundWithForm(page, { heading: 'AuthZEN servers', title: 'No app "app-nope"', form: 'Open AuthZEN servers by id' });
    await page.getByLabel('App id').fill(DEMO_IDS.appId);
    await page.getByRole('button', { name: 'Open AuthZEN servers' }).click();
    await expect(page.getByRole('table', { name: 'AuthZEN servers' }).getByRole('row')).toHaveCount(26);
  });
});

test.describe('an address of this console in an id field', () => {
  test('pasted, it gives its ids, and the page opens for them, not a NotFound for the whole text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/open/authzen-servers');
    const consoleUrl = `${new URL(page.url()).origin}/apps/${DEMO_IDS.appId}/authzen-servers`;
    const appId = page.getByLabel('App id');
    await expect(appId).toBeFocused();
    await page.evaluate((text) => navigator.clipboard.writeText(text), consoleUrl);
    await page.keyboard.press('Control+v');
    await expect(appId).toHaveValue(DEMO_IDS.appId);
    await page.getByRole('button', { name: 'Open AuthZEN servers' }).click();
    await expect(page).toHaveURL(`/apps/${DEMO_IDS.appId}/authzen-servers`);
    await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toBeVisible();

    // A bare path of another page fills every id it names.
    await page.goto('/open/sso-application');
    await expect(page.getByLabel('App id')).toBeFocused();
    await page.evaluate((text) => navigator.clipboard.writeText(text), ` /apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}\n`);
    await page.keyboard.press('Control+v');
    await expect(page.getByLabel('App id')).toHaveValue(DEMO_IDS.samlAppId);
    await expect(page.getByLabel('SSO application id')).toHaveValue(DEMO_IDS.ssoSamlId);
    await page.getByRole('button', { name: 'Open SSO application' }).click();
    await expect(page).toHaveURL(`/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
    // The application itself, not a NotFound: its heading, and the one alert this seeded page has
    // (a signing certificate that expires soon). Counting no alerts at all passed only while the
    // page had not yet rendered its body, and failed in CI once it had.
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'A certificate expires soon' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'NOT_FOUND' })).toHaveCount(0);
  });

  test('typed or dropped in, it gives its id when the form is sent; an id with spaces is sent trimmed; another site stays as typed', async ({ page }) => {
    await page.goto('/open/authzen-servers');
    const appId = page.getByLabel('App id');
    await appId.fill('https://elsewhere.example/apps/app-nope/authzen-servers');
    await expect(appId).toHaveValue('https://elsewhere.example/apps/app-nope/authzen-servers');

    await appId.fill(`  ${new URL(page.url()).origin}/apps/${DEMO_IDS.appId}/authzen-servers `);
    await page.getByRole('button', { name: 'Open AuthZEN servers' }).click();
    await expect(page).toHaveURL(`/apps/${DEMO_IDS.appId}/authzen-servers`);
    await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toBeVisible();

    await page.goto('/open/authzen-servers');
    await page.getByLabel('App id').fill(`  ${DEMO_IDS.appId}\t`);
    await page.getByRole('button', { name: 'Open AuthZEN servers' }).click();
    await expect(page).toHaveURL(`/apps/${DEMO_IDS.appId}/authzen-servers`);
    await expect(page.getByRole('table', { name: 'AuthZEN servers' })).toBeVisible();
  });
});
