import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';

function setup(now = new Date('2026-11-25T12:00:00.000Z')) {
  const tenant = createDemoTenant({ now: () => now });
  const { token } = tenant.tokens.issue();
  const update = async (body: unknown, id: string = DEMO_IDS.authConfigId) => {
    const response = await tenant.app.fetch(
      new Request(`http://demo.test/api/v1/auth-configs/${encodeURIComponent(id)}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Record<string, any> };
  };
  return { update };
}

describe('demo tenant: Update auth config', () => {
  it('changes only the masked fields', async () => {
    const { update } = setup();
    const { status, body } = await update({ authConfig: { displayName: 'Renamed', deprecationMessage: 'not masked' }, updateMask: 'displayName' });
    expect(status).toBe(200);
    expect(body.authConfig.displayName).toBe('Renamed');
    expect(body.authConfig.deprecationMessage).toBe('');
    expect(body.authConfig.bootstrapDomains).toEqual(['acme.example', 'acme-corp.example']);
    expect(body.authConfig.okta.domain).toBe('acme.okta.com');
  });

  it('a masked field absent from the body is cleared to its default', async () => {
    const { update } = setup();
    const { body } = await update({ authConfig: {}, updateMask: 'bootstrapDomains,isDefaultBootstrap' });
    expect(body.authConfig.bootstrapDomains).toEqual([]);
    expect(body.authConfig.isDefaultBootstrap).toBe(false);
  });

  it('never returns the stored client secret', async () => {
    const { update } = setup();
    const { text, body } = await update({ authConfig: { displayName: 'x' }, updateMask: 'displayName' });
    expect(text).not.toContain('demo-okta-secret-never-returned');
    expect(body.authConfig.okta).toEqual({ domain: 'acme.okta.com', oidcClientId: '0oa8f3k2demoClient' });
  });

  it('a provider member path replaces the one-of and clears the other member, secret not echoed', async () => {
    const { update } = setup();
    const oidc = { issuerId: 'https://idp.example', oidcClientId: 'cid', oidcClientSecret: 'new-secret-123', scopes: ['openid'], exactMatchClaims: { hd: 'acme' } };
    const { text, body } = await update({ authConfig: { oidc }, updateMask: 'oidc' });
    expect(body.authConfig.okta).toBeUndefined();
    expect(body.authConfig.oidc).toEqual({ issuerId: 'https://idp.example', oidcClientId: 'cid', scopes: ['openid'], exactMatchClaims: { hd: 'acme' } });
    expect(body.authConfig.providerType).toBe('AUTH_CONFIG_PROVIDER_TYPE_OIDC');
    expect(text).not.toContain('new-secret-123');
  });

  it('a member set in the body but not masked is ignored', async () => {
    const { update } = setup();
    const { body } = await update({ authConfig: { displayName: 'y', microsoft: { tenantIds: ['t1'] } }, updateMask: 'displayName' });
    expect(body.authConfig.microsoft).toBeUndefined();
    expect(body.authConfig.okta).toBeDefined();
  });

  it('a masked member left unset clears the provider', async () => {
    const { update } = setup();
    const { body } = await update({ authConfig: {}, updateMask: 'okta' });
    expect(body.authConfig.okta).toBeUndefined();
    expect(body.authConfig.providerType).toBe('AUTH_CONFIG_PROVIDER_TYPE_UNSPECIFIED');
  });

  it('a google member is accepted, as the API family\'s shapes have it', async () => {
    const { update } = setup();
    const { body } = await update({ authConfig: { google: { hostedDomains: ['acme.example'] } }, updateMask: 'google' });
    expect(body.authConfig).toMatchObject({ providerType: 'AUTH_CONFIG_PROVIDER_TYPE_GOOGLE', google: { hostedDomains: ['acme.example'] } });
  });

  // The console shows the deadline against now ("Deprecated: ends next month"): dated from the
  // tenant's clock, the seeded one stays ahead whatever day the demo runs on.
  it.each(['2026-11-25T12:00:00.000Z', '2027-03-01T10:00:00.000Z', '2028-01-15T23:30:00.000Z'])('the seeded Google config\'s deadline is weeks after the tenant\'s clock (%s)', async (at) => {
    const now = new Date(at);
    const { update } = setup(now);
    const { body } = await update({ authConfig: { displayName: 'Google (legacy)' }, updateMask: 'displayName' }, 'authcfg-google-legacy');
    const daysLeft = (Date.parse(body.authConfig.deprecationDeadline) - now.getTime()) / 86_400_000;
    // Weeks ahead: "ends in N weeks" or "next month", neither "passed" nor "in a few hours".
    expect(daysLeft).toBeGreaterThan(14);
    expect(daysLeft).toBeLessThan(45);
    expect(body.authConfig.deprecationMessage).toContain('sign in with Okta instead');
  });

  it('two provider members set at once is InvalidArgument', async () => {
    const { update } = setup();
    const result = await update({ authConfig: { microsoft: { tenantIds: ['t'] }, google: { hostedDomains: ['a.example'] } }, updateMask: 'microsoft,google' });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('only one provider member');
  });

  it('a provider member with a client secret needs one, named at its field', async () => {
    const { update } = setup();
    const result = await update({ authConfig: { okta: { domain: 'x.okta.com', oidcClientId: 'c' } }, updateMask: 'okta' });
    expect(result.status).toBe(400);
    expect(result.body.details[0].fieldViolations[0].field).toBe('authConfig.okta.oidcClientSecret');
  });

  it('the service-local member is c1Local with provider type AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL, and keeps unknown verifier values', async () => {
    const { update } = setup();
    const { body } = await update({ authConfig: { c1Local: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_FUTURE'] } }, updateMask: 'c1Local' });
    expect(body.authConfig.c1Local).toEqual({ delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_FUTURE'] });
    expect(body.authConfig.providerType).toBe('AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL');
    expect(body.authConfig.okta).toBeUndefined();
    const old = await update({ authConfig: { serviceLocal: {} }, updateMask: 'serviceLocal' });
    expect(old.status).toBe(400);
  });

  it('seeds a c1Local config', async () => {
    const { update } = setup();
    const { body } = await update({ authConfig: { displayName: 'Local' }, updateMask: 'displayName' }, DEMO_IDS.localAuthConfigId);
    expect(body.authConfig).toMatchObject({ providerType: 'AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL', c1Local: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_GITHUB'] } });
  });

  it('null means not set, for every field: a null mask is no mask, a null member is unset, a null list empty', async () => {
    const { update } = setup();
    const noMask = await update({ authConfig: { displayName: 'x', deprecationMessage: null }, updateMask: null });
    expect(noMask.status).toBe(200);
    expect(noMask.body.authConfig).toMatchObject({ displayName: 'x', bootstrapDomains: ['acme.example', 'acme-corp.example'] });
    const cleared = await update({ authConfig: { bootstrapDomains: null, displayName: null, okta: null, c1Local: null }, updateMask: 'bootstrapDomains,displayName,okta' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.authConfig).toMatchObject({ bootstrapDomains: [], displayName: '', providerType: 'AUTH_CONFIG_PROVIDER_TYPE_UNSPECIFIED' });
    expect(cleared.body.authConfig.okta).toBeUndefined();
    const nullBody = await update({ authConfig: null, updateMask: 'deprecationMessage' });
    expect(nullBody.status).toBe(200);
    const local = await update({ authConfig: { c1Local: { delegatedVerifiers: null } }, updateMask: 'c1Local' });
    expect(local.body.authConfig.c1Local).toEqual({ delegatedVerifiers: [] });
  });

  it('without a mask (absent, null or empty) the populated fields are the mask, as AIP-134 reads it: nothing else is cleared', async () => {
    for (const updateMask of [undefined, null, '']) {
      const { update } = setup();
      const { status, body } = await update({ authConfig: { displayName: 'Renamed', bootstrapDomains: [], isDefaultBootstrap: false, microsoft: { tenantIds: ['t1'] } }, updateMask });
      expect(status, String(updateMask)).toBe(200);
      expect(body.authConfig).toMatchObject({ displayName: 'Renamed', bootstrapDomains: ['acme.example', 'acme-corp.example'], isDefaultBootstrap: true, microsoft: { tenantIds: ['t1'] } });
      expect(body.authConfig.okta).toBeUndefined();
    }
  });

  it('unknown, nested and read-only mask paths are InvalidArgument', async () => {
    const { update } = setup();
    for (const updateMask of ['nickname', 'okta.domain', 'status']) {
      const result = await update({ authConfig: { displayName: 'z' }, updateMask });
      expect(result.status, String(updateMask)).toBe(400);
      expect(result.body.code).toBe(3);
    }
  });

  it('an invalid deprecation deadline is InvalidArgument at its field', async () => {
    const { update } = setup();
    const result = await update({ authConfig: { deprecationDeadline: 'next tuesday' }, updateMask: 'deprecationDeadline' });
    expect(result.status).toBe(400);
    expect(result.body.details[0].fieldViolations[0].field).toBe('authConfig.deprecationDeadline');
    const ok = await update({ authConfig: { deprecationDeadline: '2027-01-31T10:00:00Z' }, updateMask: 'deprecationDeadline' });
    expect(ok.body.authConfig.deprecationDeadline).toBe('2027-01-31T10:00:00.000Z');
  });

  it('an unknown id is NotFound', async () => {
    const { update } = setup();
    const result = await update({ authConfig: { displayName: 'z' }, updateMask: 'displayName' }, 'authcfg-nope');
    expect(result.status).toBe(404);
    expect(result.body.code).toBe(5);
  });

  it('keeps createdAt, moves updatedAt, returns providerType and an unlisted status as stored', async () => {
    const { update } = setup();
    const { body } = await update({ authConfig: { displayName: 'z' }, updateMask: 'displayName' });
    expect(body.authConfig).toMatchObject({
      id: DEMO_IDS.authConfigId, createdAt: '2026-06-02T09:15:00.000Z', updatedAt: '2026-11-25T12:00:00.000Z',
      providerType: 'AUTH_CONFIG_PROVIDER_TYPE_OKTA', status: 'AUTH_CONFIG_STATUS_ACTIVE',
    });
  });
});
