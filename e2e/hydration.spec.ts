// A prerendered page was drawn at build time, where the browser's storage does not exist. React
// hydrates that HTML: if the browser's first render differed from it (a value read from storage,
// say), React would throw the page away (error #418, which the fixture fails on) and draw it again.
// So every prerendered page is opened here with everything the console keeps in storage filled
// in, and must hydrate cleanly, then show the stored values.
import { test, expect } from './fixtures';
import { catalogRoutes } from './helpers/routes';

// The storage entries the pages read (src/forms/last-saved-store.ts, src/pages/mcp-server-wizard/wizard-storage.ts).
const STORED = {
  local: {
    'tenant-admin-console:last-saved:contacts': JSON.stringify({
      savedAt: '2026-03-04T10:15:00Z',
      value: { securityEmails: ['stored@acme.example'], billingEmails: [], operationsEmails: [], createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-04T10:15:00Z' },
    }),
    'mcp-server-wizard.recent-app-ids': JSON.stringify(['app-recently-used']),
  },
  session: {
    'mcp-server-wizard.draft': JSON.stringify({ values: { appId: 'app-from-the-draft' }, step: 0 }),
    'mcp-server-wizard.result': JSON.stringify({ mcpServer: { connectorId: 'conn-from-storage', displayName: 'Stored server' } }),
  },
};

// Every page is prerendered (src/prerender.tsx); one with ids once for all its addresses, as its
// pending view: each is opened at its "Try it" address.
const prerendered = catalogRoutes().filter((route) => route.page);

test.beforeEach(async ({ page }) => {
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored.local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(stored.session)) sessionStorage.setItem(key, value);
  }, STORED);
});

test('there are prerendered pages to check', () => {
  expect(prerendered.map((route) => route.page?.path)).toEqual(expect.arrayContaining(['/', '/settings/contacts', '/mcp-servers/new', '/apps/$appId/owners']));
});

test('every page, ids or not, comes with its own title and heading in the HTML, before any script runs', async ({ request }) => {
  for (const entry of prerendered) {
    const html = await (await request.get(entry.href)).text();
    expect(html, entry.name).toContain(`<title>${entry.title}</title>`);
    expect(html, entry.name).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  }
});

for (const entry of prerendered) {
  test(`${entry.name} hydrates its prerendered HTML with values in browser storage`, async ({ page }) => {
    await page.goto(entry.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The fixture fails the test on React's hydration error.
  });
}

test('the contacts editor shows the last save from this browser once hydrated', async ({ page }) => {
  await page.goto('/settings/contacts');
  await expect(page.getByText(/The lists start from the answer to the last save made from this browser/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove stored@acme.example' })).toBeVisible();
});

test("the wizard restores this tab's draft and offers recent app ids once hydrated", async ({ page }) => {
  await page.goto('/mcp-servers/new');
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'App id' })).toHaveValue('app-from-the-draft');
  await expect(page.getByRole('group', { name: 'Recently used app ids' }).getByRole('button', { name: 'app-recently-used' })).toBeVisible();
});

test("the wizard shows this tab's last result at its address once hydrated", async ({ page }) => {
  await page.goto('/mcp-servers/new?step=result');
  await expect(page.getByRole('heading', { level: 2, name: 'Registered Stored server' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Connector id/ })).toContainText('conn-from-storage');
});
