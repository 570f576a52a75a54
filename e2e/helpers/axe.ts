import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and CSS transitions to end. A colour-scheme switch
 * starts colour transitions (Mantine's SegmentedControl labels take 200 ms), and axe reading
 * colours halfway through reports contrast between the old foreground and the new background.
 * Endless animations (loaders) are left running.
 */
export async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations() // also flushes style, so transitions just triggered are included
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)), // a cancelled one rejects
    ),
  );
}

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

/** Serious or critical axe violations in the page's current state, in light and in dark. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Toasts belong to the shell (their description colour is the theme's): let them close first.
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0, { timeout: 15_000 });
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await finishTransitions(page);
    found.push(...(await seriousViolations(page)).map((line) => `[${scheme}] ${line}`));
  }
  return found;
}
