// Service principals (spec operation 9 "Revoke credential"): a revoked credential is gone, a second
// revoke is NotFound, and the principal's other credentials stay.
import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { DEMO_IDS } from '../demo-ids';
import { RpcError } from '../rpc-error';
import { requireEmptyBody } from './delete-body';

export interface CredentialRecord { id: string; createdAt: string; expiresAt: string }
export interface ServicePrincipalRecord { id: string; displayName: string; credentials: Map<string, CredentialRecord> }
export interface ServicePrincipalsState { principals: Map<string, ServicePrincipalRecord> }

const BASE = Date.parse('2026-11-20T00:00:00Z');
const day = (offset: number) => new Date(BASE + offset * 86_400_000).toISOString();

export function createServicePrincipalsState(): ServicePrincipalsState {
  const principal = (id: string, displayName: string, credentials: CredentialRecord[]): [string, ServicePrincipalRecord] => [
    id, { id, displayName, credentials: new Map(credentials.map((credential) => [credential.id, credential])) },
  ];
  return {
    principals: new Map([
      principal(DEMO_IDS.servicePrincipalId, 'CI deployer', [
        { id: DEMO_IDS.credentialId, createdAt: day(-55), expiresAt: day(310) },
        { id: 'cred-ci-deployer-2025', createdAt: day(-420), expiresAt: day(10) },
      ]),
      principal('sp-backup-agent', 'Nightly backup agent', [{ id: 'cred-backup-agent-1', createdAt: day(-90), expiresAt: day(275) }]),
    ]),
  };
}

export function servicePrincipalsRoutes(_ctx: DemoContext, state: ServicePrincipalsState = createServicePrincipalsState()): Hono {
  const routes = new Hono();
  routes.delete('/api/v1/service_principals/:servicePrincipalId/credentials/:id', async (c) => {
    const { servicePrincipalId, id } = c.req.param();
    await requireEmptyBody(c);
    const principal = state.principals.get(servicePrincipalId);
    if (!principal) throw new RpcError('NOT_FOUND', `service principal "${servicePrincipalId}" not found`);
    if (!principal.credentials.delete(id)) throw new RpcError('NOT_FOUND', `credential "${id}" of service principal "${servicePrincipalId}" not found`);
    return c.json({});
  });
  return routes;
}
