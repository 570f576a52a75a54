// A value in a field table reads at the table's size, whatever draws it: a Yes/No, a link, a
// dimmed "Not deleted" or a duration as it came are not set in the page's larger body text.
import { test, expect, DEMO_IDS, type Page } from './fixtures';

const fontSizeOf = (page: Page, row: RegExp, text: string) =>
  page.getByRole('row', { name: row }).getByRole('cell').getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).fontSize);

test('the SAML settings: a Yes or No and an ACS URL are the size of the values around it', async ({ page }) => {
  await page.goto(`/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
  const around = await page.getByRole('row', { name: /^Assertion lifetime/ }).getByRole('cell').evaluate((cell) => getComputedStyle(cell).fontSize);
  expect(await fontSizeOf(page, /^Sign assertions/, 'Yes')).toBe(around);
  expect(await fontSizeOf(page, /^Sign responses/, 'No')).toBe(around);
  const acsLink = page.getByRole('row', { name: /^ACS URLs/ }).getByRole('link').first();
  expect(await acsLink.evaluate((element) => getComputedStyle(element).fontSize)).toBe(around);
});

test('a connector owner\'s profile: "Not deleted" is the size of the values around it', async ({ page }) => {
  await page.goto(`/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/owners/${DEMO_IDS.roleSlug}/${DEMO_IDS.ownerUserId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  const around = await page.getByRole('row', { name: /^Department/ }).getByRole('cell').evaluate((cell) => getComputedStyle(cell).fontSize);
  expect(await fontSizeOf(page, /^Deleted/, 'Not deleted')).toBe(around);
});
