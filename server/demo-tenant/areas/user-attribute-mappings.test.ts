import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { createUserAttributeMappingsState, userAttributeMappingsRoutes } from './user-attribute-mappings';

function setup() {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  return (id: string, body?: string) =>
    tenant.app.fetch(new Request(`http://demo.test/api/v1/user-attribute-mappings/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }));
}

describe('demo tenant: delete user attribute mapping', () => {
  it('deletes the seeded mapping with {} and answers {}', async () => {
    const remove = setup();
    const response = await remove(DEMO_IDS.userAttributeMappingId, '{}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('a deleted mapping is gone: a second delete is NotFound (404, code 5)', async () => {
    const remove = setup();
    await remove(DEMO_IDS.userAttributeMappingId, '{}');
    const again = await remove(DEMO_IDS.userAttributeMappingId, '{}');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 5, message: `user attribute mapping "${DEMO_IDS.userAttributeMappingId}" not found` });
  });

  it('an unknown id is NotFound', async () => {
    const response = await setup()('uam-nope', '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 5, message: 'user attribute mapping "uam-nope" not found' });
  });

  it('a body with fields is InvalidArgument and deletes nothing', async () => {
    const remove = setup();
    const bad = await remove(DEMO_IDS.userAttributeMappingId, '{"id":"x"}');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 3 });
    expect((await remove(DEMO_IDS.userAttributeMappingId, '{}')).status).toBe(200);
  });

  it('removes only that mapping from the state; several are seeded', async () => {
    const state = createUserAttributeMappingsState();
    expect(state.mappings.size).toBeGreaterThanOrEqual(3);
    const routes = userAttributeMappingsRoutes({ now: () => new Date(), seed: { toolHistorySize: 0, xaaHistorySize: 0 } }, state);
    await routes.fetch(new Request(`http://demo.test/api/v1/user-attribute-mappings/${DEMO_IDS.userAttributeMappingId}`, { method: 'DELETE', body: '{}' }));
    expect(state.mappings.has(DEMO_IDS.userAttributeMappingId)).toBe(false);
    expect(state.mappings.has('uam-job-title-from-workday')).toBe(true);
  });
});
