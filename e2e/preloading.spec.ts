// Links are typed router links with intent preloading: hovering or focusing one loads the next
// page's code and runs its loader, so the click finds both ready and asks the tenant nothing more.
import { test, expect, DEMO_IDS, type Locator, type Page } from './fixtures';
import { waitForSettled } from './helpers/routes';

test.describe('preloading on intent', () => {
  test('hovering a navigation item loads the page chunk and its data before the click', async ({ page, api }) => {
    await page.goto('/');
    await waitForSettled(page);
    const historyApi = '/api/v1/settings/cross-app-access/history';
    expect(api.requests.map((request) => request.path)).not.toContain(historyApi);
    const chunk = page.waitForRequest((request) => /xaa-settings-history-page/.test(request.url()));
    const link = page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Cross-app access settings history' });

    await link.hover();
    await chunk;
    await expect.poll(() => api.requests.map((request) => request.path)).toContain(historyApi);
    const readsBeforeClick = api.requests.length;

    await link.click();
    await expect(page.getByRole('region', { name: 'Cross-app access settings history entries' })).toBeVisible();
    await expect(page).toHaveURL('/settings/cross-app-access/history');
    expect(api.requests.length, 'the click reads nothing the hover did not').toBe(readsBeforeClick);
  });

  test("a form page's code comes in a few files, not one for each set of pages sharing a module", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await expect(page.getByRole('button', { name: 'Save auth config' })).toBeVisible();
    // The entry, the page and the chunks it shares with other pages (vite.config.ts): 21 today
    // (20 until the API client's error messages isolated tenant text with bidi-isolate.ts, which
    // moved that module into the entry and split a shared chunk in two), 29 when each set of pages
    // sharing a module had a chunk of its own.
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(21);
  });

  // Tooltips, dropdowns and Mantine's ScrollArea use @floating-ui/react (about 15 KB gzip), which a
  // page fetches before it can paint. These pages show tables, lists, copy buttons and an id form,
  // none of which needs it (src/components/data-table.tsx, src/forms/text-control.tsx).
  const withoutFloatingUi: [string, string, (page: Page) => Locator][] = [
    ['the SSO application', `/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`, (page) => page.getByRole('table', { name: 'Attribute mappings' })],
    ['the AuthZEN servers', `/apps/${DEMO_IDS.appId}/authzen-servers`, (page) => page.getByRole('table', { name: 'AuthZEN servers' })],
    ['the connector owner', `/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/owners/${DEMO_IDS.roleSlug}/${DEMO_IDS.ownerUserId}`, (page) => page.getByRole('table', { name: 'Username sources' })],
    ['the open-by-id', '/open/sso-application', (page) => page.getByRole('textbox', { name: 'App id' })],
  ];
  for (const [name, path, drawn] of withoutFloatingUi) {
    test(`${name} page loads no floating-ui code`, async ({ page }) => {
      const scripts: Promise<{ url: string; text: string }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), text })));
      });
      await page.goto(path);
      await expect(drawn(page)).toBeVisible();
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(1);
      // A string of floating-ui's own, kept by the minifier.
      expect(loaded.filter(({ text }) => text.includes('data-floating-ui-focusable')).map(({ url }) => url)).toEqual([]);
    });
  }

  test('focusing a "Try it" link preloads that page with its demo data', async ({ page, api }) => {
    await page.goto('/');
    await waitForSettled(page);
    const ssoApi = `/api/v1/apps/${DEMO_IDS.samlAppId}/sso/applications/${DEMO_IDS.ssoSamlId}`;
    // The application's certificates are decoded as part of the preload: the decoder's worker loads before the click.
    const decoder = page.waitForRequest((request) => /certificate-decode/.test(request.url()), { timeout: 30_000 });
    await page.getByRole('link', { name: 'Try it: SSO application with demo data' }).focus();
    await expect.poll(() => api.requests.map((request) => request.path)).toContain(ssoApi);
    await decoder;
    const readsBeforeClick = api.requests.length;

    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy SHA-256 fingerprint of Signing certificate 1' })).toBeVisible();
    expect(api.requests.length).toBe(readsBeforeClick);
  });
});
