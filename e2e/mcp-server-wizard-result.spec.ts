// The wizard's result says what was sent: a server registered without authentication was sent no
// secret, so its result does not speak of secrets sent once (its Credentials section says None).
import { test, expect } from './fixtures';
import { fillToReview } from './helpers/wizard';

test('a server registered without authentication is not told its secrets were sent; it is pointed to where credentials can be added', async ({ page }) => {
  await page.goto('/mcp-servers/new');
  await fillToReview(page, 'No-auth result');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registered No-auth result' })).toBeVisible();
  await expect(page.getByText('None: the service calls this server without credentials.')).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'credentials setup page' });
  await expect(note).toHaveText('Add credentials later on the credentials setup page (link below).');
  await expect(page.getByText('Secrets were sent once')).toHaveCount(0);
});
