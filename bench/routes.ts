// The console's routes the bench loads, with the demo tenant's seeded ids in the paths that need
// them (server/demo-tenant/demo-ids.ts). The one place that knows where the route list lives.
import { DEMO_IDS } from '../server/demo-tenant/demo-ids';
import { PAGES, pageHref } from '../src/pages/page-catalog';

export interface BenchRoute {
  name: string;
  path: string;
}

export function consoleRoutes(): BenchRoute[] {
  return PAGES.map((page) => ({ name: page.title, path: pageHref(page, page.tryIt?.(DEMO_IDS).params ?? {}) }));
}

/** `BENCH_ROUTES=home,wizard` style selection by case-insensitive substring of name or path; all when unset. */
export function selectRoutes(routes: BenchRoute[], filter = process.env.BENCH_ROUTES): BenchRoute[] {
  if (!filter?.trim()) return routes;
  const wanted = filter.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  const chosen = routes.filter((route) => wanted.some((want) => route.name.toLowerCase().includes(want) || route.path === want));
  if (!chosen.length) throw new Error(`BENCH_ROUTES=${filter} matches no route (${routes.map((route) => route.name).join(', ')})`);
  return chosen;
}
