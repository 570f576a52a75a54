// SSO applications, the wire contract (spec: "SSO application"; operation 15). React-free: the
// demo tenant imports it.
import type * as z from 'zod/mini';
import { bool, list, message, openEnum, optionalMessage, str, strList, timestamp } from './wire';

// Only the values the spec gives are "known"; anything else is kept and shown as it came.
export const SSO_SUBJECT_TYPES = ['SSO_SUBJECT_TYPE_UNSPECIFIED'] as const;
export const OIDC_CLAIM_DESTINATIONS = ['OIDC_CLAIM_DESTINATION_UNSPECIFIED'] as const;
export const OIDC_SIGNING_ALGORITHMS = ['OIDC_SIGNING_ALGORITHM_UNSPECIFIED'] as const;
export const SAML_ATTRIBUTE_NAME_FORMATS = ['SAML_ATTRIBUTE_NAME_FORMAT_UNSPECIFIED'] as const;
export const SAML_ENCRYPTION_ALGORITHMS = ['SAML_ENCRYPTION_ALGORITHM_UNSPECIFIED'] as const;
export const SAML_NAME_ID_FORMATS = ['SAML_NAME_ID_FORMAT_UNSPECIFIED'] as const;

export const oidcClaimMappingSchema = message({
  claimName: str(),
  userAttributeMappingId: str(),
  destination: openEnum(OIDC_CLAIM_DESTINATIONS),
});

export const oidcConfigSchema = message({
  claimMappings: list(oidcClaimMappingSchema),
  idTokenSignedResponseAlg: openEnum(OIDC_SIGNING_ALGORITHMS),
});

export const samlAttributeMappingSchema = message({
  name: str(),
  userAttributeMappingId: str(),
  friendlyName: str(),
  nameFormat: openEnum(SAML_ATTRIBUTE_NAME_FORMATS),
});

export const samlConfigSchema = message({
  acsUrls: strList(),
  spEntityId: str(),
  attributeMappings: list(samlAttributeMappingSchema),
  encryptAssertions: bool(),
  requireSignedAuthnRequests: bool(),
  signAssertions: bool(),
  signResponses: bool(),
  encryptionAlgorithm: openEnum(SAML_ENCRYPTION_ALGORITHMS),
  nameIdFormat: openEnum(SAML_NAME_ID_FORMATS),
  /** base64 DER (proto `bytes`). */
  spEncryptionCertificate: str(),
  /** base64 DER each. */
  spSigningCertificates: strList(),
});

export const ssoApplicationSchema = message({
  id: str(),
  appId: str(),
  appEntitlementId: str(),
  displayName: str(),
  description: str(),
  sectorId: str(),
  disabled: bool(),
  /** proto Duration in JSON form, e.g. "3600s". */
  assertionLifetime: str(),
  subjectType: openEnum(SSO_SUBJECT_TYPES),
  subjectCompatibility: optionalMessage(message({ userAttributeMappingId: str() })),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  // protocol one-of: only one of these may be set
  oidc: optionalMessage(oidcConfigSchema),
  saml: optionalMessage(samlConfigSchema),
});

export const getSsoApplicationResponseSchema = message({ application: ssoApplicationSchema });

export type OidcClaimMapping = z.infer<typeof oidcClaimMappingSchema>;
export type OidcConfig = z.infer<typeof oidcConfigSchema>;
export type SamlAttributeMapping = z.infer<typeof samlAttributeMappingSchema>;
export type SamlConfig = z.infer<typeof samlConfigSchema>;
export type SsoApplication = z.infer<typeof ssoApplicationSchema>;

/** Which member of the protocol one-of is set ("both" is a server bug the page still shows). */
export function ssoProtocol(application: Pick<SsoApplication, 'oidc' | 'saml'>): 'oidc' | 'saml' | 'both' | 'none' {
  if (application.oidc && application.saml) return 'both';
  if (application.oidc) return 'oidc';
  if (application.saml) return 'saml';
  return 'none';
}
