// Op 12: the tenant's cross-app-access settings history, newest first, pages of at most 200.
import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { paginate } from '../paging';
import { seedXaaSettingsHistory } from './xaa-settings-history.seed';

export const XAA_HISTORY_MAX_PAGE_SIZE = 200;

export function xaaSettingsHistoryRoutes(ctx: DemoContext): Hono {
  let entries: Record<string, unknown>[] | null = null; // seeded on first use
  const routes = new Hono();
  routes.get('/api/v1/settings/cross-app-access/history', (c) => {
    entries ??= seedXaaSettingsHistory(ctx.seed.xaaHistorySize);
    return c.json(paginate(c, entries, XAA_HISTORY_MAX_PAGE_SIZE));
  });
  return routes;
}
