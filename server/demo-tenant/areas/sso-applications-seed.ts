// Seeded SSO applications: an OIDC one, a SAML one with real certificates (one signing
// certificate expires within 30 days of the tenant's clock), and one whose enums come from a
// newer service than the console knows.
import { DEMO_IDS } from '../demo-ids';
import type { SsoApplication } from '../../../src/api/sso-applications.schema';
import { createDemoCertificate } from './sso-certificates';

const BASE = Date.parse('2026-11-20T00:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(BASE + days * DAY).toISOString();

/** An OIDC application whose enum values are newer than the console (rendered as they came). */
export const SSO_FUTURE_ENUMS_ID = 'sso-oidc-future-enums';

type Seeded = Omit<SsoApplication, 'oidc' | 'saml'> & { oidc: SsoApplication['oidc']; saml: SsoApplication['saml'] };

const common = { appEntitlementId: '', sectorId: '', disabled: false, subjectCompatibility: null, oidc: null, saml: null };

export function seedOidcApplications(): Seeded[] {
  return [
    {
      ...common,
      id: DEMO_IDS.ssoOidcId,
      appId: DEMO_IDS.appId,
      appEntitlementId: 'ent-sso-workday-portal',
      displayName: 'Workday employee portal',
      description: 'OIDC sign-in for the Workday self-service portal. ID tokens carry the HR attributes below.',
      sectorId: 'sector-acme-hr',
      assertionLifetime: '3600s',
      subjectType: 'SSO_SUBJECT_TYPE_UNSPECIFIED',
      subjectCompatibility: { userAttributeMappingId: 'uam-employee-id-from-workday' },
      createdAt: at(-210),
      updatedAt: at(-12),
      oidc: {
        idTokenSignedResponseAlg: 'OIDC_SIGNING_ALGORITHM_UNSPECIFIED',
        claimMappings: [
          { claimName: 'email', userAttributeMappingId: 'uam-email-primary', destination: 'OIDC_CLAIM_DESTINATION_UNSPECIFIED' },
          { claimName: 'name', userAttributeMappingId: 'uam-display-name', destination: 'OIDC_CLAIM_DESTINATION_UNSPECIFIED' },
          { claimName: 'department', userAttributeMappingId: DEMO_IDS.userAttributeMappingId, destination: 'OIDC_CLAIM_DESTINATION_UNSPECIFIED' },
          { claimName: 'employee_number', userAttributeMappingId: 'uam-employee-id-from-workday', destination: 'OIDC_CLAIM_DESTINATION_UNSPECIFIED' },
          { claimName: 'groups', userAttributeMappingId: 'uam-groups', destination: 'OIDC_CLAIM_DESTINATION_UNSPECIFIED' },
        ],
      },
    },
    {
      ...common,
      id: SSO_FUTURE_ENUMS_ID,
      appId: DEMO_IDS.appId,
      displayName: 'Workday mobile (preview)',
      description: 'Uses values a newer service release added; the console shows them as they came.',
      disabled: true,
      assertionLifetime: '90s',
      subjectType: 'SSO_SUBJECT_TYPE_PAIRWISE_PREVIEW',
      createdAt: at(-3),
      updatedAt: at(-1),
      oidc: {
        idTokenSignedResponseAlg: 'OIDC_SIGNING_ALGORITHM_ML_DSA_65',
        claimMappings: [{ claimName: 'sub_legacy', userAttributeMappingId: 'uam-legacy-id', destination: 'OIDC_CLAIM_DESTINATION_USERINFO_ONLY' }],
      },
    },
  ];
}

/** The SAML application; its certificates are made against `now` (the tenant's clock). */
export async function seedSamlApplication(now: Date): Promise<Seeded> {
  const nowMs = now.getTime();
  const [expiringSigning, nextSigning, encryption] = await Promise.all([
    createDemoCertificate({
      name: 'CN=salesforce-sp-signing-2025, O=Acme Corp, C=US', serialNumber: '5a1e5f0c0de2025a', key: 'rsa-2048', usage: 'signing',
      notBefore: new Date(nowMs - 353 * DAY), notAfter: new Date(nowMs + 12 * DAY),
    }),
    createDemoCertificate({
      name: 'CN=salesforce-sp-signing-2026, O=Acme Corp, C=US', serialNumber: '5a1e5f0c0de2026b', key: 'ec-p256', usage: 'signing',
      notBefore: new Date(nowMs - 2 * DAY), notAfter: new Date(nowMs + 730 * DAY),
    }),
    createDemoCertificate({
      name: 'CN=salesforce-sp-encryption, O=Acme Corp, C=US', serialNumber: '0e4c0de2026c', key: 'rsa-2048', usage: 'encryption',
      notBefore: new Date(nowMs - 40 * DAY), notAfter: new Date(nowMs + 325 * DAY),
    }),
  ]);
  return {
    ...common,
    id: DEMO_IDS.ssoSamlId,
    appId: DEMO_IDS.samlAppId,
    appEntitlementId: 'ent-sso-salesforce',
    displayName: 'Salesforce',
    description: 'SAML 2.0 sign-in for Salesforce production and the full sandbox.',
    assertionLifetime: '300s',
    subjectType: 'SSO_SUBJECT_TYPE_UNSPECIFIED',
    subjectCompatibility: { userAttributeMappingId: 'uam-email-primary' },
    createdAt: at(-400),
    updatedAt: at(-30),
    saml: {
      acsUrls: ['https://acme.my.salesforce.com?so=00D5g000004ABCD', 'https://acme--full.sandbox.my.salesforce.com?so=00D5g000004WXYZ'],
      spEntityId: 'https://saml.salesforce.com',
      attributeMappings: [
        { name: 'urn:oid:0.9.2342.19200300.100.1.3', friendlyName: 'mail', userAttributeMappingId: 'uam-email-primary', nameFormat: 'SAML_ATTRIBUTE_NAME_FORMAT_UNSPECIFIED' },
        { name: 'urn:oid:2.5.4.42', friendlyName: 'givenName', userAttributeMappingId: 'uam-given-name', nameFormat: 'SAML_ATTRIBUTE_NAME_FORMAT_UNSPECIFIED' },
        { name: 'urn:oid:2.5.4.4', friendlyName: 'sn', userAttributeMappingId: 'uam-family-name', nameFormat: 'SAML_ATTRIBUTE_NAME_FORMAT_UNSPECIFIED' },
        { name: 'department', friendlyName: '', userAttributeMappingId: DEMO_IDS.userAttributeMappingId, nameFormat: 'SAML_ATTRIBUTE_NAME_FORMAT_UNSPECIFIED' },
      ],
      encryptAssertions: true,
      requireSignedAuthnRequests: true,
      signAssertions: true,
      signResponses: false,
      encryptionAlgorithm: 'SAML_ENCRYPTION_ALGORITHM_UNSPECIFIED',
      nameIdFormat: 'SAML_NAME_ID_FORMAT_UNSPECIFIED',
      spEncryptionCertificate: encryption,
      spSigningCertificates: [expiringSigning, nextSigning],
    },
  };
}
