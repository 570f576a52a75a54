// Hostile answers on every page of the catalog: an HTML 502 page, truncated JSON, an empty 200,
// an answer that does not come (loading shown, leaving the page cancels the request), unknown
// enum values everywhere and javascript:/data: values in every URL-ish field. A page always shows
// its data or a clear error with a retry that works — never a blank page, never an uncaught
// exception (the fixture fails a test on any console error or page error). Pages that read
// nothing on arrival (forms) just have to stay usable. A value holding a right-to-left override
// never reorders the console's own words around it.
import { test, expect, DEMO_IDS, type Answer, type Locator, type Page } from './fixtures';
import { DATA_URL, HTML_502, JAVASCRIPT_URL, UNKNOWN_ENUM_PREFIX, rewriteStrings, withScriptUrls, withUnknownEnums } from './helpers/hostile';
import { catalogRoutes, waitForSettled } from './helpers/routes';

type Mode = 'real' | 'html-502' | 'truncated-json' | 'empty-200' | 'slow' | 'hostile-data';

const pages = catalogRoutes().filter((route) => route.page && route.page.id !== 'home');

/** The page stands: its h1, and either content or an error alert, never an empty main. */
async function expectNotBlank(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).not.toBeEmpty();
  expect((await main.innerText()).trim().length).toBeGreaterThan(20);
}

async function expectNoLiveScriptLinks(page: Page) {
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i], [src^="javascript:" i], iframe[src^="data:" i]')).toHaveCount(0);
}

const retryAlert = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: /retry/i }) });

for (const route of pages) {
  test(`${route.name} survives hostile answers`, async ({ page, api }) => {
    let mode: Mode = 'real';
    const held: (() => void)[] = [];
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    api.override(
      () => mode !== 'real',
      async (request): Promise<Answer> => {
        const current = mode;
        if (current === 'html-502') return { status: 502, body: HTML_502, contentType: 'text/html' };
        if (current === 'empty-200') return { status: 200, body: '' };
        const real = await api.realAnswer(request);
        if (current === 'truncated-json') return { ...real, status: 200, body: real.body.length > 8 ? real.body.slice(0, Math.floor(real.body.length / 2)) : '{"list":[{"id":"x' };
        // Both at once, in one load: each check below reads its own kind of string.
        if (current === 'hostile-data') return { ...real, body: withScriptUrls(withUnknownEnums(real.body).body).body };
        // slow: held until the test has seen the page give up on it
        await new Promise<void>((resolve) => held.push(resolve));
        return real;
      },
    );

    // Unknown enum values and javascript:/data: URLs, in one load: still data, shown inert. This
    // load also tells whether the page reads anything on arrival.
    await test.step('unknown enums and script URLs', async () => {
      mode = 'hostile-data';
      await page.goto(route.href);
      await waitForSettled(page);
      await expectNotBlank(page);
      await expectNoLiveScriptLinks(page);
      // Values the console does not know are still data: no "unexpected response" for them.
      await expect(page.getByRole('alert').filter({ hasText: /Unexpected response/ })).toHaveCount(0);
      const unknown = page.getByText(new RegExp(UNKNOWN_ENUM_PREFIX));
      if ((await unknown.count()) > 0) await expect(unknown.first()).toBeVisible();
      // Script URLs shown, if at all, as text.
      for (const url of [JAVASCRIPT_URL, DATA_URL]) {
        for (const link of await page.getByRole('link', { name: url }).all()) expect(await link.getAttribute('href')).not.toMatch(/^(javascript|data):/i);
      }
    });
    const readsOnArrival = api.requests.length > 0;

    for (const hostile of ['html-502', 'truncated-json', 'empty-200'] as const) {
      await test.step(hostile, async () => {
        mode = hostile;
        await page.goto(route.href);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (!readsOnArrival) return expectNotBlank(page);
        await expect(retryAlert(page).first()).toBeVisible();
        await expectNotBlank(page);
        // The retry works once the tenant answers properly again.
        mode = 'real';
        await retryAlert(page).first().getByRole('button', { name: /retry/i }).click();
        // The retry answered and drawn first: the alert may go while the page asks again, so no
        // alert before then proves nothing about the answer.
        await waitForSettled(page);
        await expect(retryAlert(page)).toHaveCount(0);
        await expectNotBlank(page);
      });
    }

    if (readsOnArrival) {
      await test.step('no answer yet: loading shown, leaving cancels the request', async () => {
        mode = 'slow';
        const before = api.requests.length;
        await page.goto(route.href);
        const loading = page.locator('[aria-busy="true"], [role="progressbar"]').or(page.getByLabel(/loading/i)).or(page.getByText(/loading/i));
        // visible: a hydrated pending view stays in the DOM, hidden, while Suspense shows its fallback.
        await expect(loading.filter({ visible: true }).first()).toBeVisible();
        await expect.poll(() => api.requests.length).toBeGreaterThan(before);
        const aborted = page.waitForEvent('requestfailed', { predicate: (request) => new URL(request.url()).pathname.startsWith('/api/') });
        await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Home', exact: true }).click();
        await expect(page).toHaveURL('/');
        const failed = await aborted;
        expect(failed.failure()?.errorText).toMatch(/ABORTED|cancel/i);
        mode = 'real';
        for (const release of held.splice(0)) release();
      });
    }
  });
}

// One word of 10,000 characters, typed: a filter's "no match" line, a summary that repeats it, a
// dialog that names it must wrap it, never widen the page (or cut it off inside a dialog).
const LONG_WORD = 'W'.repeat(10_000);
const widerThanWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

