import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { accessProfilesRoutes, createAccessProfilesState } from './access-profiles';

const NOW = new Date('2026-11-25T12:00:00.000Z');

function setup() {
  const tenant = createDemoTenant({ now: () => NOW });
  const { token } = tenant.tokens.issue();
  const call = (method: string, path: string, body?: string) =>
    tenant.app.fetch(new Request(`http://demo.test${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }));
  return { call };
}

const lookupPath = (appId: string, entitlementId: string) => `/api/v1/apps/${appId}/xaa/access_profiles/by_app_entitlement_id/${entitlementId}`;
const deletePath = (appId: string, id: string) => `/api/v1/apps/${appId}/xaa/access_profiles/${id}`;

describe('demo tenant: get access profile by entitlement', () => {
  it('returns the live profile of the seeded entitlement with its scope count and no deletedAt', async () => {
    const { call } = setup();
    const response = await call('GET', lookupPath(DEMO_IDS.appId, DEMO_IDS.entitlementId));
    expect(response.status).toBe(200);
    const { accessProfile } = await response.json();
    expect(accessProfile).toMatchObject({ appId: DEMO_IDS.appId, appEntitlementId: DEMO_IDS.entitlementId, displayName: 'CRM read access', scopeCount: 4, deletedAt: null });
    expect(accessProfile.xaaResourceServerId).toBeTruthy();
    expect(accessProfile.createdAt).toBe('2026-10-10T00:00:00.000Z');
  });

  it('still returns a soft-deleted profile, with deletedAt and no live scopes', async () => {
    const { call } = setup();
    const { accessProfile } = await (await call('GET', lookupPath(DEMO_IDS.appId, DEMO_IDS.deletedEntitlementId))).json();
    expect(accessProfile.deletedAt).toBe('2026-11-12T09:00:00.000Z');
    expect(accessProfile.scopeCount).toBe(0);
  });

  it('answers NotFound (404, code 5) for an unknown entitlement and for an entitlement of another app', async () => {
    const { call } = setup();
    for (const path of [lookupPath(DEMO_IDS.appId, 'ent-nope'), lookupPath(DEMO_IDS.secondAppId, DEMO_IDS.entitlementId)]) {
      const response = await call('GET', path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 5, message: expect.stringContaining('no access profile') });
    }
  });
});

describe('demo tenant: delete access profile', () => {
  it('soft-deletes: the lookup then shows deletedAt (the tenant clock) and scopeCount 0', async () => {
    const { call } = setup();
    const response = await call('DELETE', deletePath(DEMO_IDS.appId, 'xaap-crm-read'), '{}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const { accessProfile } = await (await call('GET', lookupPath(DEMO_IDS.appId, DEMO_IDS.entitlementId))).json();
    expect(accessProfile).toMatchObject({ deletedAt: NOW.toISOString(), updatedAt: NOW.toISOString(), scopeCount: 0 });
  });

  it('a second delete of the same profile is NotFound', async () => {
    const { call } = setup();
    await call('DELETE', deletePath(DEMO_IDS.appId, 'xaap-crm-read'), '{}');
    const again = await call('DELETE', deletePath(DEMO_IDS.appId, 'xaap-crm-read'), '{}');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 5, message: expect.stringContaining('already deleted') });
  });

  it('unknown ids, and a profile under the wrong app, are NotFound and change nothing', async () => {
    const { call } = setup();
    for (const path of [deletePath(DEMO_IDS.appId, 'xaap-nope'), deletePath(DEMO_IDS.secondAppId, 'xaap-crm-read')]) {
      const response = await call('DELETE', path, '{}');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 5, message: expect.stringContaining('not found') });
    }
    const { accessProfile } = await (await call('GET', lookupPath(DEMO_IDS.appId, DEMO_IDS.entitlementId))).json();
    expect(accessProfile.deletedAt).toBeNull();
  });

  it('a body with fields is InvalidArgument (400, code 3) and deletes nothing; an absent body is {}', async () => {
    const { call } = setup();
    const bad = await call('DELETE', deletePath(DEMO_IDS.appId, 'xaap-crm-read'), '{"force":true}');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 3 });
    const { accessProfile } = await (await call('GET', lookupPath(DEMO_IDS.appId, DEMO_IDS.entitlementId))).json();
    expect(accessProfile.deletedAt).toBeNull();
    expect((await call('DELETE', deletePath(DEMO_IDS.appId, 'xaap-crm-read'))).status).toBe(200);
  });

  it('cascades in the state: scope bindings and the backing entitlement are deleted, outstanding grants end; other profiles untouched', async () => {
    const state = createAccessProfilesState();
    const routes = accessProfilesRoutes({ now: () => NOW, seed: { toolHistorySize: 0, xaaHistorySize: 0 } }, state);
    const stamp = NOW.toISOString();
    const grantsBefore = state.grants.filter((grant) => grant.entitlementId === DEMO_IDS.entitlementId);
    expect(grantsBefore.length).toBeGreaterThan(0);
    expect(grantsBefore.every((grant) => grant.endedAt === null)).toBe(true);

    const response = await routes.fetch(new Request(`http://demo.test${deletePath(DEMO_IDS.appId, 'xaap-crm-read')}`, { method: 'DELETE', body: '{}' }));
    expect(response.status).toBe(200);

    expect(state.profiles.find((profile) => profile.id === 'xaap-crm-read')?.deletedAt).toBe(stamp);
    const bindings = state.scopeBindings.filter((binding) => binding.profileId === 'xaap-crm-read');
    expect(bindings).toHaveLength(4);
    expect(bindings.every((binding) => binding.deletedAt === stamp)).toBe(true);
    expect(state.entitlements.find((entitlement) => entitlement.id === DEMO_IDS.entitlementId)?.deletedAt).toBe(stamp);
    expect(state.grants.filter((grant) => grant.entitlementId === DEMO_IDS.entitlementId).every((grant) => grant.endedAt === stamp)).toBe(true);

    // The other profile on the same resource server keeps its scopes, entitlement and grants.
    expect(state.scopeBindings.filter((binding) => binding.profileId === 'xaap-crm-write').every((binding) => binding.deletedAt === null)).toBe(true);
    expect(state.entitlements.find((entitlement) => entitlement.id === 'ent-xaa-crm-write')?.deletedAt).toBeNull();
    expect(state.grants.filter((grant) => grant.entitlementId === 'ent-xaa-crm-write').every((grant) => grant.endedAt === null)).toBe(true);
  });

  it('seeds the already-deleted profile with its cascade done, and each tenant starts fresh', async () => {
    const state = createAccessProfilesState();
    expect(state.entitlements.find((entitlement) => entitlement.id === DEMO_IDS.deletedEntitlementId)?.deletedAt).toBeTruthy();
    expect(state.grants.filter((grant) => grant.entitlementId === DEMO_IDS.deletedEntitlementId).every((grant) => grant.endedAt)).toBe(true);
    const first = setup();
    await first.call('DELETE', deletePath(DEMO_IDS.appId, 'xaap-crm-read'), '{}');
    const second = setup();
    const { accessProfile } = await (await second.call('GET', lookupPath(DEMO_IDS.appId, DEMO_IDS.entitlementId))).json();
    expect(accessProfile.deletedAt).toBeNull();
  });
});
