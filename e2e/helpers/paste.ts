import type { Page } from '@playwright/test';

/** A real paste event into the field labelled `label` (newlines survive, unlike `fill` on a single-line input). */
export async function paste(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
