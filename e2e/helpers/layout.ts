// Layout checks by what a person sees: where text is drawn (a Range over an element's contents,
// so text its element clips still counts) against the box that should hold it.
import { expect, type Locator } from '@playwright/test';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The element's border box, in viewport pixels. */
export function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
}

/** The element's content box (its border box less border and padding): where it draws, or clips, its contents. */
export function innerBoxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const px = (property: string) => parseFloat(style.getPropertyValue(property)) || 0;
    return {
      left: left + px('border-left-width') + px('padding-left'),
      top: top + px('border-top-width') + px('padding-top'),
      right: right - px('border-right-width') - px('padding-right'),
      bottom: bottom - px('border-bottom-width') - px('padding-bottom'),
    };
  });
}

/** Where the element's contents are drawn: text included, however far it runs past the element. */
export function contentBoxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, top, right, bottom } = range.getBoundingClientRect();
    return { left, top, right, bottom };
  });
}

/** Asserts that `inner` lies within `outer` (half a pixel of rounding allowed). */
export function assertWithin(inner: Box, outer: Box, what: string) {
  const slack = 0.5;
  expect(inner.left, `${what}: left edge`).toBeGreaterThanOrEqual(outer.left - slack);
  expect(inner.right, `${what}: right edge`).toBeLessThanOrEqual(outer.right + slack);
  expect(inner.top, `${what}: top edge`).toBeGreaterThanOrEqual(outer.top - slack);
  expect(inner.bottom, `${what}: bottom edge`).toBeLessThanOrEqual(outer.bottom + slack);
}

/** Asserts that the text of each cell of `row` is drawn inside that cell. */
export async function assertCellsHoldTheirText(row: Locator, what: string) {
  const cells = await row.getByRole('cell').all();
  expect(cells.length, `${what}: cells`).toBeGreaterThan(0);
  for (const [index, cell] of cells.entries()) assertWithin(await contentBoxOf(cell), await boxOf(cell), `${what}, cell ${index + 1}`);
}

/** The words of the element's text that are drawn on more than one line (broken mid-word). */
export function wordsBrokenAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** The element's text as drawn, one string per line (characters grouped by the top of their line box). */
export function textLinesOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = [...range.getClientRects()].find((box) => box.width > 0);
        if (!rect) continue;
        const top = Math.round(rect.top);
        lines.set(top, (lines.get(top) ?? '') + text[index]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });
}