for (const route of pages) {
  test(`${route.name}: a 10,000-character word typed in its fields does not widen the page`, async ({ page }) => {
    await page.goto(route.href);
    await waitForSettled(page);
    const fields = page.getByRole('main').locator('input:visible:not([type=radio]):not([type=checkbox]):not([type=datetime-local]):not([type=date]):not([readonly]):not([disabled]), textarea:visible:not([disabled])');
    const count = await fields.count();
    for (let index = 0; index < count; index += 1) {
      await fields.nth(index).fill(LONG_WORD);
      await fields.nth(index).press('Tab');
    }
    await expect.poll(() => widerThanWindow(page), { message: 'the page is wider than the window' }).toBe(false);
  });
}

test('a revoke confirmation naming a 3,000-character id wraps it inside the dialog', async ({ page }) => {
  await page.goto(`/service-principals/${'s'.repeat(3000)}/credentials?id=${'c'.repeat(3000)}`);
  await page.getByRole('button', { name: 'Revoke credential…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const overflow = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > box.right + 1).length;
  });
  expect(overflow, 'elements reaching past the dialog').toBe(0);
});

// U+202E RIGHT-TO-LEFT OVERRIDE, never closed: shown as it is, "evil\u202Etxt.exe" reads "evilexe.txt"
// and reverses every word after it on its line, the console's own included.
const SPOOFED = 'evil\u202Etxt.exe';

/**
 * Whether `first` is drawn before `then` inside `scope`: where each starts, to the left on the same
 * line or on a line above, as two words of a sentence read in this left-to-right console. Each lies
 * in one text node.
 */
function drawnInOrder(scope: Locator, first: string, then: string): Promise<boolean> {
  return scope.evaluate((element, [before, after]) => {
    const boxOf = (text: string) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(text) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        return range.getClientRects()[0] ?? range.getBoundingClientRect();
      }
      throw new Error(`"${text}" is not in "${element.textContent}"`);
    };
    const [a, b] = [boxOf(before), boxOf(after)];
    const sameLine = a.top < b.bottom && b.top < a.bottom;
    return sameLine ? a.left < b.left : a.top < b.top;
  }, [first, then] as const);
}

test.describe('a value holding a right-to-left override', () => {
  test('a name from the tenant leaves the confirmation and the outcome naming it in order', async ({ page, api }) => {
    const lookup = `/api/v1/apps/${DEMO_IDS.appId}/xaa/access_profiles/by_app_entitlement_id/${DEMO_IDS.entitlementId}`;
    api.override(
      (request) => new URL(request.url()).pathname === lookup,
      async (request) => {
        const real = await api.realAnswer(request);
        return { ...real, body: rewriteStrings(real.body, (_value, key) => (key === 'displayName' ? SPOOFED : null)).body };
      },
    );
    await page.goto(`/apps/${DEMO_IDS.appId}/xaa/access-profiles?entitlementId=${DEMO_IDS.entitlementId}`);
    await page.getByRole('button', { name: 'Delete access profile…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this access profile?' });
    await expect(dialog).toContainText('will be deleted. The deletion cascades:');
    expect(await drawnInOrder(dialog, 'will be deleted', 'cascades'), 'the words after the name, in order').toBe(true);

    await dialog.getByLabel("Type the profile's display name to confirm").fill(SPOOFED);
    await dialog.getByRole('button', { name: 'Delete access profile' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Access profile deleted' });
    await expect(outcome).toContainText('was deleted, with its scope bindings');
    expect(await drawnInOrder(outcome, 'was deleted', 'grants have ended'), 'the words after the name, in order').toBe(true);
  });

  test('an unknown enum value keeps its "(unknown)" note readable', async ({ page, api }) => {
    const application = `/api/v1/apps/${DEMO_IDS.appId}/sso/applications/${DEMO_IDS.ssoOidcId}`;
    api.override(
      (request) => new URL(request.url()).pathname === application,
      async (request) => {
        const real = await api.realAnswer(request);
        return { ...real, body: rewriteStrings(real.body, (_value, key) => (key === 'subjectType' ? `${UNKNOWN_ENUM_PREFIX}${SPOOFED}` : null)).body };
      },
    );
    await page.goto(`/apps/${DEMO_IDS.appId}/sso/${DEMO_IDS.ssoOidcId}`);
    const row = page.getByRole('row', { name: /Subject type/ });
    await expect(row).toContainText('(unknown)');
    expect(await drawnInOrder(row, '(unk', 'own)'), '"(unknown)" left to right').toBe(true);
  });

  test('ids typed or in the address leave the sentences naming them in order', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/owners`);
    const field = page.getByRole('combobox', { name: 'User ids' });
    await field.fill(SPOOFED);
    await field.press('Enter');
    await page.getByRole('button', { name: 'Set owners…' }).click();
    await page.getByRole('dialog', { name: 'Set the owners of this app?' }).getByRole('button', { name: 'Set 1 owner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The only owner of' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove owners…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove these owners?' });
    await expect(confirm).toContainText('Other owners keep it.');
    expect(await drawnInOrder(confirm, 'Other owners', 'keep it'), 'the words after the user id, in order').toBe(true);

    // A not-found title names the id that names nothing.
    await page.goto(`/apps/${DEMO_IDS.appId}/connectors/${DEMO_IDS.connectorId}/tools/${encodeURIComponent(SPOOFED)}/history`);
    const alert = page.getByRole('alert').filter({ hasText: 'No MCP tool' });
    await expect(alert).toContainText('on connector');
    expect(await drawnInOrder(alert, 'on connector', 'in app'), 'the words after the tool id, in order').toBe(true);
  });
});
