// Every route of DESIGN.md's URL scheme, from the page catalog (so new pages are covered without
// touching the specs): each page at its "Try it" address with demo ids, the open-by-id form of
// every page whose path needs ids, and the 404 page.
import { expect, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';
import { PAGES, pageHref, type PageEntry } from '../../src/pages/page-catalog';

export interface CatalogRoute {
  /** Unique, for test titles. */
  name: string;
  href: string;
  page: PageEntry | null;
}

export function catalogRoutes(): CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  for (const page of PAGES) {
    const example = page.tryIt?.(DEMO_IDS) ?? {};
    routes.push({ name: `${page.title} (${page.path})`, href: pageHref(page, example.params, example.search), page });
  }
  for (const page of PAGES.filter((entry) => entry.params.length > 0)) {
    routes.push({ name: `open by id: ${page.title}`, href: `/open/${page.id}`, page: null });
  }
  routes.push({ name: 'not found', href: '/no/such/page', page: null });
  return routes;
}

/** The catalog pages that load data by themselves (some API path is read on arrival). */
export function dataRoutes(): CatalogRoute[] {
  return catalogRoutes().filter((route) => route.page && route.page.apiPaths.length > 0);
}

/**
 * Waits until the page has drawn its h1 and nothing is loading any more: no element marked
 * aria-busy (skeletons, busy lists) and no pending network request.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
