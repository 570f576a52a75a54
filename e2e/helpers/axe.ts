import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Current axe-core, evaluated in the page as @axe-core/playwright does (its 4.14 wants Node 22):
// `page.evaluate` runs it whatever the page's Content-Security-Policy says.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe with every default rule, on the page or on the elements `within` selects. */
async function runAxe(page: Page, within?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (selector) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(selector === null ? document : { include: [selector] }, { resultTypes: ['violations'] }),
    within ?? null,
  );
}

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

async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const results = await runAxe(page, within);
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

async function inBothSchemes(page: Page, within?: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await finishTransitions(page);
    found.push(...(await seriousViolations(page, within)).map((line) => `[${scheme}] ${line}`));
  }
  return found;
}

/**
 * The same check on a page the server renders itself (server/auth/html-page.ts: sign-in failed,
 * the demo provider's pages): no Mantine and no scheme attribute, only `prefers-color-scheme`.
 */
export async function serverPageAxeProblems(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    found.push(...(await seriousViolations(page)).map((line) => `[${scheme}] ${line}`));
  }
  return found;
}

/** Serious or critical axe violations in the page's current state, in light and in dark. */
export async function axeProblems(page: Page): Promise<string[]> {
  // A toast closing while axe reads the page would be read half-faded: let toasts close first
  // (toastAxeProblems checks one while it is held open).
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0, { timeout: 15_000 });
  return inBothSchemes(page);
}

/** The same check on the one toast shown, held open by the pointer resting on it. */
export async function toastAxeProblems(page: Page): Promise<string[]> {
  // A toast is the alert with a "Close notification" button (src/components/notify.ts).
  const toast = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Close notification' }) });
  await expect(toast).toHaveCount(1);
  await toast.hover(); // Mantine pauses a toast's auto-close while it is hovered
  const found = await inBothSchemes(page, '[role="alert"]:has(button[aria-label="Close notification"])');
  await expect(toast).toBeVisible(); // it was read open, not while closing
  return found;
}
