import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from './fixtures';
import { assertWithin, boxOf, textLinesOf, wordsBrokenAcrossLines } from './helpers/layout';
import { assertTimelineFillsScreen, scrollPageToBottom, scrollPageToEnd } from './helpers/timeline';

const PATH = '/settings/cross-app-access/history';

const timeline = (page: Page) => page.getByRole('region', { name: 'Cross-app access settings history entries' });
const entry = (page: Page, id: string) => timeline(page).getByRole('article', { name: new RegExp(`^Entry ${id},`) });
const changes = (page: Page, id: string) => entry(page, id).getByRole('list', { name: 'What changed' }).getByRole('listitem');

test.describe('cross-app access settings history', () => {
  test('each entry says what changed against the older snapshot, field by field', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-app access settings history' })).toBeVisible();
    // Seeded: xaa-00300 changed the default algorithm and enabled PS256; xaa-00299 allowed refresh-token subjects.
    await expect(changes(page, 'xaa-00300')).toHaveText(['Default signing algorithm: ES256 → RS256', 'Signing algorithms: added PS256']);
    await expect(changes(page, 'xaa-00299')).toHaveText(['Refresh-token subjects: not allowed → allowed']);
    await expect(entry(page, 'xaa-00300').getByText('updated', { exact: true })).toBeVisible();
    // The virtualizer places rows from observed sizes (src/components/timeline/measure-after-layout.ts):
    // one after another, none overlapping the next.
    const rows = await timeline(page).locator('[data-index]').evaluateAll((elements) =>
      elements.map((element) => ({ index: Number(element.getAttribute('data-index')), ...element.getBoundingClientRect().toJSON() as DOMRect })).sort((a, b) => a.index - b.index),
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const [previous, next] of rows.slice(1).map((row, position) => [rows[position]!, row] as const)) expect(next.top).toBeCloseTo(previous.bottom, 0);
    // A hostile annotation link is text, never a link.
    await expect(entry(page, 'xaa-00299').getByText('(javascript:alert(document.domain), not a web link)')).toBeVisible();
    await expect(entry(page, 'xaa-00299').getByRole('link', { name: /CHG-1299/ })).toHaveCount(0);
    // Permalink to the entry that switched cross-app access off.
    await page.goto(`${PATH}?entry=xaa-00294`);
    await expect(entry(page, 'xaa-00294')).toHaveAttribute('aria-current', 'true');
    await expect(changes(page, 'xaa-00294')).toHaveText(['Cross-app access: on → off']);
  });

  test('the switch shows the full snapshot and is kept in the URL', async ({ page }) => {
    await page.goto(PATH);
    await expect(changes(page, 'xaa-00300')).toHaveCount(2);
    const show = page.getByRole('radiogroup', { name: 'Show' });
    await expect(show.getByRole('radio', { name: 'Changes only' })).toBeChecked();
    await show.getByRole('radio', { name: 'Full snapshot' }).check();
    await expect(page).toHaveURL(/view=full/);
    const table = entry(page, 'xaa-00300').getByRole('table', { name: 'Settings after entry xaa-00300' });
    await expect(table.getByRole('row', { name: /Default signing algorithm/ })).toContainText('RS256');
    await expect(table.getByRole('row', { name: /Enabled signing algorithms/ })).toContainText('ES384, ES256, RS384, RS256, PS256');
    await expect(table.getByRole('row', { name: /Cross-app access/ })).toContainText('off');
    await page.reload();
    await expect(entry(page, 'xaa-00300').getByRole('table')).toBeVisible();
    await expect(show.getByRole('radio', { name: 'Full snapshot' })).toBeChecked();
    await show.getByRole('radio', { name: 'Changes only' }).check();
    await expect(changes(page, 'xaa-00300')).toHaveCount(2);
  });

  test('any two entries compare side by side', async ({ page }) => {
    await page.goto(PATH);
    await entry(page, 'xaa-00300').getByRole('checkbox', { name: 'Select entry xaa-00300 to compare' }).check();
    await entry(page, 'xaa-00298').getByRole('checkbox', { name: 'Select entry xaa-00298 to compare' }).check();
    await expect(page.getByText('2 entries selected')).toBeVisible();
    await page.getByRole('button', { name: 'Compare selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare settings' });
    const table = dialog.getByRole('table', { name: 'Settings side by side' });
    await expect(table.getByRole('columnheader', { name: /Older: xaa-00298/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Newer: xaa-00300/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Refresh-token subjects/ })).toContainText('not allowed');
    await expect(table.getByRole('row', { name: /Refresh-token subjects/ })).toContainText('(changed)');
    await expect(dialog.getByRole('list', { name: 'What changed' }).getByRole('listitem')).toHaveText([
      'Refresh-token subjects: not allowed → allowed',
      'Default signing algorithm: ES256 → RS256',
      'Signing algorithms: added PS256',
    ]);
  });

  test('a change-kind filter is kept in the URL; an unknown kind is offered as it came', async ({ page }) => {
    await page.goto(PATH);
    await expect(entry(page, 'xaa-00300')).toBeVisible();
    await page.getByRole('combobox', { name: 'Change kind' }).click();
    const unknownKind = page.getByRole('option', { name: /^CHANGE_KIND_RESTORED_BY_SUPPORT/ });
    // A value wider than the field wraps inside the dropdown rather than being cut off.
    const overflow = await unknownKind.evaluate((option) => option.getBoundingClientRect().right - option.closest('[role="listbox"]')!.getBoundingClientRect().right);
    expect(overflow).toBeLessThanOrEqual(0);
    await unknownKind.click();
    await expect(page).toHaveURL(/changeKind=CHANGE_KIND_RESTORED_BY_SUPPORT/);
    await expect(entry(page, 'xaa-00266').getByText('CHANGE_KIND_RESTORED_BY_SUPPORT')).toBeVisible();
    // Scrolled to its end, the short filtered list keeps loading older pages until the history ends.
    await scrollPageToEnd(page, timeline(page), timeline(page).getByText('Start of the history: 300 entries in all.'));
    await expect(page.getByText('300 entries loaded, the whole history · 7 match the filters')).toBeVisible();
    for (const name of await timeline(page).getByRole('article').evaluateAll((elements) => elements.map((element) => element.textContent ?? ''))) {
      expect(name).toContain('CHANGE_KIND_RESTORED_BY_SUPPORT');
    }
    // A permalink to an entry the filter hides says so and offers to clear the filters.
    await page.goto(`${PATH}?changeKind=CHANGE_KIND_RESTORED_BY_SUPPORT&entry=xaa-00300`);
    await expect(page.getByText('Entry xaa-00300 is hidden by the filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(entry(page, 'xaa-00300')).toHaveAttribute('aria-current', 'true');
    await expect(page).not.toHaveURL(/changeKind/);
  });

  test('load all, then export JSON and CSV with every loaded entry', async ({ page }) => {
    await page.goto(PATH);
    const status = page.getByText('200 entries loaded, more on the server');
    await expect(status).toBeVisible();
    // Every text the status ever shows, however briefly (it is announced to screen readers too).
    await status.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { statusTexts: string[] }).statusTexts = seen;
      new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(page.getByText('300 entries loaded, the whole history')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    expect(seen.filter((text) => text.includes('the whole history'))).toEqual(seen.filter((text) => text.includes('the whole history')).map(() => '300 entries loaded, the whole history'));
    await expect(page.getByText('Export holds 300 entries, whole history')).toBeVisible();
    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(jsonDownload.suggestedFilename()).toBe('cross-app-access-settings-history-300-entries.json');
    const json = JSON.parse(await readFile((await jsonDownload.path()) ?? '', 'utf8')) as { metadata: { id: string }; snapshot: { enabled: boolean } }[];
    expect(json.map((item) => item.metadata.id)).toEqual(Array.from({ length: 300 }, (_, index) => `xaa-${String(300 - index).padStart(5, '0')}`));
    expect(json[6]?.snapshot.enabled).toBe(false);

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = (await readFile((await csvDownload.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(301);
    expect(lines[0]).toBe('id,createdAt,actorKind,actorUserId,traceId,syslogEventId,annotations,changeKind,enabled,allowRefreshTokenSubjects,defaultGrantLifetime,xaaIdTokenLifetime,defaultSigningAlgorithm,enabledSigningAlgorithms');
    expect(lines[1]).toMatch(/^xaa-00300,.*,CHANGE_KIND_UPDATED,false,true,86400s,120s,XAA_SIGNING_ALGORITHM_RS256,XAA_SIGNING_ALGORITHM_ES384 XAA_SIGNING_ALGORITHM_ES256 XAA_SIGNING_ALGORITHM_RS384 XAA_SIGNING_ALGORITHM_RS256 XAA_SIGNING_ALGORITHM_PS256$/);
    expect(lines[300]).toMatch(/^xaa-00001,.*,CHANGE_KIND_CREATED,/);
  });

  test('export holds what the filter shows: it loads every page first and says so in the file name', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByText('200 entries loaded, more on the server')).toBeVisible();
    await page.getByRole('combobox', { name: 'Actor' }).click();
    await page.getByRole('option', { name: /^sp-ci-deployer \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/actor=sp-ci-deployer/);
    // Before the older pages load, the line says the export loads them first.
    await expect(page.getByText(/^Export holds every entry matching actor = sp-ci-deployer, whole history \(\d+ among the 200 loaded so far; the rest load first\)$/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    await expect(page.getByText('300 entries loaded, the whole history')).toBeVisible();
    const matched = Number((await page.getByText(/^300 entries loaded, the whole history · \d+ match the filters$/).textContent())?.match(/· (\d+) match/)?.[1]);
    expect(matched).toBeGreaterThan(0);
    await expect(page.getByText(`Export holds ${matched} entries matching actor = sp-ci-deployer, whole history`)).toBeVisible();
    expect(download.suggestedFilename()).toBe(`cross-app-access-settings-history-${matched}-entries-actor-sp-ci-deployer.csv`);
    const rows = (await readFile((await download.path()) ?? '', 'utf8')).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(matched);
    for (const row of rows) expect(row.split(',')[3]).toBe('sp-ci-deployer');
    // Entries from the pages that were not loaded when Export was pressed are in the file.
    expect(rows.some((row) => Number(row.slice('xaa-'.length, 'xaa-00000'.length)) <= 100)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: `Saved cross-app-access-settings-history-${matched}-entries-actor-sp-ci-deployer.csv` })).toBeVisible();
  });

  test('filter choices read in words; an unknown value is shown as it came, marked unknown', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(page.getByText('300 entries loaded, the whole history')).toBeVisible();
    await page.getByRole('combobox', { name: 'Actor' }).click();
    await expect(page.getByRole('option', { name: /^system \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /ACTOR_KIND_/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Change kind' }).click();
    await expect(page.getByRole('option', { name: /^updated \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('option', { name: 'CHANGE_KIND_RESTORED_BY_SUPPORT (unknown) (7)' })).toBeVisible();
    await expect(page.getByRole('option', { name: /^CHANGE_KIND_(CREATED|UPDATED|DELETED)/ })).toHaveCount(0);
  });

  test('"Clear filters" is never alone on a line: it stays level with the From and To inputs, after them', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${PATH}?actor=user-katherine-johnson&changeKind=CHANGE_KIND_UPDATED&text=CHG&from=2026-01-01&to=2026-11-20`);
    const filters = page.getByRole('search', { name: 'Filter loaded entries' });
    const clear = filters.getByRole('button', { name: 'Clear filters' });
    await expect(clear).toBeVisible();
    const button = await boxOf(clear);
    for (const name of ['From', 'To']) {
      const input = await boxOf(filters.getByLabel(name, { exact: true }));
      expect(Math.abs(button.top - input.top), `"Clear filters" top against ${name}'s input: ${button.top} vs ${input.top}`).toBeLessThanOrEqual(1);
      expect(Math.abs(button.bottom - input.bottom), `"Clear filters" bottom against ${name}'s input: ${button.bottom} vs ${input.bottom}`).toBeLessThanOrEqual(1);
      expect(button.left, `"Clear filters" after ${name}`).toBeGreaterThan(input.right);
    }
    assertWithin(button, await boxOf(filters), '"Clear filters" in the filter row');
    await page.screenshot({ path: test.info().outputPath('clear-filters-1366.png') });
  });

  test('the chosen actor and change kind read whole in their fields, with their counts', async ({ page }) => {
    await page.goto(`${PATH}?actor=user-katherine-johnson&changeKind=CHANGE_KIND_UPDATED`);
    for (const [name, value] of [['Actor', /^user-katherine-johnson \(\d+\)$/], ['Change kind', /^updated \(\d+\)$/]] as const) {
      const field = page.getByRole('combobox', { name });
      await expect(field).toHaveValue(value);
      // An input whose text is cut off scrolls sideways, or runs under its right section (clear, chevron).
      expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth), `${name} is cut off`).toBe(0);
      const hidden = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const textRight = input.getBoundingClientRect().left + parseFloat(style.paddingLeft) + context.measureText(input.value).width;
        const section = input.parentElement!.querySelector('[data-position="right"]')!.getBoundingClientRect();
        return textRight - section.left;
      });
      expect(hidden, `${name}: its text runs ${hidden.toFixed(1)} px under the clear button`).toBeLessThanOrEqual(0);
    }
  });

  test('compare: the same set in another order is no change; dates read as elsewhere', async ({ page, api }) => {
    const snapshot = { enabled: true, defaultGrantLifetime: '3600s', enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_RS256', 'XAA_SIGNING_ALGORITHM_ES256'], createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' };
    api.override(
      (request) => request.url().includes('/cross-app-access/history'),
      () => ({
        status: 200,
        body: JSON.stringify({
          list: [
            { metadata: { id: 'set-2', createdAt: '2026-01-03T00:00:00Z' }, snapshot: { ...snapshot, enabled: false, enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_ES256', 'XAA_SIGNING_ALGORITHM_RS256'], updatedAt: '2026-01-03T00:00:00Z' } },
            { metadata: { id: 'set-1', createdAt: '2026-01-02T00:00:00Z' }, snapshot },
          ],
          nextPageToken: '',
        }),
      }),
    );
    await page.goto(PATH);
    await entry(page, 'set-2').getByRole('checkbox', { name: 'Select entry set-2 to compare' }).check();
    await entry(page, 'set-1').getByRole('checkbox', { name: 'Select entry set-1 to compare' }).check();
    await page.getByRole('button', { name: 'Compare selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare settings' });
    await expect(dialog.getByRole('list', { name: 'What changed' }).getByRole('listitem')).toHaveText(['Cross-app access: on → off']);
    const table = dialog.getByRole('table', { name: 'Settings side by side' });
    await expect(table.getByRole('row', { name: /Cross-app access/ })).toContainText('(changed)');
    await expect(table.getByRole('row', { name: /Enabled signing algorithms/ })).not.toContainText('(changed)');
    await expect(table.locator('[data-changed]')).toHaveCount(1);
    const created = table.getByRole('row', { name: /^Created/ });
    await expect(created).not.toContainText('2026-01-01T00:00:00');
    expect(await created.textContent()).toContain(await page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-01-01T00:00:00Z'))));
    await expect(table.getByRole('row', { name: /^Updated/ })).not.toContainText('T00:00:00');
  });

  test('at phone width the filters wait behind a button, the first entries and the search stay in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await expect(entry(page, 'xaa-00300')).toBeInViewport();
    // Not mounted at all, not merely hidden: the row of selects is start-up work a phone never shows.
    await expect(page.getByRole('combobox', { name: 'Actor', includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Search/ })).toBeInViewport();
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Actor' }).click();
    await page.getByRole('option', { name: /^sp-ci-deployer/ }).click();
    await expect(page).toHaveURL(/actor=sp-ci-deployer/);
    await drawer.getByRole('button', { name: 'Show entries' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(timeline(page).getByRole('article').first()).toBeInViewport();
    await expect(timeline(page).getByRole('article').first()).toHaveAttribute('aria-label', /by sp-ci-deployer$/);
    // Widened, the page trades the button for the row of filters, the choice kept.
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(page.getByRole('combobox', { name: 'Actor' })).toHaveValue(/^sp-ci-deployer/);
    await expect(page.getByRole('button', { name: /^Filters \(/, includeHidden: true })).toHaveCount(0);
  });

  test('at phone width the entries scroll with the page and fill the screen; a permalink lands in view', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await assertTimelineFillsScreen(page, timeline(page));
    await page.screenshot({ path: testInfo.outputPath('xaa-history-390.png') });
    await page.goto(`${PATH}?entry=xaa-00250`);
    await expect(entry(page, 'xaa-00250')).toHaveAttribute('aria-current', 'true');
    await expect(entry(page, 'xaa-00250')).toBeInViewport();
  });

  test('at phone width an annotation keeps its label whole; a long value wraps on lines of its own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    // xaa-00299's ticket carries a long link that is not a web link: the chip wraps its value, not
    // its label ("Tic", "ke", "t" on three lines before: every part of the chip shrank alike).
    const annotations = entry(page, 'xaa-00299').getByRole('group', { name: 'Annotations' });
    const label = annotations.getByText('Ticket', { exact: true });
    await expect(label).toBeVisible();
    expect(await textLinesOf(label)).toEqual(['Ticket']);
    expect(await wordsBrokenAcrossLines(annotations.getByText('CHG-1299', { exact: true }))).toEqual([]);
  });

  test('at phone width the comparison names each setting in whole words', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await entry(page, 'xaa-00300').getByRole('checkbox', { name: 'Select entry xaa-00300 to compare' }).check();
    await entry(page, 'xaa-00299').getByRole('checkbox', { name: 'Select entry xaa-00299 to compare' }).check();
    await page.getByRole('button', { name: 'Compare selected' }).click();
    const table = page.getByRole('dialog', { name: 'Compare settings' }).getByRole('table', { name: 'Settings side by side' });
    // The Setting column was 28% of the dialog, narrower than "algorithm" ("algorith", "m (change", "d)").
    const settings = await table.getByRole('rowheader').all();
    expect(settings.length).toBeGreaterThan(5);
    for (const setting of settings) {
      // A line may end at a space or after a hyphen ("Cross-", "app" is a break the text allows).
      const text = (await setting.textContent() ?? '').replace(/\s+/g, ' ');
      const lines = (await textLinesOf(setting)).map((line) => line.trim());
      let at = 0;
      const midWord: string[] = [];
      for (const [index, line] of lines.entries()) {
        at = text.indexOf(line, at) + line.length;
        if (index < lines.length - 1 && !line.endsWith('-') && text[at] !== ' ') midWord.push(`${line}|${lines[index + 1]}`);
      }
      expect(midWord, lines.join(' / ')).toEqual([]);
    }
  });

  test('bad input renders sensibly: no metadata, no snapshot, empty snapshot, unknown values', async ({ page, api }) => {
    api.override(
      (request) => request.url().includes('/cross-app-access/history'),
      () => ({
        status: 200,
        body: JSON.stringify({
          list: [
            { metadata: { id: 'odd-1', createdAt: 'not a date', actor: { kind: 'ACTOR_KIND_ROBOT' }, changeKind: 'CHANGE_KIND_TELEPORTED', annotations: [{ displayUrl: 'data:text/html,<b>x</b>', displayValue: 'payload' }] }, snapshot: { enabled: true, defaultSigningAlgorithm: 'XAA_SIGNING_ALGORITHM_QUANTUM', futureField: 1 } },
            { metadata: { id: 'odd-2' }, snapshot: {} },
            { snapshot: null },
            { metadata: { id: 'odd-4', createdAt: '2026-01-01T00:00:00Z' } },
          ],
          nextPageToken: '',
        }),
      }),
    );
    await page.goto(PATH);
    await expect(changes(page, 'odd-1')).toHaveText(['Cross-app access: off → on', 'Default signing algorithm: unspecified → XAA_SIGNING_ALGORITHM_QUANTUM', 'futureField: absent → 1']);
    await expect(entry(page, 'odd-1').getByText('CHANGE_KIND_TELEPORTED')).toBeVisible();
    await expect(entry(page, 'odd-1').getByText('ACTOR_KIND_ROBOT')).toBeVisible();
    await expect(entry(page, 'odd-1').getByText('not a date')).toBeVisible();
    await expect(entry(page, 'odd-1').getByRole('link', { name: 'payload' })).toHaveCount(0);
    await expect(timeline(page).getByText('This entry came without metadata (no id, time or actor).')).toBeVisible();
    // The list is virtualized: the last entries mount once scrolled to.
    await scrollPageToBottom(page);
    await expect(entry(page, 'odd-4').getByText('No settings snapshot was recorded with this entry.')).toBeVisible();
    await expect(timeline(page).getByText('Start of the history: 4 entries in all.')).toBeVisible();
  });
});
