import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { createServicePrincipalsState, servicePrincipalsRoutes } from './service-principals';

function setup() {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  return (servicePrincipalId: string, id: string, body?: string) =>
    tenant.app.fetch(new Request(`http://demo.test/api/v1/service_principals/${servicePrincipalId}/credentials/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }));
}

describe('demo tenant: revoke credential', () => {
  it('revokes the seeded credential with {} and answers {}', async () => {
    const revoke = setup();
    const response = await revoke(DEMO_IDS.servicePrincipalId, DEMO_IDS.credentialId, '{}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('a revoked credential is gone: a second revoke is NotFound; the other credential still revokes', async () => {
    const revoke = setup();
    await revoke(DEMO_IDS.servicePrincipalId, DEMO_IDS.credentialId, '{}');
    const again = await revoke(DEMO_IDS.servicePrincipalId, DEMO_IDS.credentialId, '{}');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 5, message: `credential "${DEMO_IDS.credentialId}" of service principal "${DEMO_IDS.servicePrincipalId}" not found` });
    expect((await revoke(DEMO_IDS.servicePrincipalId, 'cred-ci-deployer-2025', '{}')).status).toBe(200);
  });

  it('an unknown service principal, or a credential of another principal, is NotFound', async () => {
    const revoke = setup();
    const unknownPrincipal = await revoke('sp-nope', DEMO_IDS.credentialId, '{}');
    expect(unknownPrincipal.status).toBe(404);
    expect(await unknownPrincipal.json()).toMatchObject({ code: 5, message: 'service principal "sp-nope" not found' });
    const foreign = await revoke('sp-backup-agent', DEMO_IDS.credentialId, '{}');
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 5, message: expect.stringContaining('of service principal "sp-backup-agent" not found') });
  });

  it('a body with fields is InvalidArgument and revokes nothing', async () => {
    const revoke = setup();
    const bad = await revoke(DEMO_IDS.servicePrincipalId, DEMO_IDS.credentialId, '{"reason":"x"}');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 3 });
    expect((await revoke(DEMO_IDS.servicePrincipalId, DEMO_IDS.credentialId, '{}')).status).toBe(200);
  });

  it('removes only that credential from the state', async () => {
    const state = createServicePrincipalsState();
    const routes = servicePrincipalsRoutes({ now: () => new Date(), seed: { toolHistorySize: 0, xaaHistorySize: 0 } }, state);
    await routes.fetch(new Request(`http://demo.test/api/v1/service_principals/${DEMO_IDS.servicePrincipalId}/credentials/${DEMO_IDS.credentialId}`, { method: 'DELETE', body: '{}' }));
    const credentials = state.principals.get(DEMO_IDS.servicePrincipalId)?.credentials;
    expect(credentials?.has(DEMO_IDS.credentialId)).toBe(false);
    expect(credentials?.has('cred-ci-deployer-2025')).toBe(true);
    expect(state.principals.get('sp-backup-agent')?.credentials.size).toBe(1);
  });
});
