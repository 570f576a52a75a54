// Keyboard journeys (Tab / Shift+Tab / Enter / Space, plus typing into fields) and visible focus
// at every Tab stop of every page.
import type { Locator, Page } from '@playwright/test';
import { test, expect, DEMO_IDS } from './fixtures';
import { focusStop, invisibleFocusStops, tabTo } from './helpers/keyboard';
import { catalogRoutes, waitForSettled } from './helpers/routes';

/**
 * Presses Escape in the open overlay and checks that the focus went back to `opener` without
 * passing through the page's body. Under reduced motion (the config's, and src/theme.ts honours
 * it) an overlay's content goes in the commit that closes it; Mantine's returnFocus gives the
 * focus back 10 ms later, so the focus was on the body in between, which toBeFocused alone does
 * not see: a MutationObserver notes where the focus is once each change to the page is done, as
 * a screen reader would see it (src/hooks/use-return-focus.ts).
 */
async function escapeNeverOnBody(page: Page, opener: Locator, what: string) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.activeElement === document.body ? 'body' : 'element'));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    Object.assign(window, { focusSeen: { seen, observer } });
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
  const seen = await page.evaluate(() => {
    const { seen, observer } = (window as unknown as { focusSeen: { seen: string[]; observer: MutationObserver } }).focusSeen;
    observer.disconnect();
    return seen;
  });
  expect(seen, `focus on the body while ${what} closed`).not.toContain('body');
}

