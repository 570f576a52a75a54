import { describe, expect, it } from 'vitest';
import { getSsoApplicationResponseSchema, ssoApplicationKeys, ssoProtocol } from './sso-applications';

describe('SSO application schema', () => {
  it('fills proto3 defaults, keeps unknown enum values and unknown fields', () => {
    const { application } = getSsoApplicationResponseSchema.parse({
      application: { id: 's1', subjectType: 'SSO_SUBJECT_TYPE_FUTURE', saml: { nameIdFormat: 'SAML_NAME_ID_FORMAT_X', attributeMappings: [{ name: 'mail' }] }, extra: 1 },
    });
    expect(application).toMatchObject({ id: 's1', appId: '', disabled: false, assertionLifetime: '', subjectType: 'SSO_SUBJECT_TYPE_FUTURE', subjectCompatibility: null, oidc: null, createdAt: null, extra: 1 });
    expect(application.saml).toMatchObject({ acsUrls: [], spSigningCertificates: [], spEncryptionCertificate: '', signAssertions: false, nameIdFormat: 'SAML_NAME_ID_FORMAT_X', encryptionAlgorithm: 'SAML_ENCRYPTION_ALGORITHM_UNSPECIFIED' });
    expect(application.saml?.attributeMappings[0]).toEqual({ name: 'mail', userAttributeMappingId: '', friendlyName: '', nameFormat: 'SAML_ATTRIBUTE_NAME_FORMAT_UNSPECIFIED' });
  });

  it('refuses an answer without the application', () => {
    expect(getSsoApplicationResponseSchema.safeParse({}).success).toBe(false);
  });

  it('names the protocol member that is set', () => {
    expect(ssoProtocol({ oidc: null, saml: null })).toBe('none');
    expect(ssoProtocol({ oidc: { claimMappings: [], idTokenSignedResponseAlg: '' }, saml: null })).toBe('oidc');
  });

  it('builds keys from general to specific', () => {
    expect(ssoApplicationKeys.detail('a', 'b').slice(0, 2)).toEqual(ssoApplicationKeys.app('a'));
  });
});
