import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Serious or critical axe violations in the page's current state, in light and in dark. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Toasts belong to the shell (their description colour is the theme's): let them close first.
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0, { timeout: 15_000 });
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') found.push(`[${scheme}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  return found;
}
