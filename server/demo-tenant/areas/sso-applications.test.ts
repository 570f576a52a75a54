import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSsoApplicationResponseSchema } from '../../../src/api/sso-applications.schema';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { SSO_FUTURE_ENUMS_ID } from './sso-applications-seed';

const NOW = new Date('2026-11-25T12:00:00Z');

function tenantFetch(path: string, now = NOW) {
  const tenant = createDemoTenant({ now: () => now });
  const { token } = tenant.tokens.issue();
  return tenant.app.fetch(new Request(`http://demo.test${path}`, { headers: { authorization: `Bearer ${token}` } }));
}

const ssoPath = (appId: string, id: string) => `/api/v1/apps/${encodeURIComponent(appId)}/sso/applications/${encodeURIComponent(id)}`;

// Key generation for the SAML certificates can take seconds on a busy machine.
describe('demo tenant: Get SSO application', { timeout: 30_000 }, () => {
  it('returns the OIDC application with its claim mappings, in the wire format', async () => {
    const response = await tenantFetch(ssoPath(DEMO_IDS.appId, DEMO_IDS.ssoOidcId));
    expect(response.status).toBe(200);
    const { application } = getSsoApplicationResponseSchema.parse(await response.json());
    expect(application).toMatchObject({ id: DEMO_IDS.ssoOidcId, appId: DEMO_IDS.appId, assertionLifetime: '3600s', saml: null });
    expect(application.oidc?.claimMappings.length).toBeGreaterThan(2);
  });

  it('returns the SAML application with real certificates, one expiring within 30 days of the tenant clock', async () => {
    const response = await tenantFetch(ssoPath(DEMO_IDS.samlAppId, DEMO_IDS.ssoSamlId));
    const { application } = getSsoApplicationResponseSchema.parse(await response.json());
    expect(application.oidc).toBeNull();
    const saml = application.saml;
    expect(saml?.spSigningCertificates).toHaveLength(2);
    const certificates = [...(saml?.spSigningCertificates ?? []), saml?.spEncryptionCertificate ?? ''].map((b64) => new X509Certificate(Buffer.from(b64, 'base64')));
    const daysLeft = certificates.map((certificate) => (Date.parse(certificate.validTo) - NOW.getTime()) / 86_400_000);
    expect(daysLeft.filter((days) => days > 0 && days < 30)).toHaveLength(1);
    expect(daysLeft.every((days) => days > 0)).toBe(true);
    expect(certificates[0]?.subject).toContain('CN=salesforce-sp-signing-2025');
    expect(certificates[1]?.publicKey.asymmetricKeyType).toBe('ec');
  });

  it('keeps enum values newer than the console on the wire', async () => {
    const response = await tenantFetch(ssoPath(DEMO_IDS.appId, SSO_FUTURE_ENUMS_ID));
    const { application } = getSsoApplicationResponseSchema.parse(await response.json());
    expect(application.subjectType).toBe('SSO_SUBJECT_TYPE_PAIRWISE_PREVIEW');
    expect(application.oidc?.idTokenSignedResponseAlg).toBe('OIDC_SIGNING_ALGORITHM_ML_DSA_65');
  });

  it('answers NotFound for an unknown id, and for a known id under another app', async () => {
    for (const path of [ssoPath(DEMO_IDS.appId, 'sso-nope'), ssoPath(DEMO_IDS.samlAppId, DEMO_IDS.ssoOidcId), '/api/v1/apps//sso/applications/x']) {
      const response = await tenantFetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ code: 5 });
    }
  });
});
