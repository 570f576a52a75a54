import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { createPersonalClientsState, personalClientsRoutes } from './personal-clients';

function setup() {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  return (id: string, body?: string) =>
    tenant.app.fetch(new Request(`http://demo.test/api/v1/iam/personal_clients/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }));
}

describe('demo tenant: delete personal client', () => {
  it('deletes the seeded client with {} and answers {}', async () => {
    const response = await setup()(DEMO_IDS.personalClientId, '{}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('a deleted client is gone: a second delete is NotFound (404, code 5)', async () => {
    const remove = setup();
    await remove(DEMO_IDS.personalClientId, '{}');
    const again = await remove(DEMO_IDS.personalClientId, '{}');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 5, message: `personal client "${DEMO_IDS.personalClientId}" not found` });
  });

  it('an unknown name is NotFound; a percent-encoded name is decoded', async () => {
    const remove = setup();
    const response = await remove('no%20such%20client', '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 5, message: 'personal client "no such client" not found' });
  });

  it('a body with fields is InvalidArgument and deletes nothing', async () => {
    const remove = setup();
    const bad = await remove(DEMO_IDS.personalClientId, '{"name":"x"}');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 3 });
    expect((await remove(DEMO_IDS.personalClientId, '{}')).status).toBe(200);
  });

  it('a field set to null is not set: the body counts as {}', async () => {
    expect((await setup()(DEMO_IDS.personalClientId, '{"name":null}')).status).toBe(200);
  });

  it('removes only that client from the state; several are seeded', async () => {
    const state = createPersonalClientsState();
    expect(state.clients.size).toBeGreaterThanOrEqual(3);
    const routes = personalClientsRoutes({ now: () => new Date(), seed: { toolHistorySize: 0, xaaHistorySize: 0 } }, state);
    await routes.fetch(new Request(`http://demo.test/api/v1/iam/personal_clients/${DEMO_IDS.personalClientId}`, { method: 'DELETE', body: '{}' }));
    expect(state.clients.has(DEMO_IDS.personalClientId)).toBe(false);
    expect(state.clients.has('grace-ci-token')).toBe(true);
  });
});
