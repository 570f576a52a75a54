import { test, expect, consoleStarted, DEMO_IDS, type Page } from './fixtures';

test.describe('app shell', () => {
  test('home page explains the console and offers Try-it links into every page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
    await expect(page.getByLabel('Tenant: demo.tenant.test (demo tenant)')).toBeVisible();
    const tryLinks = page.getByRole('link', { name: /^Try it: .* with demo data$/ });
    await expect(tryLinks).toHaveCount(14);
    await page.getByRole('link', { name: 'Try it: SSO application with demo data' }).click();
    await expect(page).toHaveURL(`/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
  });

  test('navigation reaches every page, pages needing ids ask for them', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await nav.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL('/settings/contacts');
    await nav.getByRole('link', { name: 'SSO application' }).click();
    await expect(page).toHaveURL('/open/sso-application');
    await page.getByLabel('App id').fill('app 1');
    await page.getByLabel('SSO application id').fill('sso/2');
    await page.getByRole('button', { name: 'Open SSO application' }).click();
    await expect(page).toHaveURL('/apps/app%201/sso/sso%2F2');
  });

  for (const [width, height] of [[1280, 800], [1366, 768]]) {
    test(`on a ${width} × ${height} laptop screen the sidebar shows every page without scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const links = page.getByRole('navigation', { name: 'Console pages' }).getByRole('link');
      await expect(links).toHaveCount(15);
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    });
  }

  test('a page address lacking ids shows the open-by-id form, pre-filled', async ({ page }) => {
    await page.goto('/apps/my-app/sso');
    await expect(page.getByLabel('App id')).toHaveValue('my-app');
    await expect(page.getByLabel('SSO application id')).toHaveValue('');
    await page.getByRole('button', { name: 'Open SSO application' }).click();
    await expect(page.getByText('SSO application id is required')).toBeVisible();
  });

  test('while the sign-in check is slow the frame shows, and leaving a page still loading cancels its request', async ({ page, api }) => {
    // Who is signed in, held until the console shows what it shows while it waits; the page's data, held throughout.
    let answerMe = () => {};
    const meHeld = new Promise<void>((resolve) => (answerMe = resolve));
    await page.route('**/console/me', async (route) => {
      await meHeld;
      await route.fallback();
    });
    const releaseData = api.holdAnswers();
    await page.goto(`/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
    const home = page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Home', exact: true });
    await expect(home).toBeVisible();
    // (The prerendered pending view, hidden by React while the same view shows as the fallback of the page's suspended render.)
    await expect(page.getByRole('main').getByText('Loading…').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'SSO application' })).toBeVisible();
    answerMe();
    await expect.poll(() => api.requests.length).toBeGreaterThan(0);
    const aborted = page.waitForEvent('requestfailed', { predicate: (request) => new URL(request.url()).pathname.startsWith('/api/') });
    await home.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED|cancel/i);
    releaseData();
  });

  test('an unknown address shows a 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('command palette opens the page of a pasted API path', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
    await page.keyboard.press('Control+k');
    // Untitled on screen, named for a screen reader.
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Search pages');
    const search = page.getByRole('dialog', { name: 'Search pages' }).getByRole('textbox', { name: 'Search pages or paste a path' });
    await search.fill('/api/v1/apps/A1/sso/applications/B2');
    await page.getByRole('button', { name: /Open SSO application/ }).click();
    await expect(page).toHaveURL('/apps/A1/sso/B2');
  });

  test('command palette offers the open-by-id form for a pasted console path lacking ids', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Search pages or paste a path' }).fill('/apps/A1/sso');
    await page.getByRole('button', { name: /Open SSO application.*Some ids are missing/ }).click();
    await expect(page.getByRole('textbox', { name: 'App id' })).toHaveValue('A1');
    await expect(page.getByRole('textbox', { name: 'SSO application id' })).toHaveValue('');
  });

  test.describe('while the search palette is still loading', () => {
    const PALETTE_CHUNK = /\/assets\/command-palette-[^/]*\.js$/;

    /** Lets the held chunk through; returns once the page has it evaluated, with all it imports. */
    async function releaseAndLoad(page: Page, release: () => void): Promise<void> {
      const response = page.waitForResponse(PALETTE_CHUNK);
      release();
      const url = (await response).url();
      await page.evaluate((chunk) => import(chunk).then(() => undefined), url);
    }

    /** Holds the palette's chunk until the returned function lets it through. */
    async function holdPaletteChunk(page: Page): Promise<() => void> {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(PALETTE_CHUNK, async (route) => {
        await released;
        await route.fallback();
      });
      return release;
    }

    test('what the admin types lands in its search box', async ({ page }) => {
      const release = await holdPaletteChunk(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('sso');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('o app');
      release();
      const search = page.getByRole('textbox', { name: 'Search pages or paste a path' });
      await expect(search).toHaveValue('sso app');
      await expect(search).toBeFocused();
      await page.keyboard.type('lication');
      await expect(search).toHaveValue('sso application');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/open/sso-application');
    });

    test('Escape cancels it: it never pops up later (so does a click elsewhere: type-ahead.test.ts)', async ({ page }) => {
      const release = await holdPaletteChunk(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
      const search = page.getByRole('textbox', { name: 'Search pages or paste a path' });
      const nav = page.getByRole('navigation', { name: 'Console pages' });

      await page.keyboard.press('Control+k');
      await page.keyboard.press('Escape');
      await releaseAndLoad(page, release);
      // The admin goes on; a palette still bound to open would show over the next page as it draws.
      await nav.getByRole('link', { name: 'Contacts' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
      await expect(search).toBeHidden();

      // Asked for again, it opens, empty.
      await page.keyboard.press('Control+k');
      await expect(search).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
    });
  });

  test('with the console server down, the Search button says search is unavailable and why; it opens once the server is back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
    let serverDown = true;
    await page.route(/\/(assets\/command-palette-|console\/healthz)/, (route) => (serverDown ? route.abort('connectionrefused') : route.fallback()));
    await page.keyboard.press('Control+k');
    const why = 'Search could not open: the console server cannot be reached. Nothing was changed; try again in a moment.';
    const unavailable = page.getByRole('banner').getByRole('button', { name: /^Search unavailable/ });
    await expect(unavailable).toBeVisible();
    await expect(unavailable).toHaveAccessibleDescription(why);
    // Announced too, as an alert with the same words.
    await expect(page.getByRole('alert').filter({ hasText: why })).toBeAttached();

    // Back: the browser keeps a failed module fetch, so trying again loads the page anew, once
    // (src/components/chunk-load.ts), and search opens on the next Ctrl+K.
    serverDown = false;
    const reloaded = page.waitForEvent('load');
    await unavailable.click();
    await reloaded;
    await consoleStarted(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Search/ })).toHaveText('SearchCtrl K');
  });

  test('at phone width, search that cannot open is told by the icon’s name, description and shape, not by colour alone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
    const search = page.getByRole('banner').getByRole('button', { name: 'Search pages' });
    // A magnifier: a circle and its handle.
    await expect(search.locator('svg path')).toHaveCount(1);
    await page.route(/\/(assets\/command-palette-|console\/healthz)/, (route) => route.abort('connectionrefused'));
    await search.click();
    const unavailable = page.getByRole('banner').getByRole('button', { name: 'Search pages (unavailable)' });
    await expect(unavailable).toBeVisible();
    await expect(unavailable).toHaveAccessibleDescription(/^Search could not open: the console server cannot be reached/);
    // Struck through, so a sighted admin who cannot tell orange from grey sees it too.
    await expect(unavailable.locator('svg path')).toHaveCount(2);
  });

  test('at phone width (390 px) the header keeps search reachable, as an icon button with a name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Admin Console' })).toBeVisible();
    const search = page.getByRole('banner').getByRole('button', { name: 'Search pages' });
    await expect(search).toBeVisible();
    const box = await search.boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
    await search.click();
    await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toBeVisible();
  });

  for (const width of [768, 1024]) {
    test(`at tablet width (${width} px) the header fits on one line, nothing in it cut short`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
      await expect(header.getByLabel('Tenant: demo.tenant.test (demo tenant)')).toBeVisible();
      // Every element of the header shows all of its text: the title on one line, the tenant
      // badge and the search button's shortcut not clipped. (Text hidden for screen readers
      // only, 1 px wide, is left out.)
      const cut = await header.evaluate((banner) =>
        [...banner.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.getBoundingClientRect().width > 1)
          .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().bottom > banner.getBoundingClientRect().bottom)
          .map((element) => element.textContent ?? element.tagName),
      );
      expect(cut).toEqual([]);
      const title = header.getByText('Tenant Admin Console', { exact: true });
      expect((await title.boundingBox())?.height).toBeLessThan(32);
    });
  }

  for (const system of [
    // On Apple systems Ctrl+K is a text field's own key (Emacs' "delete to the end of the line").
    { name: 'an Apple system', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36', keys: '⌘ K', text: '⌘K', press: 'Meta+k', fieldsOwn: 'Control+k' },
    { name: 'Linux', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36', keys: 'Ctrl K', text: 'Ctrl+K', press: 'Control+k', fieldsOwn: null },
  ]) {
    test.describe(`on ${system.name}`, () => {
      test.use({ userAgent: system.userAgent });

      test(`the search shortcut reads ${system.text}, and that key opens search`, async ({ page }) => {
        await page.goto('/');
        const search = page.getByRole('banner').getByRole('button', { name: /^Search/ });
        await expect(search).toHaveText(`Search${system.keys}`);
        await expect(page.getByRole('main').getByText(`Press ${system.text} (or open search)`)).toBeVisible();
        await page.keyboard.press(system.press);
        await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toBeVisible();
      });

      test(`${system.text} opens search from inside a text field too, and leaves the field as it was`, async ({ page }) => {
        // An open-by-id page puts the focus in its first field.
        await page.goto('/open/sso-application');
        const appId = page.getByLabel('App id');
        await expect(appId).toBeFocused();
        await page.keyboard.type('app-1');
        await page.keyboard.press(system.press);
        await page.keyboard.type('/api/v1/apps/A1/sso/applications/B2');
        await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toHaveValue('/api/v1/apps/A1/sso/applications/B2');
        await expect(appId).toHaveValue('app-1');
        await page.keyboard.press('Escape');
        await expect(appId).toBeFocused();
        if (system.fieldsOwn) {
          await page.keyboard.press(system.fieldsOwn);
          await page.keyboard.type('-2');
          await expect(appId).toHaveValue('app-1-2');
          await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toBeHidden();
        }
        // Again, the palette mounted by now: the keys that follow at once still land in its search box.
        const typedBefore = await appId.inputValue();
        await page.keyboard.press(system.press);
        await page.keyboard.type('contacts');
        await expect(page.getByRole('textbox', { name: 'Search pages or paste a path' })).toHaveValue('contacts');
        await expect(appId).toHaveValue(typedBefore);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/settings/contacts');
      });
    });
  }

  test('colour scheme switch keeps keyboard focus and is kept across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Focus stays on the switch (now offering light), not lost with the button it replaced.
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeFocused();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});
