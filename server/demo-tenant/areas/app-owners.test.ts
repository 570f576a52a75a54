import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';

function setup() {
  const tenant = createDemoTenant();
  const { token } = tenant.tokens.issue();
  const call = async (method: 'PUT' | 'DELETE', appId: string, body: unknown) => {
    const response = await tenant.app.fetch(
      new Request(`http://demo.test/api/v1/apps/${encodeURIComponent(appId)}/owners`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  return { call };
}

const [ada, grace] = DEMO_IDS.ownerUserIds.split(',');

describe('demo tenant: app owners', () => {
  it('seeds the demo app with the owners of DEMO_IDS.ownerUserIds (removing them succeeds)', async () => {
    const { call } = setup();
    expect(await call('DELETE', DEMO_IDS.appId, { userIds: [ada, grace] })).toEqual({ status: 200, body: {} });
  });

  it('Set owners replaces the owners: someone not listed is no longer an owner', async () => {
    const { call } = setup();
    expect((await call('PUT', DEMO_IDS.appId, { userIds: ['user-new-owner', ada] })).status).toBe(200);
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: ['user-new-owner', ada] })).status).toBe(200);
    const gone = await call('DELETE', DEMO_IDS.appId, { userIds: [grace] });
    expect(gone.status).toBe(404);
  });

  it('Delete owners removes only the listed users', async () => {
    const { call } = setup();
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: [ada] })).status).toBe(200);
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: [grace] })).status).toBe(200);
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: [ada] })).status).toBe(404);
  });

  it('Delete of a user who is not an owner is NotFound naming them, and removes no one', async () => {
    const { call } = setup();
    const result = await call('DELETE', DEMO_IDS.appId, { userIds: [ada, 'user-stranger'] });
    expect(result.status).toBe(404);
    expect(result.body.message).toContain('user-stranger');
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: [ada] })).status).toBe(200);
  });

  it('an unknown app is NotFound', async () => {
    const { call } = setup();
    expect((await call('PUT', 'app-nope', { userIds: [ada] })).body.code).toBe(5);
    expect((await call('DELETE', 'app-nope', { userIds: [ada] })).status).toBe(404);
  });

  it('Set with an empty list is valid: the app is left with no owners', async () => {
    const { call } = setup();
    expect(await call('PUT', DEMO_IDS.appId, { userIds: [] })).toEqual({ status: 200, body: {} });
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: [ada] })).status).toBe(404);
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: [grace] })).status).toBe(404);
  });

  it('a null or absent user list is the empty list (proto3 JSON)', async () => {
    const { call } = setup();
    expect((await call('PUT', DEMO_IDS.appId, { userIds: null })).status).toBe(200);
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: [ada] })).status).toBe(404);
    expect((await call('PUT', DEMO_IDS.secondAppId, {})).status).toBe(200);
    expect((await call('DELETE', DEMO_IDS.appId, { userIds: null })).status).toBe(200);
  });

  it('a blank user id is InvalidArgument at its index', async () => {
    const { call } = setup();
    const result = await call('PUT', DEMO_IDS.appId, { userIds: [ada, '  '] });
    expect(result.status).toBe(400);
    expect(result.body.details[0].fieldViolations[0].field).toBe('userIds[1]');
  });
});
