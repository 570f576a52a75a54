// The MCP server wizard's steps, named after what an admin does (e2e/mcp-server-wizard.spec.ts and
// the viewer and session specs drive it).
import { expect, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';

export const WIZARD_URL = 'https://mcp.example.com/mcp';

export async function expectStep(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${name}$`) })).toBeVisible();
}

export async function clickNext(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function fillApplication(page: Page, app: string | 'new') {
  await expectStep(page, 'Application');
  if (app === 'new') await page.getByRole('radio', { name: 'A new managed application' }).check();
  else await page.getByRole('textbox', { name: 'App id', exact: true }).fill(app);
  await clickNext(page);
}

export async function fillServer(page: Page, type: 'Hosted' | 'External', displayName: string) {
  await expectStep(page, 'Server');
  await page.getByText(type, { exact: true }).click();
  await expect(page.getByRole('radio', { name: type })).toBeChecked();
  await page.getByLabel('Display name').fill(displayName);
  await clickNext(page);
}

export async function fillConnection(page: Page, type: 'Hosted' | 'External', options: { perUser?: boolean } = {}) {
  await expectStep(page, 'Connection');
  if (type === 'Hosted') await page.getByLabel('Catalog id').fill(DEMO_IDS.catalogId);
  else await page.getByLabel('Server URL').fill(WIZARD_URL);
  if (options.perUser) await page.getByRole('radio', { name: 'Per user' }).check();
  await clickNext(page);
}

/** An EXTERNAL server without authentication under the demo's second app, filled up to the review step. */
export async function fillToReview(page: Page, displayName: string) {
  await fillApplication(page, DEMO_IDS.secondAppId);
  await fillServer(page, 'External', displayName);
  await fillConnection(page, 'External');
  await page.getByRole('radio', { name: 'None' }).check();
  await clickNext(page);
  await expectStep(page, 'Review');
}
