// Keyboard helpers: Tab / Shift+Tab through a page, checking at every stop that the focused
// element shows it (its outline, shadow, border, background or text changes with focus).
import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusStop {
  description: string;
  visible: boolean;
  /** document.body has focus (the Tab order left the page). */
  none: boolean;
}

/** Describes the focused element and whether its focus is visible. */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return { description: 'body', visible: false, none: true };
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const name = (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '';
    const description = `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${label || name}"`;
    // A composite input (pills, combobox) shows focus on its wrapper (:focus-within), a visually
    // hidden radio (segmented control) on its label: look at the element, a few ancestors, its
    // labels and its next sibling.
    const chain: Element[] = [];
    for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement) chain.push(node);
    const companions: Element[] = [];
    if ('labels' in element && element.labels) companions.push(...Array.from(element.labels as NodeListOf<HTMLLabelElement>));
    if (element.nextElementSibling) companions.push(element.nextElementSibling);
    chain.push(...companions);
    const styleKey = () =>
      chain
        .map((node, index) => {
          const style = getComputedStyle(node);
          const own = index === 0 ? [style.backgroundColor, style.textDecorationLine, style.color] : [];
          return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderTopColor, style.borderBottomColor, ...own].join('|');
        })
        .join('/');
    // Drawn somewhere: the element itself, or (for a visually hidden input) its label.
    const drawn = [element, ...companions].some((node) => {
      const box = node.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // A ring cut off by a scrolling or clipping ancestor shows only some of its sides.
    let clippedBy = '';
    if (outline) {
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const box = element.getBoundingClientRect();
      for (let node = element.parentElement; node && !clippedBy; node = node.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(node);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = node.getBoundingClientRect();
        const left = clip.left + node.clientLeft;
        const right = left + node.clientWidth;
        if (box.left - reach < left - 0.5 || box.right + reach > right + 0.5) clippedBy = `${node.tagName.toLowerCase()}.${node.className}`;
      }
    }
    // Without transitions, the styles after blur are the final ones (Mantine fades input borders).
    const noTransitions = document.createElement('style');
    noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(noTransitions);
    const focused = styleKey();
    element.blur();
    const blurred = styleKey();
    element.focus({ focusVisible: true } as FocusOptions);
    noTransitions.remove();
    return { description: clippedBy ? `${description} (its ring clipped at the sides by ${clippedBy})` : description, visible: drawn && !clippedBy && (outline || focused !== blurred), none: false };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way must show its focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (!stop.none) expect(stop.visible, `focus not visible on ${stop.description}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** Tabs through up to `max` stops from the top of the page; returns the stops whose focus is not visible. */
export async function invisibleFocusStops(page: Page, max = 30): Promise<string[]> {
  const problems: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.none) break;
    if (!stop.visible) problems.push(stop.description);
  }
  return problems;
}
