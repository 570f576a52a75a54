// The wizard's result says what was sent: a server registered without authentication was sent no
// secret, so its result does not speak of secrets sent once (its Credentials section says None);
// a choice left unset, and the description, read as the review step said them.
import type { Locator } from '@playwright/test';
import { test, expect, DEMO_IDS } from './fixtures';
import { textLinesOf } from './helpers/layout';
import { clickNext, expectStep, fillApplication, fillConnection, fillServer, fillToReview } from './helpers/wizard';

test('a server registered without authentication is not told its secrets were sent; it is pointed to where credentials can be added', async ({ page }) => {
  await page.goto('/mcp-servers/new');
  await fillToReview(page, 'No-auth result');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registered No-auth result' })).toBeVisible();
  await expect(page.getByText('None: the service calls this server without credentials.')).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'credentials setup page' });
  await expect(note).toHaveText('Add credentials later on the credentials setup page (link below).');
  await expect(page.getByText('Secrets were sent once')).toHaveCount(0);
});

test('a choice left unset reads on the result as the review said it, not as the wire\'s "unspecified"', async ({ page }) => {
  const value = (label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
  await page.goto('/mcp-servers/new');
  await fillToReview(page, 'Unset choices');
  await expect(value('Data sensitivity')).toHaveText('Not set');
  await expect(value('Tool approval')).toHaveText('Tenant default');
  await expect(value('Description')).toHaveText('Not set');
  // Every table is named, so a screen reader's list of tables says which is which.
  await expect(page.getByRole('table', { name: 'Registration summary' }).getByRole('rowheader', { name: 'Data sensitivity' })).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registered Unset choices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Server' }).getByRole('rowheader', { name: 'Data sensitivity' })).toBeVisible();
  for (const table of await page.getByRole('main').getByRole('table').all()) await expect(table).toHaveAccessibleName(/\S/);
  // A description left empty: the review's words, not the record views' dash.
  await expect(value('Description')).toHaveText('Not set');
  // The same words, lower-cased as the result's badges are; the wire value stays in the title.
  await expect(value('Data sensitivity')).toHaveText('not set');
  await expect(value('Data sensitivity').getByTitle('MCP_SERVER_DATA_SENSITIVITY_UNSPECIFIED')).toBeVisible();
  await expect(value('Tool approval')).toHaveText('tenant default');
  await expect(page.getByText('unspecified', { exact: true })).toHaveCount(0);
});

test('a description of several lines keeps its lines on the result, as on the review', async ({ page }) => {
  const value = (label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
  await page.goto('/mcp-servers/new');
  await fillApplication(page, DEMO_IDS.secondAppId);
  await expectStep(page, 'Server');
  await page.getByText('External', { exact: true }).click();
  await page.getByLabel('Display name').fill('Two-line description');
  await page.getByLabel('Description').fill('  Reads the CRM.\nWrites nothing.  ');
  await clickNext(page);
  await fillConnection(page, 'External');
  await page.getByRole('radio', { name: 'None' }).check();
  await clickNext(page);
  await expectStep(page, 'Review');
  await expect.poll(() => value('Description').innerText()).toBe('Reads the CRM.\nWrites nothing.');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registered Two-line description' })).toBeVisible();
  await expect.poll(() => value('Description').innerText()).toBe('Reads the CRM.\nWrites nothing.');
});

test('at phone width a long server URL wraps at its dots and slashes, on the review and on the result', async ({ page }) => {
  const value = (label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
  // Each line after the first starts at one of the URL's joints (soft-breaks.tsx, URL_BREAKS) or
  // after a hyphen, where text may break anyway; never mid-word.
  const midWordBreaks = async (cell: Locator) => {
    const lines = await textLinesOf(cell);
    return lines.slice(1).filter((line, index) => !/^[./?#]/.test(line) && !/(\/\/|-)$/.test(lines[index]!));
  };
  const url = 'https://mcp.connectors.example.com/v1/tenants/acme-production/mcp';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mcp-servers/new');
  await fillApplication(page, DEMO_IDS.secondAppId);
  await fillServer(page, 'External', 'Long URL');
  await expectStep(page, 'Connection');
  await page.getByLabel('Server URL').fill(url);
  await clickNext(page);
  await page.getByRole('radio', { name: 'None' }).check();
  await clickNext(page);
  await expectStep(page, 'Review');
  await expect(value('URL')).toHaveText(url);
  expect((await textLinesOf(value('URL'))).length).toBeGreaterThan(1);
  expect(await midWordBreaks(value('URL'))).toEqual([]);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registered Long URL' })).toBeVisible();
  await expect(value('Endpoint URL')).toHaveText(url);
  expect((await textLinesOf(value('Endpoint URL'))).length).toBeGreaterThan(1);
  expect(await midWordBreaks(value('Endpoint URL'))).toEqual([]);
});
