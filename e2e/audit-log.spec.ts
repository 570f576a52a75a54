import { readFile } from 'node:fs/promises';
import { HOSTILE_RECORD_ID, SEED_PEOPLE, seedAuditRecords } from '../server/audit/audit-seed';
import { outcomeClass } from '../src/api/console-audit.schema';
import { matchOperation, OPERATIONS } from '../src/api/operations';
import { test, expect, type Page } from './fixtures';
import { assertWithin, boxOf, wordsBrokenAcrossLines } from './helpers/layout';
import { assertTimelineFillsScreen, scrollPageToEnd, tops } from './helpers/timeline';

// The mocked trail (e2e/fixtures.ts): 450 seeded records, three pages of 200, answered with the
// server's own query checks, filters and page tokens.
test.use({ auditSeedSize: 450 });
const SEED = seedAuditRecords(450);

const trail = (page: Page) => page.getByRole('region', { name: 'Console audit records' });
const record = (page: Page, id: string) => trail(page).getByRole('article', { name: new RegExp(`^Record ${id},`) });
/** The notice of a permalink to a record that the filters leave out. */
const filteredOutNotice = (page: Page, id: string) => page.getByRole('alert').filter({ hasText: `Entry ${id} is not among the records the filters match` });

test.describe('console audit log', () => {
  test('filters go to the server, narrow the list, live in the URL and survive a reload; bad values fall back', async ({ page, audit }) => {
    await page.goto('/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Console audit log' })).toBeVisible();
    await expect(record(page, 'audit-00000')).toBeVisible();
    await expect(page.getByText('Export holds every record, whole trail (200 loaded so far; the rest load first)')).toBeVisible();

    await page.getByRole('textbox', { name: 'Person' }).fill('grace@demo.example');
    await page.getByRole('textbox', { name: 'Person' }).press('Enter');
    await expect(page).toHaveURL(/[?&]actor=grace%40demo\.example/);
    await expect(record(page, 'audit-00000')).toBeHidden();
    await expect(record(page, 'audit-00003')).toBeVisible();
    const graceCount = SEED.filter((one) => one.actor.sub === 'grace').length;
    await expect(page.getByText(`${graceCount} records matching actor = grace@demo.example, whole trail`)).toBeVisible();
    // Every record shown is Grace's, refused: the server filtered, not the page.
    const shown = trail(page).getByRole('article');
    for (const name of await shown.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''))) {
      expect(name).toMatch(/by Grace Hopper \(grace@demo\.example\): Refused \(viewer\)$/);
    }
    expect(audit.queries.at(-1)?.get('actor')).toBe('grace@demo.example');

    await page.getByRole('textbox', { name: 'Person' }).fill('');
    await page.getByRole('textbox', { name: 'Person' }).press('Enter');
    await page.getByRole('combobox', { name: 'Operation' }).click();
    await page.getByRole('option', { name: 'Register MCP server' }).click();
    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(page).toHaveURL(/outcome=failed/);
    await expect(page).toHaveURL(/operation=Register(\+|%20)MCP(\+|%20)server/);
    const failedRegisters = SEED.filter((one) => one.operation === 'Register MCP server' && outcomeClass(one) === 'failed');
    const holds = `${failedRegisters.length} records matching operation = Register MCP server, outcome = Failed, whole trail`;
    await expect(page.getByText(holds)).toBeVisible();
    expect(audit.queries.at(-1)?.get('outcome')).toBe('failed');

    await page.reload();
    await expect(page.getByText(holds)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Outcome' })).toHaveValue('Failed');
    await expect(page.getByRole('combobox', { name: 'Operation' })).toHaveValue('Register MCP server');

    // A hand-edited URL with bad values shows the whole trail, not an error.
    await page.goto('/audit?outcome=bogus&from=yesterday');
    await expect(record(page, 'audit-00000')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Outcome' })).toHaveValue('');
  });

  test('the Person filter takes the name the records show, in any case, as well as an e-mail or subject id', async ({ page, audit }) => {
    await page.goto('/audit');
    const person = page.getByRole('textbox', { name: 'Person' });
    await expect(person).toHaveAccessibleDescription('Full name, e-mail or subject id; Enter applies');
    await person.fill('ada lovelace');
    await person.press('Enter');
    await expect(page).toHaveURL(/[?&]actor=ada(\+|%20)lovelace/);
    await expect(page.getByText('Export holds every record matching actor = ada lovelace, whole trail (200 loaded so far; the rest load first)')).toBeVisible();
    for (const name of await trail(page).getByRole('article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''))) {
      expect(name).toMatch(/by Ada Lovelace \(ada@demo\.example\):/);
    }
    expect(audit.queries.at(-1)?.get('actor')).toBe('ada lovelace');
  });

  test('the chosen operation and outcome read whole in their fields, the longest ones too', async ({ page }) => {
    const longest = OPERATIONS.filter((route) => route.method !== 'GET').map((route) => route.operation).sort((a, b) => b.length - a.length)[0] ?? '';
    // Which outcome label is drawn widest depends on the font: each one is checked.
    for (const [outcome, label] of [['refused', 'Refused (viewer)'], ['unknown', 'Outcome unknown']] as const) {
      await page.goto(`/audit?operation=${encodeURIComponent(longest)}&outcome=${outcome}`);
      for (const [name, value] of [['Operation', longest], ['Outcome', label]] as const) {
        const field = page.getByRole('combobox', { name });
        await expect(field).toHaveValue(value);
        // An input whose text is cut off scrolls sideways.
        expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth), `${name}: "${value}" is cut off`).toBe(0);
      }
    }
  });

  test('a registration under a new managed application (empty app id) reads as one, and its operation filter finds it', async ({ page, audit }, testInfo) => {
    // Named as the proxy's trail names it (server/audit/audit-trail.ts).
    const path = '/api/v1/apps//mcp_servers';
    const matched = matchOperation('POST', path);
    await audit.store.insert({ id: 'audit-new-app', time: new Date('2026-11-21T09:00:00Z'), actor: SEED_PEOPLE.ada, method: 'POST', path, operation: matched?.operation ?? null, ids: matched?.ids ?? {}, requestBody: { displayName: 'Linear MCP' }, refused: false });
    await page.goto('/audit');
    await page.getByRole('combobox', { name: 'Operation' }).click();
    await page.getByRole('option', { name: 'Register MCP server' }).click();
    await expect(page).toHaveURL(/operation=Register(\+|%20)MCP(\+|%20)server/);
    const registration = record(page, 'audit-new-app');
    await expect(registration.getByRole('heading', { name: 'Register MCP server' })).toBeVisible();
    // The empty id is shown as empty (a dimmed dash), not left out.
    await expect(registration.getByText('app_id', { exact: true }).locator('xpath=..')).toHaveText('app_id—');
    await registration.screenshot({ path: testInfo.outputPath('new-app-registration.png') });
  });

  test('the filters\' labels and inputs line up in one row, help and errors below the inputs', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    const names = ['Person', 'Operation', 'Outcome', 'From', 'To'];
    const inputs = names.map((name) => filters.getByLabel(name, { exact: true }));
    const labels = names.map((name) => filters.getByText(name, { exact: true }));
    const assertInLine = async (state: string) => {
      for (const input of inputs) await expect(input).toBeVisible();
      expect(new Set(await tops(inputs)).size, `${state}: input tops ${(await tops(inputs)).join(', ')}`).toBe(1);
      expect(new Set(await tops(labels)).size, `${state}: label tops ${(await tops(labels)).join(', ')}`).toBe(1);
    };
    await page.goto('/audit');
    await assertInLine('no filter');
    // The Person field's help is below its input.
    const person = filters.getByRole('textbox', { name: 'Person' });
    const help = filters.locator(`#${await person.getAttribute('aria-describedby')}`);
    await expect(help).toContainText('Full name, e-mail or subject id');
    expect((await help.boundingBox())?.y).toBeGreaterThan(((await inputs[0]!.boundingBox())?.y ?? 0) + 30);
    // It reads in at most two lines under the narrow field (three ragged lines looked broken), and
    // still tells a screen reader all of it.
    const { height, lineHeight } = await help.evaluate((element) => ({ height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) }));
    expect(height, `the Person help's height against its line-height (${lineHeight} px)`).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expect(person).toHaveAccessibleDescription('Full name, e-mail or subject id; Enter applies');

    // A reversed range: "To"'s error shows below its input, and the row stays in line.
    await page.goto('/audit?from=2026-11-20&to=2026-11-10');
    const error = filters.getByText('Before "From"');
    await expect(error).toBeVisible();
    await assertInLine('reversed range');
    const to = await inputs[4]!.boundingBox();
    expect((await error.boundingBox())?.y).toBeGreaterThanOrEqual((to?.y ?? 0) + (to?.height ?? 0));
  });

  test('"Clear filters" sits in the filters\' row, level with the inputs, at 1366 px; at 390 px it stays within the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    // Every filter in use, the longest operation chosen: the row at its fullest.
    const longest = OPERATIONS.filter((route) => route.method !== 'GET').map((route) => route.operation).sort((a, b) => b.length - a.length)[0] ?? '';
    await page.goto(`/audit?actor=grace%40demo.example&operation=${encodeURIComponent(longest)}&outcome=refused&from=2026-11-10&to=2026-11-20`);
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    const clear = filters.getByRole('button', { name: 'Clear filters' });
    await expect(clear).toBeVisible();
    const button = await boxOf(clear);
    for (const name of ['Person', 'Operation', 'Outcome', 'From', 'To']) {
      const input = await boxOf(filters.getByLabel(name, { exact: true }));
      // Level with each input's box (not with the labels above them), and after it in the row.
      expect(Math.abs(button.top - input.top), `"Clear filters" top against ${name}'s input: ${button.top} vs ${input.top}`).toBeLessThanOrEqual(1);
      expect(Math.abs(button.bottom - input.bottom), `"Clear filters" bottom against ${name}'s input: ${button.bottom} vs ${input.bottom}`).toBeLessThanOrEqual(1);
      expect(button.left, `"Clear filters" after ${name}`).toBeGreaterThan(input.right);
    }
    assertWithin(button, await boxOf(filters), '"Clear filters" in the filter row');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filters (5)' }).click();
    const drawerClear = page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' });
    await drawerClear.scrollIntoViewIfNeeded();
    await expect(drawerClear).toBeInViewport({ ratio: 1 });
    assertWithin(await boxOf(drawerClear), { left: 0, top: 0, right: 390, bottom: 844 }, '"Clear filters" at 390 px');
  });

  test('with a person filter set, From and To stay in the filters\' row on a 1366 px screen whose browser draws a scrollbar; at 390 px the page does not overflow', async ({ page }) => {
    // Headless Chromium draws no scrollbar; a desktop browser at 1366 px gives the page 17 px less
    // (Windows; 15 px on Linux). A filter in use adds "Clear filters" to the row, which then
    // pushed From, To and the button onto a second line.
    await page.setViewportSize({ width: 1366 - 17, height: 768 });
    await page.goto('/audit?actor=ada%20lovelace');
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    const inRow = [...['Person', 'From', 'To'].map((name) => filters.getByLabel(name, { exact: true })), filters.getByRole('button', { name: 'Clear filters' })];
    expect(new Set(await tops(inRow)).size, `tops of Person, From, To and Clear filters: ${(await tops(inRow)).join(', ')}`).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/audit?actor=ada%20lovelace');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page\'s width at 390 px').toBeLessThanOrEqual(390);
  });

  test('a date range is sent as ISO 8601 and selects those local days', async ({ page, audit }) => {
    // The browser and this test share the machine's time zone.
    const localDay = (time: string) => new Date(time).toLocaleDateString('sv-SE');
    const day = localDay(SEED[100]?.time ?? '');
    const thatDay = SEED.filter((one) => localDay(one.time) === day);
    await page.goto(`/audit?from=${day}&to=${day}`);
    await expect(page.getByText(`${thatDay.length} records matching from ${day}, to ${day}, whole trail`)).toBeVisible();
    await expect(record(page, thatDay[0]?.id ?? '')).toBeVisible();
    const sent = audit.queries.at(-1);
    expect(new Date(sent?.get('from') ?? '').getTime()).toBe(new Date(`${day}T00:00:00`).getTime());
    expect(new Date(sent?.get('to') ?? '').getTime()).toBe(new Date(`${day}T23:59:59.999`).getTime());
  });

  test('refused, failed and unknown outcomes read differently; bodies show [redacted]; hostile strings stay text', async ({ page }) => {
    // Each record by its permalink: the list is virtualized, only the rows near the view exist.
    await page.goto('/audit?entry=audit-00005');
    const unknown = record(page, 'audit-00005');
    await expect(unknown).toHaveAccessibleName(/: Outcome unknown$/);
    await expect(unknown.getByText('Outcome unknown')).toBeVisible();
    await expect(unknown.getByText(/stopped before the answer came/)).toBeVisible();
    await page.goto('/audit');
    await expect(record(page, 'audit-00000')).toHaveAccessibleName(/: Succeeded$/);
    const failed = record(page, HOSTILE_RECORD_ID);
    await expect(failed).toHaveAccessibleName(/: Failed$/);
    await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
    await page.goto('/audit?entry=audit-00003');
    const refused = record(page, 'audit-00003');
    await expect(refused).toHaveAccessibleName(/: Refused \(viewer\)$/);
    await expect(refused.getByText('Refused (viewer)', { exact: true })).toBeVisible();
    await expect(refused.getByText('viewers cannot change the tenant')).toBeVisible();

    const fields = refused.getByRole('table', { name: 'Request body fields of audit-00003' });
    await expect(fields.getByRole('row', { name: /authConfig\.oauth2\.clientSecret/ })).toContainText('[redacted]');
    await expect(fields.getByRole('row', { name: /authConfig\.oauth2\.clientId/ })).toContainText('"okta-client"');
    await refused.getByRole('button', { name: 'JSON view of the request body of audit-00003' }).click();
    await expect(refused.getByLabel('Request body of audit-00003 as JSON', { exact: true })).toContainText('"clientSecret": "[redacted]"');

    await page.goto(`/audit?entry=${HOSTILE_RECORD_ID}`);
    await expect(failed.getByText('/api/v1/settings/contacts/<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(failed.getByText('<b>bad</b> javascript:alert(1)')).toBeVisible();
    await expect(failed.getByRole('row', { name: /note/ })).toContainText('"<script>alert(1)</script>"');
    await expect(failed.locator('img, script, b')).toHaveCount(0);
    await expect(failed.getByRole('link', { name: /javascript/ })).toHaveCount(0);
  });

  test('a permalink loads pages until its record shows, highlighted; each record links to itself', async ({ page }) => {
    await page.goto('/audit?entry=audit-00420');
    const target = record(page, 'audit-00420');
    await expect(target).toBeVisible();
    await expect(target).toHaveAttribute('aria-current', 'true');
    await page.goto('/audit');
    await record(page, 'audit-00001').getByRole('link', { name: 'Link to record audit-00001' }).click();
    await expect(page).toHaveURL(/[?&]entry=audit-00001/);
    await expect(record(page, 'audit-00001')).toHaveAttribute('aria-current', 'true');
  });

  test('a permalink to a record the filters leave out says so, and Clear filters shows it', async ({ page }) => {
    await page.goto('/audit?outcome=refused&entry=audit-00000');
    const notice = filteredOutNotice(page, 'audit-00000');
    await notice.getByRole('button', { name: 'Clear filters' }).click();
    await expect(record(page, 'audit-00000')).toHaveAttribute('aria-current', 'true');
    // The button is gone: its focus went to the first filter field, as the filter bar's own does.
    await expect(page.getByRole('textbox', { name: 'Person' })).toBeFocused();
    await expect(page).toHaveURL(/\/audit\?entry=audit-00000$/);
    await expect(notice).toHaveCount(0);
  });

  test('at phone width, that notice\'s Clear filters hands its focus to the Filters button (the fields are in the closed drawer)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/audit?outcome=refused&entry=audit-00000');
    const notice = filteredOutNotice(page, 'audit-00000');
    await notice.getByRole('button', { name: 'Clear filters' }).click();
    await expect(record(page, 'audit-00000')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeFocused();
  });

  test('at phone width the filters wait behind a button and the first record stays in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/audit');
    await expect(record(page, 'audit-00000')).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Person', includeHidden: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Refused (viewer)' }).click();
    await expect(page).toHaveURL(/[?&]outcome=refused/);
    await drawer.getByRole('button', { name: 'Show records' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(trail(page).getByRole('article').first()).toBeInViewport();
    await expect(trail(page).getByRole('article').first()).toHaveAttribute('aria-label', /Refused \(viewer\)$/);
  });

  test('at phone width the records scroll with the page and fill the screen; field names of a request body read whole', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/audit');
    const list = trail(page);
    await assertTimelineFillsScreen(page, list);
    await scrollPageToEnd(page, list, list.getByText('Start of the trail: 450 records in all.'));

    // A body's field names break between their parts, never inside a word (`authConfig.di` / `splayName`).
    await page.goto('/audit?entry=audit-00003');
    const fields = record(page, 'audit-00003').getByRole('table', { name: 'Request body fields of audit-00003' });
    await expect(fields.getByRole('rowheader', { name: 'authConfig.oauth2.clientSecret' })).toBeVisible();
    const names = fields.getByRole('rowheader');
    expect(await names.count()).toBeGreaterThan(2);
    for (const name of await names.all()) expect(await wordsBrokenAcrossLines(name), `${await name.textContent()}`).toEqual([]);
    // Each value still reads beside or below its own name.
    await expect(fields.getByRole('row', { name: /authConfig\.oauth2\.clientId/ })).toContainText('"okta-client"');
    await fields.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('audit-body-390.png') });
  });

  test('filters matching no record say so and offer to clear them; the exports are disabled, with the reason', async ({ page }) => {
    await page.goto('/audit?actor=nobody%40demo.example');
    const none = page.getByRole('region', { name: 'No records match these filters' });
    await expect(none.getByText('No record matches actor = nobody@demo.example.')).toBeVisible();
    await expect(trail(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export JSON' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export JSON' })).toHaveAccessibleDescription('Nothing to export: no record matches the filters.');
    await none.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/actor=/);
    await expect(record(page, 'audit-00000')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Person' })).toBeFocused();
  });

  test.describe('with nothing recorded yet', () => {
    test.use({ auditSeedSize: 0 });
    test('the empty log says so in place of an empty list; nothing to export', async ({ page }, testInfo) => {
      await page.goto('/audit');
      await expect(page.getByRole('heading', { name: 'The audit log is empty' })).toBeVisible();
      await expect(page.getByText('Nobody has changed the tenant through this console yet.')).toBeVisible();
      await expect(trail(page)).toHaveCount(0);
      for (const name of ['Export JSON', 'Export CSV']) {
        await expect(page.getByRole('button', { name })).toBeDisabled();
        await expect(page.getByRole('button', { name })).toHaveAccessibleDescription('Nothing to export: the audit log is empty.');
      }
      await page.screenshot({ path: testInfo.outputPath('audit-empty.png') });
    });
  });

  test('export loads every page the filter needs, then saves what it said it holds', async ({ page }) => {
    await page.goto('/audit?outcome=succeeded');
    const succeeded = SEED.filter((one) => outcomeClass(one) === 'succeeded');
    expect(succeeded.length).toBeGreaterThan(200);
    await expect(page.getByText('Export holds every record matching outcome = Succeeded, whole trail (200 loaded so far; the rest load first)')).toBeVisible();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`console-audit-outcome-succeeded-${succeeded.length}-records.csv`);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(succeeded.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',succeeded,'))).toBe(true);
    await expect(page.getByText(`${succeeded.length} records matching outcome = Succeeded, whole trail`)).toBeVisible();
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    const saved = JSON.parse(await readFile(await json.path(), 'utf8')) as { id: string }[];
    expect(saved.map((one) => one.id)).toEqual(succeeded.map((one) => one.id));
  });

  test('at 1366 × 768 several records show at once, and the page is the one thing that scrolls', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/audit');
    const list = trail(page);
    await assertTimelineFillsScreen(page, list, 3);
    await page.screenshot({ path: testInfo.outputPath('audit-1366-scrolled.png') });
    await scrollPageToEnd(page, list, list.getByText('Start of the trail: 450 records in all.'));
  });

  test('keyboard: Tab goes from the filters into the records, each focused one scrolled into view below the header', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/audit');
    await page.getByRole('textbox', { name: 'Person' }).focus();
    // Pressed one key at a time, as a person would (the date fields' parts are stops of their own);
    // every stop in the list is in sight: in the window, and below the fixed header, not under it.
    const header = await page.getByRole('banner').boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    const list = trail(page);
    const focused = () => page.evaluate(() => ({ name: document.activeElement?.getAttribute('aria-label'), top: document.activeElement?.getBoundingClientRect().top ?? 0, bottom: document.activeElement?.getBoundingClientRect().bottom ?? 0 }));
    const pressUntil = async (key: string, name: string) => {
      for (let presses = 0; presses < 120; presses += 1) {
        const stop = await focused();
        if (await list.evaluate((element) => element.contains(document.activeElement))) {
          expect(stop.top, `${stop.name} is below the header`).toBeGreaterThanOrEqual(headerBottom);
          expect(stop.bottom, `${stop.name} is in the window`).toBeLessThanOrEqual(768);
        }
        if (stop.name === name) return;
        await page.keyboard.press(key);
      }
      throw new Error(`${key} did not reach ${name}`);
    };
    await pressUntil('Tab', 'Link to record audit-00000');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'JSON view of the request body of audit-00000' })).toBeFocused();
    // Far enough down that the page has to scroll, and back up.
    await pressUntil('Tab', 'Link to record audit-00012');
    await pressUntil('Shift+Tab', 'Link to record audit-00001');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test.describe('as a viewer', () => {
    test.use({ signedInAs: 'viewer' });
    test('a viewer reads the whole log', async ({ page }) => {
      await page.goto('/audit');
      await expect(record(page, 'audit-00000')).toBeVisible();
    });
  });

  test('screenshots: desktop and phone, light and dark', async ({ page }, testInfo) => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        // Around an unknown outcome: a refused, a failed and a succeeded record are next to it.
        await page.goto('/audit?entry=audit-00005');
        await expect(record(page, 'audit-00005')).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`audit-${width}-${scheme}.png`), fullPage: false });
      }
    }
  });
});
