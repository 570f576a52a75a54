// axe on every route of the URL scheme, with demo data loaded, in light and in dark: no serious
// or critical violation. One test per route checks both schemes (the console follows the system
// scheme live), so each page loads once.
import { test, expect } from './fixtures';
import { axeProblems } from './helpers/axe';
import { catalogRoutes, waitForSettled } from './helpers/routes';

test.describe('accessibility (axe), light and dark', () => {
  for (const route of catalogRoutes()) {
    test(`${route.name}: no serious or critical violation`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(route.href);
      await waitForSettled(page);
      const found = await axeProblems(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
