import { test, expect, DEMO_IDS } from './fixtures';
import { assertCellsHoldTheirText, assertWithin, boxOf, contentBoxOf, wordsBrokenAcrossLines } from './helpers/layout';

const listUrl = `/apps/${DEMO_IDS.appId}/authzen-servers`;
const apiPath = `/api/v1/apps/${DEMO_IDS.appId}/authzen_servers`;

test.describe('AuthZEN servers list', () => {
  test('pages through page tokens kept in the URL, so a page is a link', async ({ page, api }) => {
    await page.goto(listUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'AuthZEN servers' })).toBeVisible();
    const table = page.getByRole('table', { name: 'AuthZEN servers' });
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: apiPath, search: '?page_size=25' });
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/pageToken=/);
    expect(api.requests.at(-1)?.search).toMatch(/^\?page_size=25&page_token=\w+$/);
    await expect(table.getByRole('row', { name: /azs-026-/ })).toBeVisible();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    const pageThree = page.url();

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: /azs-026-/ })).toBeVisible();

    // The address of page 3 opens page 3, and "previous" still works from there.
    await page.goto(pageThree);
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: /azs-051-/ })).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'First page' }).click();
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  });

  test('the page size chooser is capped at 100; a larger size in the URL falls back', async ({ page, api }) => {
    await page.goto(`${listUrl}?pageSize=500`);
    const table = page.getByRole('table', { name: 'AuthZEN servers' });
    await expect(table.getByRole('row')).toHaveCount(26);
    expect(api.requests.every((request) => !/page_size=(\d{4,}|[2-9]\d\d|1[1-9]\d|10[1-9])/.test(request.search))).toBe(true);
    const size = page.getByLabel('Page size');
    await expect(size.locator('option')).toHaveText(['10', '25', '50', '100']);
    await size.selectOption('100');
    await expect(table.getByRole('row')).toHaveCount(101);
    await expect(page).toHaveURL(/pageSize=100/);
    expect(api.requests.at(-1)?.search).toBe('?page_size=100');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('"load all" fetches every page at the maximum size and reports progress', async ({ page, api }) => {
    await page.goto(listUrl);
    await page.getByRole('button', { name: 'Load all' }).click();
    // Two sequential requests and 130 rendered rows: allow a loaded CI machine some time.
    await expect(page.getByRole('status')).toHaveText('All 130 servers loaded (2 pages).');
    await expect(page.getByRole('table', { name: 'AuthZEN servers' }).getByRole('row')).toHaveCount(131);
    // Distinct requests: in development React's StrictMode may start (and abort) the first one twice.
    const loads = [...new Set(api.requests.filter((request) => request.search.startsWith('?page_size=100')).map((request) => request.search))];
    expect(loads).toEqual(['?page_size=100', expect.stringMatching(/^\?page_size=100&page_token=\w+$/)]);
  });

  test('filter and sort work over the loaded rows and stay in the URL', async ({ page }) => {
    await page.goto(`${listUrl}?all=true`);
    // Two sequential requests and 130 rendered rows: allow a loaded CI machine some time.
    await expect(page.getByRole('status')).toHaveText('All 130 servers loaded (2 pages).');
    await page.getByLabel('Filter loaded servers').fill('payroll');
    await expect(page.getByText('10 of 130 loaded servers match “payroll”')).toBeVisible();
    const table = page.getByRole('table', { name: 'AuthZEN servers' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: /^Created/ }).click();
    await expect(page.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('row').nth(1)).toContainText('azs-001-payroll');
    await page.getByRole('button', { name: /^Created/ }).click();
    await expect(page.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1)).toContainText('azs-118-payroll');
    await expect(page).toHaveURL(/q=payroll/);
    await expect(page).toHaveURL(/sort=createdAt/);
    await page.getByLabel('Filter loaded servers').fill('no-such-server');
    await expect(page.getByText('No loaded server matches the filter.')).toBeVisible();
  });

  test('the order covers the servers loaded: a page says its sort is of that page only, until every server is loaded', async ({ page }) => {
    await page.goto(listUrl);
    const table = page.getByRole('table', { name: 'AuthZEN servers' });
    const firstRows = async () => (await table.getByRole('row').filter({ has: page.getByRole('cell') }).allInnerTexts()).slice(0, 3).map((text) => text.split('\n')[0]);
    await expect(page.getByRole('columnheader', { name: /Server/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText('Sorted within page 1 only: the tenant sends servers page by page, in its own order. “Load all” sorts every server.')).toBeVisible();
    expect(await firstRows()).toEqual(['Analytics PDP 1', 'Analytics PDP 2', 'Billing PDP 1']);
    await page.screenshot({ path: test.info().outputPath('sorted-within-page.png') });

    // Page 2 starts again at "Analytics": said, not left to look like a broken sort.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Sorted within page 2 only:/)).toBeVisible();

    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(page.getByRole('status')).toHaveText('All 130 servers loaded (2 pages).');
    await expect(page.getByText(/^Sorted (within|among)/)).toHaveCount(0);
    expect(await firstRows()).toEqual(['Analytics PDP 1', 'Analytics PDP 2', 'Analytics PDP 3']);
  });

  test('every field is shown; unknown modes as they came; URL-ish values are text, never links', async ({ page, api }) => {
    api.override(
      (request) => new URL(request.url()).pathname === apiPath,
      () => ({
        status: 200,
        body: JSON.stringify({
          list: [{
            id: 'azs-hostile', displayName: 'Hostile', mode: 'AUTHZEN_MODE_FROM_THE_FUTURE', tokenAudience: 'javascript:alert(1)', tokenResource: 'https://api.example/x',
            tokenScopes: ['evaluate', 'search'], activePolicyId: 'pol-1', evaluateEntitlementId: 'ent-e', searchEntitlementId: 'ent-s', createdAt: '2026-01-01T00:00:00Z', updatedAt: 'not a date',
          }],
          nextPageToken: '',
        }),
      }),
    );
    await page.goto(listUrl);
    const row = page.getByRole('table', { name: 'AuthZEN servers' }).getByRole('row', { name: /Hostile/ });
    await expect(row).toContainText('AUTHZEN_MODE_FROM_THE_FUTURE');
    await expect(row).toContainText('javascript:alert(1)');
    await expect(row).toContainText('https://api.example/x');
    await expect(row).toContainText('not a date');
    await expect(row.getByLabel('Token scopes of Hostile')).toHaveText('evaluatesearch');
    for (const name of ['Copy id of Hostile', 'Copy active policy id of Hostile', 'Copy evaluate entitlement id of Hostile', 'Copy search entitlement id of Hostile']) {
      await expect(row.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // One page is the whole list: its sort is of every server, with nothing to say about it.
    await expect(page.getByText(/^Sorted within/)).toHaveCount(0);
  });

  test('at 1366 × 768 the table fits the page, every value inside its cell; narrower, it scrolls in a labelled region', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(listUrl);
    const table = page.getByRole('table', { name: 'AuthZEN servers' });
    await expect(table.getByRole('row')).toHaveCount(26);
    // Nothing past the page's edge, so nothing to scroll to.
    expect((await boxOf(table)).right).toBeLessThanOrEqual((await boxOf(page.getByRole('main'))).right);
    await expect(page.getByRole('region', { name: /^AuthZEN servers, scrolls sideways$/ })).toHaveCount(0);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    for (const [index, row] of (await rows.all()).entries()) await assertCellsHoldTheirText(row, `row ${index + 1}`);
    // A mode the console does not know: whole, as it came, and said to be unknown on the page itself.
    const future = table.getByRole('row', { name: /azs-008-docs/ });
    const mode = future.getByText('AUTHZEN_MODE_SHADOW_EVALUATION', { exact: true });
    await expect(mode).toBeVisible();
    await expect(future.getByText('(unknown)', { exact: true })).toBeVisible();
    assertWithin(await contentBoxOf(mode), await boxOf(mode), 'the unknown mode in its badge');

    // A phone: the table keeps its columns and scrolls sideways in a region that says so and that
    // a keyboard can scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    const region = page.getByRole('region', { name: 'AuthZEN servers, scrolls sideways' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    expect((await boxOf(table)).right).toBeGreaterThan((await boxOf(region)).right);
    await region.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Its columns keep the widths they were sized to at 1366 px: no scope chip breaks mid-word
    // ("search:resourc", "e" on two lines in a table scrolled at 960 px).
    const scopeLists = await table.getByLabel(/^Token scopes of /).all();
    expect(scopeLists.length).toBeGreaterThan(0);
    for (const scopes of scopeLists) expect(await wordsBrokenAcrossLines(scopes), await scopes.getAttribute('aria-label') ?? '').toEqual([]);
  });

  test('an app without servers shows the empty state', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.secondAppId}/authzen-servers`);
    await expect(page.getByText('This app has no AuthZEN servers.')).toBeVisible();
  });

  test('an unknown app shows NotFound; a server error offers a retry', async ({ page, api }) => {
    await page.goto('/apps/app-nope/authzen-servers');
    await expect(page.getByRole('alert')).toContainText('HTTP 404');
    await expect(page.getByRole('alert')).toContainText('NOT_FOUND');

    let failing = true;
    api.override(
      (request) => new URL(request.url()).pathname === apiPath && failing,
      () => ({ status: 503, body: JSON.stringify({ code: 14, message: 'tenant is restarting', details: [] }) }),
    );
    await page.goto(listUrl);
    await expect(page.getByRole('alert')).toContainText('tenant is restarting');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table', { name: 'AuthZEN servers' }).getByRole('row')).toHaveCount(26);
  });

  test('a busy or unavailable tenant is said in plain words, with the wait its Retry-After asks for', async ({ page }) => {
    // Straight through page.route (registered after the fixture's, so it answers first): the `api` override carries no headers.
    let answer: { status: number; headers: Record<string, string>; json: unknown } | null = {
      status: 429,
      headers: { 'retry-after': '30' },
      json: { code: 8, message: 'rate_limited', details: [] },
    };
    await page.route(
      (url) => url.pathname === apiPath,
      (route) => (answer ? route.fulfill(answer) : route.fallback()),
    );
    await page.goto(listUrl);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The tenant is receiving too many requests. Try again in 30 seconds.');
    await expect(alert).toContainText('rate_limited');
    await expect(alert.getByText('HTTP 429', { exact: true })).toBeVisible();
    await expect(alert.getByText('RESOURCE_EXHAUSTED', { exact: true })).toBeVisible();
    const retry = alert.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeEnabled();
    await expect(retry).toHaveAccessibleDescription(/Try again in 30 seconds/);

    answer = { status: 503, headers: {}, json: { code: 14, message: 'tenant is restarting', details: [] } };
    await retry.click();
    await expect(alert).toContainText('The tenant is unavailable for the moment. Try again in a moment.');
    await expect(alert).toContainText('tenant is restarting');
    await expect(alert).not.toContainText('seconds');

    answer = null;
    await retry.click();
    await expect(page.getByRole('table', { name: 'AuthZEN servers' }).getByRole('row')).toHaveCount(26);
  });
});
