// The console's routes the bench loads, with the demo tenant's seeded ids in the paths that need
// them (server/demo-tenant/demo-ids.ts). The one place that knows where the route list lives.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { DEMO_IDS } from '../server/demo-tenant/demo-ids';
import { pageCatalog, tryItValues } from '../src/route-catalog';
import { createAppRouter } from '../src/router';

export interface BenchRoute {
  name: string;
  path: string;
}

export function consoleRoutes(): BenchRoute[] {
  // A router in memory builds the addresses exactly as the console's links do.
  const router = createAppRouter(new QueryClient(), { history: createMemoryHistory() });
  return pageCatalog(router).map((page) => {
    const example = tryItValues(page, DEMO_IDS) ?? { params: {}, search: {} };
    return { name: page.title, path: router.buildLocation({ to: page.path, params: example.params, search: example.search }).href };
  });
}

/** `BENCH_ROUTES=home,wizard` style selection by case-insensitive substring of name or path; all when unset. */
export function selectRoutes(routes: BenchRoute[], filter = process.env.BENCH_ROUTES): BenchRoute[] {
  if (!filter?.trim()) return routes;
  const wanted = filter.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  const chosen = routes.filter((route) => wanted.some((want) => route.name.toLowerCase().includes(want) || route.path === want));
  if (!chosen.length) throw new Error(`BENCH_ROUTES=${filter} matches no route (${routes.map((route) => route.name).join(', ')})`);
  return chosen;
}
