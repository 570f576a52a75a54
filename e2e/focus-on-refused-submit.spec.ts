// A submit refused by the form's own rules brings the keyboard to the field that broke them, as a
// text field's error does: an admin who pressed Save or Next (with the keyboard or a screen reader)
// lands where the fix goes, not on the button that refused.
import { test, expect } from './fixtures';
import { paste } from './helpers/paste';

test('contacts: Save refused for an invalid address focuses the list that holds it', async ({ page, api }) => {
  await page.goto('/settings/contacts');
  await paste(page, 'Billing e-mail addresses', 'ap@acme.example, bad-at-example');
  await page.getByRole('button', { name: 'Save changed lists' }).click();
  await expect(page.getByText('Correct or remove: bad-at-example')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Billing e-mail addresses', exact: true })).toBeFocused();
  expect(api.requests.filter((request) => request.path === '/api/v1/settings/contacts')).toEqual([]);
});
