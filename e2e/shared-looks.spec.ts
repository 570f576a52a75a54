// One look for the same thing across pages, and in both colour schemes.
import { test, expect, DEMO_IDS, type Locator, type Page } from './fixtures';

const AUTHZEN = `/apps/${DEMO_IDS.appId}/authzen-servers`;
const TOOL_HISTORY = `/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/tools/${DEMO_IDS.toolId}/history`;

/**
 * The relative luminance (WCAG) of the colour drawn behind the element: its background and its
 * ancestors' composited, down to the first opaque one (Mantine's light variants are translucent).
 */
function shownLuminance(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      if (a > 0) layers.unshift([r, g, b, a]);
      if (a === 1) break;
    }
    const [r, g, b] = layers.reduce((below, [lr = 0, lg = 0, lb = 0, la = 1]) => [lr * la + (below[0] ?? 0) * (1 - la), lg * la + (below[1] ?? 0) * (1 - la), lb * la + (below[2] ?? 0) * (1 - la)], [255, 255, 255]);
    const linear = (value: number) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

async function toDark(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

test.describe('shared looks', () => {
  test('"Load all" is the same secondary button on the AuthZEN servers and on a history', async ({ page }) => {
    const variants: Record<string, string | null> = {};
    await page.goto(AUTHZEN);
    variants.authzen = await page.getByRole('button', { name: 'Load all' }).getAttribute('data-variant');
    // The secondary action beside it, after a Load all ("Back to pages"), has the same look.
    await page.getByRole('button', { name: 'Load all' }).click();
    variants.backToPages = await page.getByRole('button', { name: 'Back to pages' }).getAttribute('data-variant');
    await page.goto(TOOL_HISTORY);
    variants.history = await page.getByRole('button', { name: 'Load all' }).getAttribute('data-variant');
    variants.export = await page.getByRole('button', { name: 'Export JSON' }).getAttribute('data-variant');
    expect(variants).toEqual({ authzen: 'default', backToPages: 'default', history: 'default', export: 'default' });
  });

  test('in dark, a gray badge is a tint as light as a coloured one, not a dark block', async ({ page }) => {
    await page.goto(AUTHZEN);
    const row = page.getByRole('table', { name: 'AuthZEN servers' }).getByRole('row').nth(1);
    const grey = row.getByText('unspecified', { exact: true }); // the mode: an EnumBadge, gray light
    const coloured = row.getByLabel(/^Token scopes of /).getByText('evaluate', { exact: true });
    await expect(grey).toBeVisible();
    await toDark(page);
    const [greyL, colouredL, rowL] = [await shownLuminance(grey), await shownLuminance(coloured), await shownLuminance(row.getByRole('cell').first())];
    const shown = `gray ${greyL.toFixed(4)}, coloured ${colouredL.toFixed(4)}, its row ${rowL.toFixed(4)}`;
    expect(greyL, `lighter than the row it sits on (${shown})`).toBeGreaterThan(rowL);
    // As light as each other: their WCAG contrast ratio near 1 (it was 1.43, the gray one darker).
    const ratio = (Math.max(greyL, colouredL) + 0.05) / (Math.min(greyL, colouredL) + 0.05);
    expect(ratio, `the gray and the coloured badge's contrast ratio (${shown})`).toBeLessThan(1.25);

    // A timeline row's EnumTag (the actor's kind) draws the same tint on its card.
    await page.goto(TOOL_HISTORY);
    const entry = page.getByRole('region', { name: 'Tool binding history entries' }).getByRole('article').first();
    const tag = entry.getByText('user', { exact: true });
    await expect(tag).toBeVisible();
    const [tagL, cardL] = [await shownLuminance(tag), await shownLuminance(entry)];
    expect(tagL, `the actor kind tag (${tagL.toFixed(4)}) lighter than its card (${cardL.toFixed(4)})`).toBeGreaterThan(cardL);
  });
});
