import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { RpcError } from '../rpc-error';
import { seedConnectorOwners } from './connector-owners-seed';

// Operation 14 (v2): one user ownership source of a connector, matched on all four path ids.
export function connectorOwnersRoutes(_ctx: DemoContext): Hono {
  const owners = seedConnectorOwners();
  const routes = new Hono();
  routes.get('/api/v2/apps/:appId/connectors/:connectorId/owners/users/:roleSlug/:userRefId', (c) => {
    const { appId, connectorId, roleSlug, userRefId } = c.req.param();
    const owner = owners.find((candidate) => candidate.appId === appId && candidate.connectorId === connectorId && candidate.roleSlug === roleSlug && candidate.user?.id === userRefId);
    if (!owner) throw new RpcError('NOT_FOUND', `user "${userRefId}" is not a "${roleSlug}" owner of connector "${connectorId}" in app "${appId}"`);
    return c.json({ connectorOwnerUser: owner });
  });
  return routes;
}
