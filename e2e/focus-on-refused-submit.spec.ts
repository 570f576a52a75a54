// A submit refused by the form's own rules brings the keyboard to the field that broke them, as a
// text field's error does: an admin who pressed Save or Next (with the keyboard or a screen reader)
// lands where the fix goes, not on the button that refused.
import { test, expect, DEMO_IDS } from './fixtures';
import { paste } from './helpers/paste';
import { clickNext, expectStep, fillApplication, fillConnection, fillServer } from './helpers/wizard';

test('contacts: Save refused for an invalid address focuses the list that holds it', async ({ page, api }) => {
  await page.goto('/settings/contacts');
  await paste(page, 'Billing e-mail addresses', 'ap@acme.example, bad-at-example');
  await page.getByRole('button', { name: 'Save changed lists' }).click();
  await expect(page.getByText('Correct or remove: bad-at-example')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Billing e-mail addresses', exact: true })).toBeFocused();
  expect(api.requests.filter((request) => request.path === '/api/v1/settings/contacts')).toEqual([]);
});

test('wizard: Next refused for an unchosen authentication method focuses its radio group', async ({ page }) => {
  await page.goto('/mcp-servers/new');
  await fillApplication(page, DEMO_IDS.secondAppId);
  await fillServer(page, 'External', 'Focus check');
  await fillConnection(page, 'External');
  await expectStep(page, 'Authentication');
  await clickNext(page);
  await expect(page.getByText('Choose how the service authenticates to the MCP server')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'None' })).toBeFocused();
});
