// Every route of DESIGN.md's URL scheme, from the route tree's page catalog (so new pages are
// covered without touching the specs): each page at its "Try it" address with demo ids, the
// open-by-id form of every page whose path needs ids, and the 404 page.
import { expect, type Page } from '@playwright/test';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';
import { requestsInFlight } from '../fixtures';
import { OPEN_BY_ID_PATH, documentTitle, pageCatalog, tryItValues, type CatalogPage } from '../../src/route-catalog';
import { createAppRouter } from '../../src/router';

export interface CatalogRoute {
  /** Unique, for test titles. */
  name: string;
  href: string;
  page: CatalogPage | null;
  /** The document title the console gives this address. */
  title: string;
}

// A router in memory builds the addresses exactly as the console's links do.
const router = createAppRouter(new QueryClient(), { history: createMemoryHistory() });

export const CATALOG: readonly CatalogPage[] = pageCatalog(router);

export function catalogRoutes(): CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  for (const page of CATALOG) {
    const example = tryItValues(page, DEMO_IDS) ?? { params: {}, search: {} };
    const href = router.buildLocation({ to: page.path, params: example.params, search: example.search }).href;
    routes.push({ name: `${page.title} (${page.path})`, href, page, title: documentTitle(page.title) });
  }
  for (const page of CATALOG.filter((entry) => entry.params.length > 0)) {
    const href = router.buildLocation({ to: OPEN_BY_ID_PATH, params: { pageId: page.id } }).href;
    routes.push({ name: `open by id: ${page.title}`, href, page: null, title: documentTitle(`Open ${page.title}`) });
  }
  routes.push({ name: 'not found', href: '/no/such/page', page: null, title: documentTitle('Page not found') });
  return routes;
}

/**
 * Waits until the page has drawn its h1 and nothing is loading any more: no request of the page's
 * unanswered and no element marked aria-busy (skeletons, busy lists), both at once. (Playwright's
 * 'networkidle' waits for 500 ms of silence on top, on every call.)
 */
export async function waitForSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const busy = page.locator('[aria-busy="true"]');
  await expect.poll(async () => `${requestsInFlight(page)} requests in flight, ${await busy.count()} busy elements`).toBe('0 requests in flight, 0 busy elements');
}
