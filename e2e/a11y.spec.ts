// axe on every route of the URL scheme, with demo data loaded, in light and in dark: no serious
// or critical violation. One test per route checks both schemes (the console follows the system
// scheme live), so each page loads once.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';
import { catalogRoutes, waitForSettled } from './helpers/routes';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n    ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n    ')}`,
    );
}

test.describe('accessibility (axe), light and dark', () => {
  for (const route of catalogRoutes()) {
    test(`${route.name}: no serious or critical violation`, async ({ page, api: _api }) => {
      test.setTimeout(90_000); // axe runs twice on a full page; slow on a busy 2-core machine
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(route.href);
      await waitForSettled(page);
      const found: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        found.push(...(await seriousViolations(page)).map((line) => `[${scheme}] ${line}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
