import { readFile } from 'node:fs/promises';
import { test, expect, DEMO_IDS, type Page } from './fixtures';
import { waitForSettled } from './helpers/routes';
import { assertTimelineFillsScreen, scrollPageToBottom, scrollPageToEnd, tops } from './helpers/timeline';

const PATH = `/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/tools/${DEMO_IDS.toolId}/history`;

const timeline = (page: Page) => page.getByRole('region', { name: 'Tool binding history entries' });
const entry = (page: Page, id: string) => timeline(page).getByRole('article', { name: new RegExp(`^Entry ${id},`) });

test.describe('tool binding history', () => {
  test('scrolling to the end of 1,000 entries loads every page and keeps at most 150 rows in the DOM', async ({ page, api }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Tool binding history' })).toBeVisible();
    const list = timeline(page);
    const rows = list.getByRole('article');
    await expect(entry(page, 'tbh-01000')).toBeVisible();
    await expect(page.getByText('200 entries loaded, more on the server')).toBeVisible();
    const end = list.getByText('Start of the history: 1,000 entries in all.');
    let maxRows = 0;
    // Each scroll to the end brings the next page in, until the start of the history shows.
    await expect
      .poll(async () => {
        await scrollPageToBottom(page);
        maxRows = Math.max(maxRows, await rows.count());
        return end.isVisible();
      })
      .toBe(true);
    expect(maxRows).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(150);
    expect(maxRows).toBeLessThanOrEqual(150);
    await expect(entry(page, 'tbh-00001')).toBeVisible();
    await expect(page.getByText('1,000 entries loaded, the whole history')).toBeVisible();
    const historyCalls = api.requests.filter((request) => request.path.endsWith('/history'));
    expect(new Set(historyCalls.map((request) => request.search)).size).toBe(5);
    expect(historyCalls.every((request) => new URLSearchParams(request.search).get('page_size') === '200')).toBe(true);
  });

  test('at phone width the entries scroll with the page and fill the screen; still at most 150 rows in the DOM', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    const list = timeline(page);
    await assertTimelineFillsScreen(page, list);
    await page.screenshot({ path: testInfo.outputPath('tool-history-390.png') });
    await scrollPageToEnd(page, list, list.getByText('Start of the history: 1,000 entries in all.'));
    await expect(entry(page, 'tbh-00001')).toBeInViewport();
  });

  test('at 1366 × 768 the entries scroll with the page too: several in view, one scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(PATH);
    await assertTimelineFillsScreen(page, timeline(page), 4);
  });

  test('items read in words, each naming its profile; annotations link only http(s); ids can be copied', async ({ page }) => {
    await page.goto(PATH);
    const newest = entry(page, 'tbh-01000');
    // The API names a profile by its place in the tool's list only (no id or name): each sentence says which place.
    await expect(newest.getByRole('list', { name: 'Profile changes' }).getByRole('listitem')).toHaveText(['Moved the profile at position 5', 'Removed the profile at position 1']);
    await expect(newest.getByRole('button', { name: 'Copy trace id of tbh-01000' })).toBeVisible();
    // No tooltip shows before a hover or focus.
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    const when = newest.locator('time');
    await when.hover();
    await expect(page.getByRole('tooltip')).toHaveText((await when.getAttribute('aria-label')) ?? 'no exact time');
    const copy = newest.getByRole('button', { name: 'Copy trace id of tbh-01000' });
    await copy.focus();
    await expect(page.getByRole('tooltip', { name: 'Copy trace id of tbh-01000' })).toBeVisible();
    await expect(copy).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip', { name: 'Copy trace id of tbh-01000' })).toBeHidden();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expect(page.getByRole('tooltip', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S/);
    await expect(entry(page, 'tbh-00999').getByRole('link', { name: 'CHG-1999' })).toHaveAttribute('href', 'https://tickets.example.com/browse/CHG-1999');
    const hostile = entry(page, 'tbh-00998');
    await expect(hostile.getByText('(javascript:alert(document.domain), not a web link)')).toBeVisible();
    await expect(hostile.getByRole('link', { name: /CHG-1998|javascript/ })).toHaveCount(0);
    // A kind the console does not know reads as a sentence like its neighbour, its value as it came, marked unknown.
    await expect(entry(page, 'tbh-00997').getByRole('list', { name: 'Profile changes' }).getByRole('listitem')).toHaveText([
      'Removed the profile at position 12',
      'Changed the profile at position 8 (unknown kind LIST_CHANGE_KIND_REPLACED)',
    ]);
  });

  test('filters live in the URL; a filtered view is a link; an entry link highlights it', async ({ page }) => {
    await page.goto(PATH);
    await expect(entry(page, 'tbh-01000')).toBeVisible();
    // Closed selects keep no hidden dropdown in the page (src/theme.ts): it mounts when it opens.
    await expect(page.locator('[role="listbox"]')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Actor' }).click();
    await page.getByRole('option', { name: /^user-grace-hopper/ }).click();
    await page.getByLabel('Annotation text or id').fill('chg-19');
    await expect(page).toHaveURL(/actor=user-grace-hopper/);
    await expect(page).toHaveURL(/text=chg-19/);
    const rows = timeline(page).getByRole('article');
    await expect(rows.first()).toBeVisible();
    for (const name of await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))) {
      expect(name).toContain('by user-grace-hopper');
    }
    // The filtered view is a link: reload it and the filters are back.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Actor' })).toHaveValue(/user-grace-hopper/);
    await expect(page.getByLabel('Annotation text or id')).toHaveValue('chg-19');

    // A permalink to an entry on the last page.
    const first = rows.first();
    const firstId = (await first.getAttribute('data-entry-id')) ?? '';
    await first.getByRole('link', { name: `Link to entry ${firstId}` }).click();
    await expect(page).toHaveURL(`${PATH}?entry=${firstId}`);
    await expect(entry(page, firstId)).toHaveAttribute('aria-current', 'true');
  });

  test('a permalink loads pages until its entry is found, scrolls to it and highlights it', async ({ page }) => {
    await page.goto(`${PATH}?entry=tbh-00007`);
    const target = entry(page, 'tbh-00007');
    await expect(target).toBeVisible({ timeout: 15_000 });
    await expect(target).toHaveAttribute('aria-current', 'true');
    await expect(target).toBeInViewport();

    await page.goto(`${PATH}?entry=tbh-99999`);
    await expect(page.getByText('Entry tbh-99999 is not in this history')).toBeVisible({ timeout: 15_000 });
  });

  test('a day typed only in part says so instead of quietly filtering nothing; Clear filters drops it', async ({ page }) => {
    await page.goto(PATH);
    await expect(entry(page, 'tbh-01000')).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter loaded entries' });
    const from = filters.getByLabel('From', { exact: true });
    await from.focus();
    await page.keyboard.type('07'); // the month only
    await filters.getByLabel('Annotation text or id').click();
    await expect(from).toHaveAccessibleDescription('Enter the whole day');
    await expect(page).not.toHaveURL(/from=/);
    // Finished, it filters and the message goes.
    await from.fill('2026-07-01');
    await expect(page).toHaveURL(/from=2026-07-01/);
    await expect(from).not.toHaveAccessibleDescription('Enter the whole day');
    // Emptied in part again, then Clear filters: the field is empty, and says nothing.
    await from.focus();
    await page.keyboard.press('Backspace');
    await expect(from).toHaveAccessibleDescription('Enter the whole day');
    await expect(page).not.toHaveURL(/from=/);
    await filters.getByLabel('Annotation text or id').fill('x');
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(filters.getByLabel('From', { exact: true })).not.toHaveAccessibleDescription('Enter the whole day');
    expect(await filters.getByLabel('From', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(false);
  });

  test('a filter matching nothing says so, offers Clear filters, and disables the exports with the reason', async ({ page }, testInfo) => {
    await page.goto(`${PATH}?text=zzzz`);
    const none = page.getByRole('region', { name: 'No entries match these filters' });
    await expect(none.getByRole('heading', { name: 'No entries match these filters' })).toBeVisible();
    await expect(none.getByText('1,000 entries loaded, the whole history; none matches text contains "zzzz".')).toBeVisible();
    // No empty box: the list is not drawn at all.
    await expect(timeline(page)).toHaveCount(0);
    for (const name of ['Export JSON', 'Export CSV']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
      await expect(page.getByRole('button', { name })).toHaveAccessibleDescription('Nothing to export: no entry matches the filters.');
    }
    await page.screenshot({ path: testInfo.outputPath('tool-history-filter-none.png') });
    await none.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/text=/);
    await expect(timeline(page)).toBeFocused();
    await expect(entry(page, 'tbh-01000')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
  });

  test('an empty history says so; nothing to export', async ({ page, api }) => {
    api.override((request) => request.url().includes('/history'), () => ({ status: 200, body: JSON.stringify({ list: [], nextPageToken: '' }) }));
    await page.goto(PATH);
    await expect(page.getByRole('heading', { name: 'This history is empty' })).toBeVisible();
    await expect(timeline(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription('Nothing to export: the history is empty.');
  });

  test('bad search params fall back to no filter', async ({ page }) => {
    await page.goto(`${PATH}?from=yesterday&to=%7B%7D&actor=%5B1%5D`);
    await expect(entry(page, 'tbh-01000')).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue('');
  });

  // The history pages share the filter bar; on a 1280 px screen the "To" field used to wrap to a line of its own.
  test('at 1280 px the five filter fields share one row; with a filter in use, the range and "Clear filters" wrap together, in line with a date error too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PATH);
    const filters = page.getByRole('search', { name: 'Filter loaded entries' });
    const fields = [
      filters.getByRole('combobox', { name: 'Actor' }),
      filters.getByRole('combobox', { name: 'Change kind' }),
      filters.getByRole('textbox', { name: 'Annotation text or id' }),
      filters.getByLabel('From', { exact: true }),
      filters.getByLabel('To', { exact: true }),
    ];
    for (const field of fields) await expect(field).toBeVisible();
    expect(new Set(await tops(fields)).size, `field tops: ${(await tops(fields)).join(', ')}`).toBe(1);

    // A filter in use brings "Clear filters", which goes with From and To (never alone on a line):
    // at 1280 px the three wrap together. A reversed range's error goes below "To", which stays in
    // line with "From" and the button; the button is level with the inputs, not with their labels.
    await page.goto(`${PATH}?from=2026-11-20&to=2026-11-10`);
    await expect(filters.getByText('Before "From"')).toBeVisible();
    const clear = filters.getByRole('button', { name: 'Clear filters' });
    const firstRow = fields.slice(0, 3);
    const secondRow = [...fields.slice(3), clear];
    expect(new Set(await tops(firstRow)).size, `first row's tops with the error: ${(await tops(firstRow)).join(', ')}`).toBe(1);
    expect(new Set(await tops(secondRow)).size, `second row's tops with the error: ${(await tops(secondRow)).join(', ')}`).toBe(1);
    const labels = ['Actor', 'Change kind', 'Annotation text or id', 'From', 'To'].map((name) => filters.getByText(name, { exact: true }));
    expect(new Set(await tops(labels.slice(0, 3))).size, `first row's label tops: ${(await tops(labels.slice(0, 3))).join(', ')}`).toBe(1);
    expect(new Set(await tops(labels.slice(3))).size, `second row's label tops: ${(await tops(labels.slice(3))).join(', ')}`).toBe(1);
    await page.setViewportSize({ width: 1920, height: 1080 });
    const withButton = await tops([...fields, filters.getByRole('button', { name: 'Clear filters' })]);
    expect(new Set(withButton).size, `tops with "Clear filters": ${withButton.join(', ')}`).toBe(1);
  });

  test('exports hold the whole history as JSON and CSV, loading the older pages first', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByText('200 entries loaded, more on the server')).toBeVisible();
    await expect(page.getByText('Export holds every entry, whole history (200 loaded so far; the rest load first)')).toBeVisible();
    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(jsonDownload.suggestedFilename()).toBe(`tool-binding-history-${DEMO_IDS.toolId}-1000-entries.json`);
    const json = JSON.parse(await readFile((await jsonDownload.path()) ?? '', 'utf8')) as { metadata: { id: string } }[];
    expect(json).toHaveLength(1000);
    expect(json[0]?.metadata.id).toBe('tbh-01000');
    expect(json[999]?.metadata.id).toBe('tbh-00001');
    await expect(page.getByText('Export holds 1,000 entries, whole history')).toBeVisible();

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await csvDownload.path()) ?? '', 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1001);
    expect(lines[0]).toBe('id,createdAt,actorKind,actorUserId,traceId,syslogEventId,annotations,items');
    expect(lines[1]).toMatch(/^tbh-01000,2026-11-19T21:00:00.000Z,ACTOR_KIND_USER,user-ada-lovelace,/);
  });

  test('a failing middle page shows an error row with retry; loaded entries stay', async ({ page, api }) => {
    let failing = true;
    let failures = 0;
    api.override(
      (request) => failing && request.url().includes('/history') && request.url().includes('page_token='),
      () => {
        failures++;
        return { status: 503, body: JSON.stringify({ code: 14, message: 'tenant briefly unavailable' }) };
      },
    );
    await page.goto(PATH);
    const list = timeline(page);
    await expect(entry(page, 'tbh-01000')).toBeVisible();
    const errorRow = list.getByRole('alert').filter({ hasText: 'Older entries failed to load' });
    await expect
      .poll(async () => {
        await scrollPageToBottom(page);
        return errorRow.isVisible();
      })
      .toBe(true);
    await expect(errorRow).toContainText('tenant briefly unavailable');
    expect(failures).toBeGreaterThan(0);
    await expect(page.getByText('200 entries loaded, more on the server')).toBeVisible();
    await expect(entry(page, 'tbh-00801')).toBeVisible();

    failing = false;
    await errorRow.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('400 entries loaded, more on the server')).toBeVisible();
    await expect(errorRow).toHaveCount(0);
  });

  test('load all shows progress and can be cancelled; the loaded pages stay', async ({ page, api }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.override(
      (request) => request.url().includes('/history') && request.url().includes('page_token='),
      async (request) => {
        // Page 3 and later hang until the test lets them go.
        const token = new URL(request.url()).searchParams.get('page_token') ?? '';
        if (Buffer.from(token, 'base64url').toString() !== 'o200') await held;
        const response = await api.tenant.app.fetch(new Request(`http://demo.test${new URL(request.url()).pathname}${new URL(request.url()).search}`, { headers: { authorization: `Bearer ${api.tenant.tokens.issue().token}` } }));
        return { status: response.status, body: await response.text() };
      },
    );
    await page.goto(PATH);
    await expect(entry(page, 'tbh-01000')).toBeVisible();
    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(page.getByRole('progressbar', { name: /Loading all entries/ })).toBeVisible();
    await expect(page.getByText('400 entries loaded, more on the server')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel loading' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load all' })).toBeEnabled();
    release();
    // The held page answered (or dropped by the cancel) and the page idle again, then still 400:
    // read at once, the count was the one from before the release, whatever the cancel had done.
    await waitForSettled(page);
    await expect(page.getByText('400 entries loaded, more on the server')).toBeVisible();
  });

  test('change-kind counts are counts of entries, the same the filter then shows', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(page.getByText('1,000 entries loaded, the whole history')).toBeVisible();
    await page.getByRole('combobox', { name: 'Change kind' }).click();
    const removed = page.getByRole('option', { name: /^removed \(\d+\)$/ });
    const count = Number((await removed.textContent())?.match(/\((\d+)\)/)?.[1]);
    await expect(page.getByRole('option', { name: /LIST_CHANGE_KIND_(ADDED|REMOVED|MOVED)/ })).toHaveCount(0);
    await removed.click();
    await expect(page.getByText(`1,000 entries loaded, the whole history · ${count} match the filters`)).toBeVisible();
  });

  test('export with a filter loads the pages it needs with progress; Cancel saves nothing and keeps the loaded pages', async ({ page, api }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.override(
      (request) => request.url().includes('/history') && request.url().includes('page_token='),
      async (request) => {
        // Page 3 and later hang until the test lets them go.
        const token = new URL(request.url()).searchParams.get('page_token') ?? '';
        if (Buffer.from(token, 'base64url').toString() !== 'o200') await held;
        return api.realAnswer(request);
      },
    );
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.goto(`${PATH}?actor=user-grace-hopper`);
    await expect(page.getByText(/^Export holds every entry matching actor = user-grace-hopper, whole history \(\d+ among the 200 loaded so far; the rest load first\)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Export JSON' }).click();
    await expect(page.getByRole('progressbar', { name: /Loading entries for the export: \d+ loaded so far/ })).toBeVisible();
    await expect(page.getByText(/^400 entries loaded, more on the server/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
    release();
    // As with "Load all": the held page's fate settled before the count and the downloads are read.
    await waitForSettled(page);
    await expect(page.getByText(/^400 entries loaded, more on the server/)).toBeVisible();
    expect(downloads).toBe(0);
    // Exporting again goes on from the loaded pages to the end.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    const json = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { metadata: { id: string; actor: { userId: string } } }[];
    expect(download.suggestedFilename()).toBe(`tool-binding-history-${DEMO_IDS.toolId}-${json.length}-entries-actor-user-grace-hopper.json`);
    expect(json.every((item) => item.metadata.actor.userId === 'user-grace-hopper')).toBe(true);
    await expect(page.getByText(`Export holds ${json.length} entries matching actor = user-grace-hopper, whole history`)).toBeVisible();
  });

  test('an unknown tool shows the NotFound error', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/tools/no-such-tool/history`);
    await expect(page.getByRole('alert')).toContainText('mcp tool no-such-tool not found');
    await expect(page.getByRole('alert')).toContainText('NOT_FOUND');
  });
});
