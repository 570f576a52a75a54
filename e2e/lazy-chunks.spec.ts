// A page's code is fetched the first time it is opened. When that fails, the admin is told what
// they can act on: the console server does not answer (retry), or the console was updated while
// the tab was open (the page reloads, once).
import { test, expect, type Page } from './fixtures';

const HISTORY_CHUNK = /\/assets\/xaa-settings-history-page-[\w-]+\.js$/;
const HISTORY = 'Cross-app access settings history';
const entries = (page: Page) => page.getByRole('region', { name: `${HISTORY} entries` });

async function openHistoryFromHome(page: Page) {
  await page.getByRole('link', { name: `Try it: ${HISTORY} with demo data` }).click();
  await expect(page.getByRole('heading', { level: 1, name: HISTORY })).toBeVisible();
}

test('with the console server down, a page not opened yet says the server cannot be reached; the shell keeps working, and Retry loads it once the server is back', async ({ page }) => {
  await page.goto('/');
  let serverDown = true;
  // Every file and the health check fail while "down"; the API calls are the fixture's.
  await page.route(/\/(assets\/|console\/healthz)/, (route) => (serverDown ? route.abort('connectionrefused') : route.fallback()));
  await openHistoryFromHome(page);
  const alert = page.getByRole('alert').filter({ hasText: 'The console server cannot be reached' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Failed to fetch dynamically imported module')).toHaveCount(0);
  // The shell still works: the theme switch, the navigation.
  await page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click();
  await expect(page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Contacts' })).toBeVisible();

  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeVisible();
  serverDown = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(entries(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be reached' })).toHaveCount(0);
});

/** Counts the page's loads from the server after this call (its document requests), reloads included. */
function countPageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test('a page file gone from the server (a new build) reloads the page once, which cures it', async ({ page }) => {
  await page.goto('/');
  const loads = countPageLoads(page);
  // Missing until the page is loaded again, as an old build's file is for a tab opened before a deploy.
  await page.route(HISTORY_CHUNK, (route) => (loads.length === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()));
  await openHistoryFromHome(page);
  await expect(entries(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(loads).toHaveLength(1);
});

test('a page file missing for good reloads once, then says so instead of reloading forever', async ({ page }) => {
  await page.goto('/');
  await page.route(HISTORY_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const loads = countPageLoads(page);
  await openHistoryFromHome(page);
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  expect(loads).toHaveLength(1);
});
