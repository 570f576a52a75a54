// What a person sees of a virtualized timeline: its entries on screen, measured by their boxes.
import { expect, type Locator, type Page } from '@playwright/test';

export interface OnScreen {
  /** Entries at least partly in the window below the sticky header. */
  shown: number;
  /** The share (0 to 1) of that part of the window the entries' cards cover. */
  coverage: number;
}

/**
 * How many of `list`'s entries show in the window below the page's banner, and how much of it they
 * fill. Measured in one go inside the page: the virtualized list mounts and unmounts entries as it
 * scrolls, so boxes asked for one locator at a time could name an entry that has just gone.
 */
export async function entriesOnScreen(page: Page, list: Locator): Promise<OnScreen> {
  const bottom = page.viewportSize()?.height ?? 0;
  const banner = await page.getByRole('banner').boundingBox();
  const top = banner ? banner.y + banner.height : 0;
  const visibleHeights = await list.evaluate(
    (element, window) =>
      [...element.querySelectorAll('article, [role="article"]')]
        .map((article) => article.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => Math.min(box.bottom, window.bottom) - Math.max(box.top, window.top))
        .filter((visible) => visible > 0),
    { top, bottom },
  );
  const covered = visibleHeights.reduce((sum, visible) => sum + visible, 0);
  return { shown: visibleHeights.length, coverage: bottom > top ? covered / (bottom - top) : 0 };
}

/**
 * The list scrolls with the page, at any width: a wheel over it moves the window, and scrolled past
 * the page's controls its entries fill the window below the banner, at least `minShown` of them
 * (an inner scroll box showed one and a half, on a phone and at 1366 × 768 alike). The page is the
 * only thing that scrolls vertically.
 */
export async function assertTimelineFillsScreen(page: Page, list: Locator, minShown = 2) {
  await expect(list.getByRole('article').first()).toBeVisible();
  const box = await list.boundingBox();
  const viewport = page.viewportSize();
  // A wheel over the list, as a thumb's swipe or a mouse's: it moves the page, not a box inside it.
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (viewport?.height ?? 0) - 100);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the page scrolls over the list' }).toBeGreaterThan(2000);
  await expect.poll(async () => (await entriesOnScreen(page, list)).coverage, { message: 'entries fill the window below the banner' }).toBeGreaterThan(0.75);
  expect((await entriesOnScreen(page, list)).shown).toBeGreaterThanOrEqual(minShown);
  expect(await verticalScrollers(page), 'what scrolls vertically').toEqual(['the page']);
}

/** Everything on the page that scrolls vertically now (holds more than it shows, overflow auto or scroll), by role and name. */
export function verticalScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement;
    return [...document.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        if (element === root) return root.scrollHeight > root.clientHeight;
        return element.scrollHeight > element.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(element).overflowY) && element.checkVisibility();
      })
      .map((element) => (element === root ? 'the page' : `${element.getAttribute('role') ?? element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? ''}`.trim()));
  });
}

/** Scrolls the page, and with it the timeline, to its end: the list mounts its last rows and asks for the next page. */
export async function scrollPageToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
}

/** Scrolls the page to its end until `end` shows, with at most 150 of the list's rows in the DOM at any time. */
export async function scrollPageToEnd(page: Page, list: Locator, end: Locator) {
  let maxRows = 0;
  await expect
    .poll(async () => {
      await scrollPageToBottom(page);
      maxRows = Math.max(maxRows, await list.getByRole('article').count());
      return end.isVisible();
    })
    .toBe(true);
  expect(maxRows).toBeGreaterThan(0);
  expect(maxRows).toBeLessThanOrEqual(150);
}

/** The rounded top edges of `boxes` (inputs, labels, buttons), for checking that a filter row lines up. */
export async function tops(boxes: Locator[]): Promise<number[]> {
  return Promise.all(boxes.map(async (box) => Math.round((await box.boundingBox())?.y ?? -1)));
}
