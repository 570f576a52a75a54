import type { Locator, Page } from '@playwright/test';

/** The colour an element is drawn in: for a Mantine alert, its hue (the alert's and its title's colour). */
export function colourOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).color);
}

/** The colour of a dot badge's dot (Mantine draws it as the badge's ::before). */
export function dotColourOf(badgeLabel: Locator): Promise<string> {
  return badgeLabel.evaluate((node) => getComputedStyle(node.closest('.mantine-Badge-root') ?? node, '::before').backgroundColor);
}

/** A Mantine colour variable (e.g. `--mantine-color-red-light-color`) as the page's current scheme resolves it. */
export function resolvedColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}
