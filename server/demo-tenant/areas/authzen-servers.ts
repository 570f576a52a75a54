import { Hono } from 'hono';
import { AUTHZEN_MAX_PAGE_SIZE } from '../../../src/api/authzen-servers.schema';
import type { DemoContext } from '../context';
import { paginate } from '../paging';
import { RpcError } from '../rpc-error';
import { seedAuthzenServers } from './authzen-servers-seed';

// Operation 3: List AuthZEN servers, at most 100 per page (spec, Limits). An app the tenant does
// not know is NotFound; a known app without servers is an empty list.
export function authzenServersRoutes(_ctx: DemoContext): Hono {
  const byApp = seedAuthzenServers();
  const routes = new Hono();
  routes.get('/api/v1/apps/:appId/authzen_servers', (c) => {
    const appId = c.req.param('appId');
    const servers = byApp.get(appId);
    if (!servers) throw new RpcError('NOT_FOUND', `app "${appId}" not found`);
    return c.json(paginate(c, servers, AUTHZEN_MAX_PAGE_SIZE));
  });
  return routes;
}
