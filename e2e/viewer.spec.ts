// A viewer reads every page and may fill in forms, but sends nothing: every button that would
// change the tenant is disabled with the reason, which stays reachable by keyboard (focus shows it
// as a tooltip, and it is the button's description), and the wizard says viewers cannot register.
import { test, expect, DEMO_IDS, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { axeProblems } from './helpers/axe';
import { fillToReview } from './helpers/wizard';

const REASON = 'Viewers cannot change the tenant';
const NOTICE = 'Read-only: viewers cannot change the tenant';

/** The read-only notice under a changing page's heading (a Mantine Alert: role alert, titled). */
const readOnlyNotice = (page: Page) => page.getByRole('note').filter({ hasText: NOTICE });

interface ChangePage {
  name: string;
  href: string;
  heading: string;
  buttons: string[];
}

const CHANGE_PAGES: ChangePage[] = [
  { name: 'contacts', href: '/settings/contacts', heading: 'Contacts', buttons: ['Save changed lists', 'Replace all contacts…'] },
  { name: 'auth config', href: `/settings/auth-configs/${DEMO_IDS.authConfigId}`, heading: 'Auth provider config', buttons: ['Save auth config'] },
  { name: 'app owners', href: `/apps/${DEMO_IDS.appId}/owners?userIds=user-1`, heading: 'App owners', buttons: ['Set owners…', 'Remove owners…'] },
  { name: 'access profiles', href: `/apps/${DEMO_IDS.appId}/xaa/access-profiles?entitlementId=${DEMO_IDS.entitlementId}`, heading: 'Access profiles', buttons: ['Delete access profile…'] },
  { name: 'user attribute mappings', href: `/user-attribute-mappings?id=${DEMO_IDS.userAttributeMappingId}`, heading: 'User attribute mappings', buttons: ['Delete mapping…'] },
  { name: 'service principal credentials', href: `/service-principals/${DEMO_IDS.servicePrincipalId}/credentials?id=${DEMO_IDS.credentialId}`, heading: 'Service principal credentials', buttons: ['Revoke credential…'] },
  { name: 'personal clients', href: `/iam/personal-clients?id=${DEMO_IDS.personalClientId}`, heading: 'Personal clients', buttons: ['Delete personal client…'] },
];

const changesSent = (api: { requests: { method: string }[] }) => api.requests.filter((request) => !['GET', 'HEAD'].includes(request.method));

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 25) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The button is shown disabled, keeps focus, says why, and pressing it does nothing. */
async function expectRefusedWithReason(page: Page, button: Locator) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(REASON);
  await button.focus();
  await expect(button).toBeFocused();
  await expect(page.getByRole('tooltip', { name: REASON })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  // Playwright waits for an aria-disabled button to be enabled: a person's click goes through anyway.
  await button.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await button.blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

test.describe('a viewer', () => {
  test.use({ signedInAs: 'viewer' });

  for (const changePage of CHANGE_PAGES) {
    test(`${changePage.name}: reads the page; every change is refused with the reason, reachable by keyboard`, async ({ page, api }) => {
      await page.goto(changePage.href);
      await expect(page.getByRole('heading', { level: 1, name: changePage.heading })).toBeVisible();
      await expect(readOnlyNotice(page)).toBeVisible();
      await expect(readOnlyNotice(page)).toContainText('ask an admin for admin access');
      for (const name of changePage.buttons) await expectRefusedWithReason(page, page.getByRole('button', { name, exact: true }));
      expect(changesSent(api)).toEqual([]);
    });
  }

  test('the read-only notice is on screen at 390 px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/apps/${DEMO_IDS.appId}/owners?userIds=user-1`);
    await expect(page.getByRole('heading', { level: 1, name: 'App owners' })).toBeVisible();
    const notice = readOnlyNotice(page);
    await expect(notice).toBeInViewport();
    const box = await notice.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `notice at ${JSON.stringify(box)} fits 390 px`).toBe(true);
  });

  test('contacts: the form stays fillable, Tab reaches Save and shows why it is refused, and nothing is sent (axe, light and dark)', async ({ page, api }) => {
    await page.goto('/settings/contacts');
    const field = page.getByRole('textbox', { name: 'Operations e-mail addresses' });
    await field.fill('ops@acme.example');
    await field.press('Enter');
    await expect(page.getByText('Save will send: Operations e-mail addresses (updateMask operationsEmails).')).toBeVisible();
    const save = page.getByRole('button', { name: 'Save changed lists' });
    await tabTo(page, save);
    await expect(page.getByRole('tooltip', { name: REASON })).toBeVisible();
    const problems = await axeProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove ops@acme.example' })).toBeVisible();
    expect(changesSent(api)).toEqual([]);
  });

  test('the wizard can be filled in, and its review says viewers cannot register servers instead of offering Register', async ({ page, api }) => {
    await page.goto('/mcp-servers/new');
    // Said before the first step, not only at the end.
    await expect(page.getByRole('heading', { level: 2, name: /: Application$/ })).toBeVisible();
    await expect(page.getByText('You can fill in every step and copy the request from the review step; only an admin can register it.')).toBeVisible();
    // The wizard's own notice, not a second, generic one.
    await expect(readOnlyNotice(page)).toHaveCount(0);
    await fillToReview(page, 'Prepared by a viewer');
    await expect(page.getByText('Viewers cannot register servers', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Register/ })).toHaveCount(0);
    // Enter in a field submits the step's form: on the review step, for a viewer, that sends nothing.
    await page.getByRole('heading', { level: 2, name: /: Review$/ }).evaluate((heading) => heading.closest('form')?.requestSubmit());
    await expect(page.getByText('Viewers cannot register servers', { exact: true }).last()).toBeVisible();
    expect(changesSent(api)).toEqual([]);
  });

  test('an unknown role is shown as it came and allowed to read only', async ({ page, session }) => {
    session.meAnswer = { status: 200, json: { sub: 'kim', email: 'kim@acme.example', name: 'Kim Auditor', role: 'auditor', mode: 'oidc' } };
    await page.goto('/settings/contacts');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kim Auditor auditor' })).toBeVisible();
    await expectRefusedWithReason(page, page.getByRole('button', { name: 'Save changed lists' }));
  });
});

test.describe('an admin', () => {
  test.use({ signedInAs: 'admin' });

  for (const changePage of CHANGE_PAGES.slice(0, 2)) {
    test(`${changePage.name}: sees no read-only notice`, async ({ page }) => {
      await page.goto(changePage.href);
      await expect(page.getByRole('button', { name: changePage.buttons[0], exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
      await expect(page.getByText(NOTICE)).toHaveCount(0);
    });
  }
});
