// Signing in through the demo tenant's embedded OpenID provider, as a person does: the console
// sends the browser to the provider's page, the person clicks their button, the console comes back.
import { expect, type Page } from '@playwright/test';
import { userMenuButton } from './user-menu';

export const ADA = 'Sign in as Ada Lovelace (admin)';
export const GRACE = 'Sign in as Grace Hopper (viewer)';

/** The person a provider button signs in, as the console's header names them ("Ada Lovelace"). */
const personOf = (button: string) => button.replace(/^Sign in as /, '').replace(/ \(.*\)$/, '');

/** The demo provider's sign-in page, shown. */
export async function expectProviderSignInPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Tenant Admin Console' })).toBeVisible();
}

/** Signs in as the person of `button` and waits for the console at `returnTo` with them in the header. */
export async function signIn(page: Page, button: string, returnTo = '/'): Promise<void> {
  // The frame's goto: the fixture's page.goto waits for the console, and this is the provider's page.
  await page.mainFrame().goto(`/console/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await expectProviderSignInPage(page);
  await page.getByRole('button', { name: button }).click();
  await expect(userMenuButton(page, personOf(button))).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(returnTo);
}