test.describe('keyboard journeys', () => {
  test('shell: skip link, navigation, open-by-id form and theme switch without a mouse', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForSettled(page);

    // The first stop skips the header and the 14 navigation links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    expect((await focusStop(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'open search' })).toBeFocused();

    // Back into the navigation: its last link, then open it.
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await tabTo(page, nav.getByRole('link', { name: 'Tool binding history' }), { backwards: true, max: 3 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/open/tool-binding-history');

    // The open-by-id form, field by field.
    await tabTo(page, page.getByLabel('App id'));
    await page.keyboard.type(DEMO_IDS.appId);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Connector id')).toBeFocused();
    await page.keyboard.type(DEMO_IDS.connectorId);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('MCP tool id')).toBeFocused();
    await page.keyboard.type(DEMO_IDS.toolId);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/tools/${DEMO_IDS.toolId}/history`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The theme switch in the header answers Space.
    await page.keyboard.press('Shift+Tab'); // leave whatever the page focused
    await tabTo(page, page.getByRole('button', { name: 'Switch to dark theme' }), { backwards: true });
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('a field in error still shows that it has focus', async ({ page }) => {
    await page.goto('/mcp-servers/new');
    const appId = page.getByRole('textbox', { name: 'App id', exact: true });
    await appId.focus();
    await page.keyboard.press('Enter');
    // Next refuses the empty field, marks it and gives it focus.
    await expect(appId).toHaveAttribute('aria-invalid', 'true');
    await expect(appId).toBeFocused();
    const stop = await focusStop(page);
    expect(stop.visible, `focus not visible on ${stop.description}`).toBe(true);
  });

  test('contacts editor: add an address and save with the keyboard only', async ({ page, api }) => {
    await page.goto('/settings/contacts');
    await waitForSettled(page);
    await tabTo(page, page.getByLabel('Security e-mail addresses', { exact: true }));
    await page.keyboard.type('ada@acme.example');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove ada@acme.example' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save changed lists' });
    await tabTo(page, save);
    await page.keyboard.press('Space');
    await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
    // Saved, nothing is left to save: the button says so and keeps the focus, so Tab goes on from it.
    await expect(save).toBeDisabled();
    await expect(save).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Replace all contacts…' })).toBeFocused();
    expect(api.requests.filter((request) => request.path === '/api/v1/settings/contacts')).toEqual([
      { method: 'POST', path: '/api/v1/settings/contacts', search: '', body: { contacts: { securityEmails: ['ada@acme.example'] }, updateMask: 'securityEmails' } },
    ]);
  });

  test("a page chosen in the search palette takes the focus to its content, also from a field of the page left", async ({ page }) => {
    await page.goto('/settings/contacts');
    await page.getByLabel('Security e-mail addresses', { exact: true }).focus();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toBeFocused();
    await page.keyboard.type('audit log');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/audit');
    await waitForSettled(page);
    await expect(page.getByRole('main')).toBeFocused();
    // Tab goes on from the page's content, not from the top of the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Person' })).toBeFocused();
  });

  test("contacts editor: a removed address's button leaves the focus in its list's field, not on the page body", async ({ page }) => {
    await page.goto('/settings/contacts');
    const field = page.getByLabel('Operations e-mail addresses', { exact: true });
    await field.focus();
    await page.keyboard.type('it-operations@acme.example helpdesk@acme.example');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove it-operations@acme.example' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove it-operations@acme.example' })).toHaveCount(0);
    await expect(field).toBeFocused();
    expect((await focusStop(page)).visible).toBe(true);

    // An invalid address reopened for correction: the field holds it, with the focus, to be typed over.
    await page.keyboard.type('broken@');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Correct invalid address broken@' }).focus();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('broken@');
    await page.keyboard.type('acme.example');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove broken@acme.example' })).toBeVisible();
  });

  test("MCP server wizard: a config field row's remove button leaves the focus on the list's Add button, not on the page body", async ({ page }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Display name').fill('Rows server');
    await page.getByRole('button', { name: 'Next' }).click();
    const add = page.getByRole('button', { name: 'Add config field' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Config field: name 1' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Remove config field row 1' }), { max: 2 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Config field: name 1' })).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test('a dialog closed with Escape gives focus back to the button that opened it, on its first opening too', async ({ page }) => {
    // The confirmation is mounted with its page; the search palette, the comparison and the
    // filters drawer only once first opened (command-palette.tsx, use-mount-on-first-open.ts).
    const openAndEscape = async (button: Locator, dialog: Locator, { titled = true } = {}) => {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      // Every titled dialog's title is drawn alike: bold.
      if (titled) await expect(dialog.getByRole('heading').first()).toHaveCSS('font-weight', '700');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(button).toBeFocused();
    };
    await page.goto('/settings/contacts');
    await openAndEscape(page.getByRole('button', { name: 'Search' }), page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Search pages or paste a path' }) }), { titled: false });
    await openAndEscape(page.getByRole('button', { name: 'Replace all contacts…' }), page.getByRole('dialog', { name: 'Replace all contacts?' }));

    await page.goto('/settings/cross-app-access/history');
    for (const id of ['xaa-00300', 'xaa-00298']) await page.getByRole('checkbox', { name: `Select entry ${id} to compare` }).check();
    await openAndEscape(page.getByRole('button', { name: 'Compare selected' }), page.getByRole('dialog', { name: 'Compare settings' }));
    await page.setViewportSize({ width: 390, height: 844 });
    await openAndEscape(page.getByRole('button', { name: 'Filters (0)' }), page.getByRole('dialog', { name: 'Filters' }));
  });

  test('a destructive confirmation closed with Escape gives the focus back at once: never on the page body, even for a moment', async ({ page }) => {
    const pages = [
      [`/service-principals/${DEMO_IDS.servicePrincipalId}/credentials?id=${DEMO_IDS.credentialId}`, 'Revoke credential…'],
      [`/iam/personal-clients?id=${DEMO_IDS.personalClientId}`, 'Delete personal client…'],
      [`/apps/${DEMO_IDS.appId}/xaa/access-profiles?entitlementId=${DEMO_IDS.entitlementId}`, 'Delete access profile…'],
    ] as const;
    for (const [path, name] of pages) {
      await page.goto(path);
      const trigger = page.getByRole('button', { name });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await escapeNeverOnBody(page, trigger, `${name}'s dialog`);
    }
  });

  test('the search palette, the comparison, the filters drawer and the sign-in-again dialog closed with Escape give the focus back at once, never to the page body', async ({ page, session }) => {
    const openByKeyboard = async (trigger: Locator, dialog: Locator) => {
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
    };
    await page.goto('/settings/contacts');
    const search = page.getByRole('button', { name: 'Search' });
    const searchBox = page.getByRole('textbox', { name: 'Search pages or paste a path' });
    const palette = page.getByRole('dialog').filter({ has: searchBox });
    // The first opening mounts the palette (command-palette.tsx), a later one finds it mounted.
    for (const time of ['first', 'second']) {
      await openByKeyboard(search, palette);
      await escapeNeverOnBody(page, search, `the palette opened from Search, ${time} time`);
    }
    const field = page.getByLabel('Security e-mail addresses', { exact: true });
    await field.focus();
    await page.keyboard.press('Control+k');
    await expect(searchBox).toBeFocused();
    await escapeNeverOnBody(page, field, 'the palette opened by Ctrl+K from a field');

    await page.goto('/settings/cross-app-access/history');
    for (const id of ['xaa-00300', 'xaa-00298']) await page.getByRole('checkbox', { name: `Select entry ${id} to compare` }).check();
    const compare = page.getByRole('button', { name: 'Compare selected' });
    for (const time of ['first', 'second']) {
      await openByKeyboard(compare, page.getByRole('dialog', { name: 'Compare settings' }));
      await escapeNeverOnBody(page, compare, `the comparison, ${time} time`);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/audit');
    const filters = page.getByRole('button', { name: 'Filters (0)' });
    for (const time of ['first', 'second']) {
      await openByKeyboard(filters, page.getByRole('dialog', { name: 'Filters' }));
      await escapeNeverOnBody(page, filters, `the audit log's filters drawer, ${time} time`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // The session ends before Save: its call answers 401 and the dialog opens over the focused button.
    await page.goto('/settings/contacts');
    await field.fill('sec@acme.example');
    await field.press('Enter');
    session.signedInAs = null;
    const save = page.getByRole('button', { name: 'Save changed lists' });
    await openByKeyboard(save, page.getByRole('dialog', { name: 'Sign in again' }));
    await escapeNeverOnBody(page, save, 'the sign-in-again dialog');
  });

  test("audit log: a record's JSON view is switched in place by its pressed button, which keeps the focus; Escape is left to overlays", async ({ page }) => {
    // Not an overlay: the JSON takes the fields' place in the record, nothing is covered, and the
    // admin chose it, so Escape (which closes what covers the page) does not switch it back.
    await page.goto('/audit?entry=audit-00003');
    const record = page.getByRole('article', { name: /^Record audit-00003,/ });
    const toggle = record.getByRole('button', { name: 'JSON view of the request body of audit-00003' });
    const fields = record.getByRole('table', { name: 'Request body fields of audit-00003' });
    const json = record.getByLabel('Request body of audit-00003 as JSON', { exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(json).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(json).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(json).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(fields).toBeVisible();
    await expect(toggle).toBeFocused();
  });

  test('a button that goes once pressed leaves the focus beside it, not on the page body', async ({ page }) => {
    await page.goto(`/iam/personal-clients?id=${DEMO_IDS.personalClientId}`);
    await page.getByRole('button', { name: 'Delete personal client…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete personal client', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Session activity' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear list' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Nothing sent yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Session activity' })).toBeFocused();

    await page.goto('/settings/cross-app-access/history');
    for (const id of ['xaa-00300', 'xaa-00299']) await page.getByRole('checkbox', { name: `Select entry ${id} to compare` }).check();
    await page.getByRole('button', { name: 'Clear selection' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Select two entries to compare (0 selected)')).toBeFocused();
    await page.goto('/settings/cross-app-access/history?text=CHG');
    await page.getByRole('button', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/text=/);
    await expect(page.getByRole('textbox', { name: 'Annotation text or id' })).toBeFocused();

    await page.goto('/audit?outcome=succeeded');
    await page.getByRole('button', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/outcome=/);
    await expect(page.getByRole('textbox', { name: 'Person' })).toBeFocused();
  });

  test("a permalink notice's button leaves the focus on the list it was about", async ({ page }) => {
    await page.goto('/settings/cross-app-access/history?changeKind=CHANGE_KIND_RESTORED_BY_SUPPORT&entry=xaa-00300');
    const hidden = page.getByRole('alert').filter({ hasText: 'Entry xaa-00300 is hidden by the filters' });
    await hidden.getByRole('button', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(hidden).toBeHidden();
    const history = page.getByRole('region', { name: 'Cross-app access settings history entries' });
    await expect(history).toBeFocused();
    await expect(history.getByRole('article', { name: /^Entry xaa-00300,/ })).toHaveAttribute('aria-current', 'true');

    const toolHistory = `/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/tools/${DEMO_IDS.toolId}/history`;
    for (const [path, list] of [[`${toolHistory}?entry=tbh-99999`, 'Tool binding history entries'], ['/audit?entry=audit-99999', 'Console audit records']]) {
      await page.goto(path);
      const missing = page.getByRole('alert').filter({ hasText: /^Entry (tbh|audit)-99999 is not in this history/ });
      await missing.getByRole('button', { name: 'Dismiss' }).focus({ timeout: 15_000 });
      await page.keyboard.press('Enter');
      await expect(missing).toBeHidden();
      await expect(page.getByRole('region', { name: list })).toBeFocused();
    }
  });

  test('MCP server wizard: every step by Tab, Space and Enter, then register', async ({ page, api }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await waitForSettled(page);
    const step = (name: string) => expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${name}$`) })).toBeVisible();
    await step('Application');
    await tabTo(page, page.getByRole('textbox', { name: 'App id', exact: true }));
    await expect(page.getByRole('textbox', { name: 'App id', exact: true })).toHaveValue(DEMO_IDS.appId);
    await page.keyboard.press('Enter');
    await step('Server');
    await tabTo(page, page.getByLabel('Display name'));
    await page.keyboard.type('Keyboard server');
    await page.keyboard.press('Enter');
    await step('Connection');
    await tabTo(page, page.getByLabel('Catalog id'));
    await page.keyboard.type(DEMO_IDS.catalogId);
    await page.keyboard.press('Enter');
    await step('Authentication');
    await tabTo(page, page.getByRole('radio', { name: 'None' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'None' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await step('Review');
    await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }));
    await page.keyboard.press('Enter');
    // Focus moves to the result's heading, as it moved to each step's; Tab goes on from there.
    await expect(page.getByRole('heading', { level: 2, name: 'Registered Keyboard server' })).toBeFocused();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { serverType: 'MCP_SERVER_TYPE_HOSTED', displayName: 'Keyboard server', hostedConfig: { mcpServerCatalogId: DEMO_IDS.catalogId, none: {} } },
    ]);
  });
});

test.describe('visible focus', () => {
  for (const route of catalogRoutes().filter((entry) => entry.page)) {
    test(`${route.name}: every Tab stop shows its focus`, async ({ page }) => {
      await page.goto(route.href);
      await waitForSettled(page);
      const problems = await invisibleFocusStops(page, 40);
      expect(problems, `focus not visible on: ${problems.join(', ')}`).toEqual([]);
    });
  }
});
