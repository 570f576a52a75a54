// Every route of the URL scheme, with demo data loaded: its document title names the page (WCAG
// 2.4.2), a page with a fixed title shows it as its heading with its route's intro under it, and
// axe finds no serious or critical violation, in light and in dark. One test per route checks them
// all (the console follows the system scheme live), so each page loads once.
import { test, expect } from './fixtures';
import { axeProblems } from './helpers/axe';
import { catalogRoutes, waitForSettled } from './helpers/routes';

test.describe('accessibility (axe), light and dark', () => {
  for (const route of catalogRoutes()) {
    test(`${route.name}: titled "${route.title}", no serious or critical violation`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(route.href);
      await waitForSettled(page);
      await expect(page).toHaveTitle(route.title);
      const intro = route.page?.intro;
      if (intro) {
        await expect(page.getByRole('heading', { level: 1, name: route.page?.title })).toBeVisible();
        await expect(page.getByRole('main').getByText(intro, { exact: true })).toBeVisible();
      }
      const found = await axeProblems(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  // The home page waits for the tenant's description as a skeleton; that state is checked too.
  test('Home while it loads: no serious or critical violation', async ({ page }) => {
    await page.route('**/console/info', () => {}); // never answered: the page stays loading
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Loading pages' })).toBeVisible();
    const found = await axeProblems(page);
    expect(found, found.join('\n')).toEqual([]);
  });

  // Not a catalog page: where a sign-in in a new tab comes back to (the "Sign in again" dialog's).
  test('Signed in (/signed-in): no serious or critical violation', async ({ page }) => {
    await page.goto('/signed-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Signed in — you can close this tab' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Signed in as Ada Lovelace');
    await expect(page).toHaveTitle('Signed in · Tenant Admin Console');
    const found = await axeProblems(page);
    expect(found, found.join('\n')).toEqual([]);
  });
});
