// XAA access profiles (spec operations 13 "Get access profile by entitlement" and 8 "Delete access
// profile"). A delete is soft: the profile keeps its record and gains deletedAt, and the cascade of
// the spec's States part happens in this state: its scope bindings and its backing entitlement are
// marked deleted and every outstanding grant of that entitlement ends. The lookup shows it:
// deletedAt is set and scopeCount (live scope bindings) drops to 0.
import { Hono } from 'hono';
import type { AccessProfile } from '../../../src/api/access-profiles.schema';
import type { DemoContext } from '../context';
import { DEMO_IDS } from '../demo-ids';
import { RpcError } from '../rpc-error';
import { requireEmptyBody } from './delete-body';

export interface ProfileRecord {
  id: string;
  appId: string;
  appEntitlementId: string;
  xaaResourceServerId: string;
  displayName: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
export interface ScopeBinding { id: string; profileId: string; scope: string; deletedAt: string | null }
export interface EntitlementRecord { id: string; appId: string; profileId: string; deletedAt: string | null }
export interface GrantRecord { id: string; entitlementId: string; userId: string; endedAt: string | null }

export interface AccessProfilesState {
  profiles: ProfileRecord[];
  scopeBindings: ScopeBinding[];
  entitlements: EntitlementRecord[];
  grants: GrantRecord[];
}

const BASE = Date.parse('2026-11-20T00:00:00Z');
const at = (days: number, hours = 0) => new Date(BASE + (days * 24 + hours) * 3600_000).toISOString();

interface SeedProfile {
  id: string; appId: string; entitlementId: string; resourceServerId: string; displayName: string; description: string;
  scopes: string[]; grantees: string[]; createdDaysAgo: number; deletedDaysAgo?: number;
}

const SEED: SeedProfile[] = [
  {
    id: 'xaap-crm-read', appId: DEMO_IDS.appId, entitlementId: DEMO_IDS.entitlementId, resourceServerId: 'xaa-rs-crm-api',
    displayName: 'CRM read access', description: 'Read accounts, contacts, opportunities and reports through the CRM API on behalf of the signed-in user.',
    scopes: ['crm.accounts.read', 'crm.contacts.read', 'crm.opportunities.read', 'crm.reports.read'],
    grantees: ['user-ada-lovelace', 'user-grace-hopper', 'user-alan-turing'], createdDaysAgo: 41,
  },
  {
    id: 'xaap-legacy-export', appId: DEMO_IDS.appId, entitlementId: DEMO_IDS.deletedEntitlementId, resourceServerId: 'xaa-rs-legacy-export',
    displayName: 'Legacy nightly export', description: 'Bulk export for the retired data warehouse job.',
    scopes: ['export.bulk', 'export.schedule'], grantees: ['user-katherine-johnson'], createdDaysAgo: 120, deletedDaysAgo: 8,
  },
  {
    id: 'xaap-crm-write', appId: DEMO_IDS.appId, entitlementId: 'ent-xaa-crm-write', resourceServerId: 'xaa-rs-crm-api',
    displayName: 'CRM write access', description: 'Create and update CRM records.',
    scopes: ['crm.accounts.write', 'crm.contacts.write'], grantees: ['user-ada-lovelace'], createdDaysAgo: 30,
  },
  {
    id: 'xaap-sfdc-cases', appId: DEMO_IDS.secondAppId, entitlementId: 'ent-xaa-sfdc-cases-read', resourceServerId: 'xaa-rs-sfdc',
    displayName: 'Support cases (read)', description: 'Read support cases.',
    scopes: ['cases.read'], grantees: [], createdDaysAgo: 12,
  },
];

/** Fresh, deterministic state (dates relative to a fixed base, not the clock). */
export function createAccessProfilesState(): AccessProfilesState {
  const state: AccessProfilesState = { profiles: [], scopeBindings: [], entitlements: [], grants: [] };
  for (const seed of SEED) {
    const deletedAt = seed.deletedDaysAgo === undefined ? null : at(-seed.deletedDaysAgo, 9);
    state.profiles.push({
      id: seed.id, appId: seed.appId, appEntitlementId: seed.entitlementId, xaaResourceServerId: seed.resourceServerId,
      displayName: seed.displayName, description: seed.description, createdAt: at(-seed.createdDaysAgo), updatedAt: deletedAt ?? at(-seed.createdDaysAgo, 5), deletedAt,
    });
    seed.scopes.forEach((scope, index) => state.scopeBindings.push({ id: `${seed.id}-scope-${index + 1}`, profileId: seed.id, scope, deletedAt }));
    state.entitlements.push({ id: seed.entitlementId, appId: seed.appId, profileId: seed.id, deletedAt });
    seed.grantees.forEach((userId, index) => state.grants.push({ id: `${seed.entitlementId}-grant-${index + 1}`, entitlementId: seed.entitlementId, userId, endedAt: deletedAt }));
  }
  return state;
}

/** The wire view: scopeCount counts live scope bindings, so the cascade is visible after a delete. */
export function accessProfileView(state: AccessProfilesState, profile: ProfileRecord): AccessProfile {
  const scopeCount = state.scopeBindings.filter((binding) => binding.profileId === profile.id && !binding.deletedAt).length;
  return { ...profile, scopeCount };
}

export function accessProfilesRoutes(ctx: DemoContext, state: AccessProfilesState = createAccessProfilesState()): Hono {
  const routes = new Hono();

  routes.get('/api/v1/apps/:appId/xaa/access_profiles/by_app_entitlement_id/:entitlementId', (c) => {
    const { appId, entitlementId } = c.req.param();
    // A soft-deleted profile is still returned: its record carries deletedAt.
    const profile = state.profiles.find((candidate) => candidate.appId === appId && candidate.appEntitlementId === entitlementId);
    if (!profile) throw new RpcError('NOT_FOUND', `no access profile of app "${appId}" is linked to entitlement "${entitlementId}"`);
    return c.json({ accessProfile: accessProfileView(state, profile) });
  });

  routes.delete('/api/v1/apps/:appId/xaa/access_profiles/:id', async (c) => {
    const { appId, id } = c.req.param();
    await requireEmptyBody(c);
    const profile = state.profiles.find((candidate) => candidate.appId === appId && candidate.id === id);
    if (!profile) throw new RpcError('NOT_FOUND', `access profile "${id}" of app "${appId}" not found`);
    if (profile.deletedAt) throw new RpcError('NOT_FOUND', `access profile "${id}" of app "${appId}" is already deleted`);
    const now = ctx.now().toISOString();
    profile.deletedAt = now;
    profile.updatedAt = now;
    for (const binding of state.scopeBindings) if (binding.profileId === id && !binding.deletedAt) binding.deletedAt = now;
    for (const entitlement of state.entitlements) {
      if (entitlement.profileId !== id || entitlement.deletedAt) continue;
      entitlement.deletedAt = now;
      // Outstanding grants end with the entitlement (spec, States and transitions).
      for (const grant of state.grants) if (grant.entitlementId === entitlement.id && !grant.endedAt) grant.endedAt = now;
    }
    return c.json({});
  });

  return routes;
}

