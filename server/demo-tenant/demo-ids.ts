// Ids of the seeded demo data that the home page's "Try it" links open. Every area's seed uses
// these, so the links always land on something worth looking at.
export const DEMO_IDS = {
  appId: 'app-3f8a2c-workday',
  secondAppId: 'app-71b0de-salesforce',
  ssoOidcId: 'sso-oidc-workday-portal',
  ssoSamlId: 'sso-saml-salesforce',
  samlAppId: 'app-71b0de-salesforce',
  connectorId: 'conn-2e9c41-github-mcp',
  toolId: 'tool-github-create-issue',
  roleSlug: 'integration-owner',
  ownerUserId: 'user-ada-lovelace',
  ownerUserIds: 'user-ada-lovelace,user-grace-hopper',
  entitlementId: 'ent-xaa-crm-read',
  deletedEntitlementId: 'ent-xaa-legacy-export',
  authConfigId: 'authcfg-okta-primary',
  localAuthConfigId: 'authcfg-local-break-glass',
  servicePrincipalId: 'sp-ci-deployer',
  credentialId: 'cred-ci-deployer-2026',
  personalClientId: 'ada-laptop-cli',
  userAttributeMappingId: 'uam-department-from-workday',
  catalogId: '2QbQZ5ZfHq1cV6Xg8Kx3m9TtN0a',
  tunnelApplianceId: '2Qc1nVJ8sYp4Wf7Dk0Lr5Hx9Ub3',
  oauthDiagnosticId: 'diag-github-dcr-001',
} as const;

export type DemoIds = typeof DEMO_IDS;
