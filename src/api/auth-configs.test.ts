import { describe, expect, it } from 'vitest';
import {
  AUTH_CONFIG_PROVIDER_TYPES, PROVIDER_MEMBERS, SETTABLE_PROVIDER_MEMBERS, authConfigSchema, providerMemberOf, providerTypeFor, updateAuthConfigBody,
  updateAuthConfigRequestSchema, withoutSecrets,
} from './auth-configs';

describe('auth config wire', () => {
  it('keeps unknown enum values, unknown fields and unlisted verifier types as they came', () => {
    const config = authConfigSchema.parse({
      providerType: 'AUTH_CONFIG_PROVIDER_TYPE_NEW', status: 'AUTH_CONFIG_STATUS_ACTIVE', future: true,
      c1Local: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_X'] },
    });
    expect(config.providerType).toBe('AUTH_CONFIG_PROVIDER_TYPE_NEW');
    expect(config.status).toBe('AUTH_CONFIG_STATUS_ACTIVE');
    expect((config as Record<string, unknown>).future).toBe(true);
    expect(providerMemberOf(config)).toBe('c1Local');
    expect(config.okta).toBeNull();
  });

  it('the service-local member is c1Local on the wire, with provider type AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL (as the official SDK has it)', () => {
    const config = authConfigSchema.parse({ providerType: 'AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL', c1Local: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_GITHUB'] } });
    expect(providerMemberOf(config)).toBe('c1Local');
    expect(config).toMatchObject({ c1Local: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_GITHUB'] } });
    expect(providerTypeFor('c1Local')).toBe('AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL');
    expect(AUTH_CONFIG_PROVIDER_TYPES).toContain('AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL');
    expect(PROVIDER_MEMBERS).not.toContain('serviceLocal');
    expect(updateAuthConfigBody({ id: 'x', authConfig: { c1Local: {} }, paths: ['c1Local'] })).toEqual({ authConfig: { c1Local: {} }, updateMask: 'c1Local' });
  });

  it('google is read but not settable: it is not in the spec\'s one-of list', () => {
    expect(providerMemberOf(authConfigSchema.parse({ google: { hostedDomains: ['a.example'] } }))).toBe('google');
    expect(SETTABLE_PROVIDER_MEMBERS).toEqual(['microsoft', 'okta', 'onelogin', 'jumpcloud', 'pingone', 'oidc', 'c1Local']);
  });

  it('null reads as absent: members absent, lists empty, scalars their default, a null mask no mask', () => {
    const config = authConfigSchema.parse({ okta: null, bootstrapDomains: null, displayName: null, isDefaultBootstrap: null, providerType: null, c1Local: { delegatedVerifiers: null } });
    expect(config).toMatchObject({ okta: null, bootstrapDomains: [], displayName: '', isDefaultBootstrap: false, providerType: 'AUTH_CONFIG_PROVIDER_TYPE_UNSPECIFIED', c1Local: { delegatedVerifiers: [] } });
    expect(updateAuthConfigRequestSchema.parse({ authConfig: null, updateMask: null })).toEqual({ authConfig: null, updateMask: '' });
  });

  it('google answers carry additionalHostedDomains', () => {
    expect(authConfigSchema.parse({ google: { hostedDomains: ['a.example'], additionalHostedDomains: ['b.example'] } }).google).toEqual({ hostedDomains: ['a.example'], additionalHostedDomains: ['b.example'] });
  });

  it('drops any client secret the service echoes', () => {
    const config = authConfigSchema.parse({ okta: { domain: 'd', oidcClientId: 'c', oidcClientSecret: 'echoed' }, oidc: { oidcClientSecret: 'also' } });
    const clean = withoutSecrets(config);
    expect(JSON.stringify(clean)).not.toContain('echoed');
    expect(JSON.stringify(clean)).not.toContain('also');
    expect(clean.okta).toEqual({ domain: 'd', oidcClientId: 'c', oidcClientSecret: '' });
  });

  it('the request body is the given fields and their comma-separated mask', () => {
    expect(updateAuthConfigBody({ id: 'x', authConfig: { displayName: 'a' }, paths: ['displayName', 'okta'] })).toEqual({ authConfig: { displayName: 'a' }, updateMask: 'displayName,okta' });
  });
});
