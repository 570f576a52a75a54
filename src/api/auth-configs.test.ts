import { describe, expect, it } from 'vitest';
import { SERVICE_LOCAL_PROVIDER, authConfigSchema, providerMemberOf, updateAuthConfigBody, withoutSecrets } from './auth-configs';

describe('auth config wire', () => {
  it('keeps unknown enum values, unknown fields and unlisted verifier types as they came', () => {
    const config = authConfigSchema.parse({
      providerType: 'AUTH_CONFIG_PROVIDER_TYPE_NEW', status: 'AUTH_CONFIG_STATUS_ACTIVE', future: true,
      [SERVICE_LOCAL_PROVIDER]: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_X'] },
    });
    expect(config.providerType).toBe('AUTH_CONFIG_PROVIDER_TYPE_NEW');
    expect(config.status).toBe('AUTH_CONFIG_STATUS_ACTIVE');
    expect((config as Record<string, unknown>).future).toBe(true);
    expect(providerMemberOf(config)).toBe(SERVICE_LOCAL_PROVIDER);
    expect(config.okta).toBeNull();
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
