// Op 11: the tool binding history of one (app, connector, mcp tool), newest first, pages of at
// most 200. Only DEMO_IDS' tool has a history; any other triple is NotFound.
import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { DEMO_IDS } from '../demo-ids';
import { paginate } from '../paging';
import { RpcError } from '../rpc-error';
import { seedToolBindingHistory } from './tool-binding-history.seed';

export const TOOL_HISTORY_MAX_PAGE_SIZE = 200;

export function toolBindingHistoryRoutes(ctx: DemoContext): Hono {
  let entries: Record<string, unknown>[] | null = null; // seeded on first use
  const routes = new Hono();
  routes.get('/api/v1/apps/:appId/connectors/:connectorId/tool_bindings/by_tool/:toolId/history', (c) => {
    const { appId, connectorId, toolId } = c.req.param();
    if (appId !== DEMO_IDS.appId) throw new RpcError('NOT_FOUND', `app ${appId} not found`);
    if (connectorId !== DEMO_IDS.connectorId) throw new RpcError('NOT_FOUND', `connector ${connectorId} not found in app ${appId}`);
    if (toolId !== DEMO_IDS.toolId) throw new RpcError('NOT_FOUND', `mcp tool ${toolId} not found on connector ${connectorId}`);
    entries ??= seedToolBindingHistory(ctx.seed.toolHistorySize);
    return c.json(paginate(c, entries, TOOL_HISTORY_MAX_PAGE_SIZE));
  });
  return routes;
}
