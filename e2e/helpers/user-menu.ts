// The header's signed-in person (src/pages/shell/user-menu.tsx), as an admin finds it: a button
// named by the person and their role, opening a panel with e-mail, role and "Sign out".
import type { Locator, Page } from '@playwright/test';

/** The header button of the person called `name` (e.g. "Ada Lovelace"), whatever their role. */
export const userMenuButton = (page: Page, name: string): Locator => page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}\\b`) });

/** The open panel. */
export const userMenuPanel = (page: Page): Locator => page.getByRole('group', { name: 'Signed in' });

/** Opens the person's panel and returns it. */
export async function openUserMenu(page: Page, name: string): Promise<Locator> {
  await userMenuButton(page, name).click();
  return userMenuPanel(page);
}
