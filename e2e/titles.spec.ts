// Every route of the catalog names its page in the document title (WCAG 2.4.2), on arrival and
// after moving there by link.
import { test, expect } from './fixtures';
import { catalogRoutes } from './helpers/routes';

test.describe('document titles', () => {
  for (const route of catalogRoutes()) {
    test(`${route.name}: "${route.title}"`, async ({ page }) => {
      await page.goto(route.href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveTitle(route.title);
    });
  }

  test('the title follows navigation by link', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Tenant Admin Console');
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await nav.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveTitle('Contacts · Tenant Admin Console');
    await nav.getByRole('link', { name: 'SSO application' }).click();
    await expect(page).toHaveTitle('Open SSO application · Tenant Admin Console');
  });
});
