// The document title names the page (WCAG 2.4.2) after moving there by link. On arrival, every
// route's title is checked by e2e/a11y.spec.ts, which loads each route of the catalog anyway.
import { test, expect } from './fixtures';

test('the document title follows navigation by link', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home · Tenant Admin Console');
  const nav = page.getByRole('navigation', { name: 'Console pages' });
  await nav.getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveTitle('Contacts · Tenant Admin Console');
  await nav.getByRole('link', { name: 'SSO application' }).click();
  await expect(page).toHaveTitle('Open SSO application · Tenant Admin Console');
});
