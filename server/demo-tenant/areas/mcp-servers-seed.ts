// Seed for the Register operation: the apps servers can be registered under, catalog entries,
// tunnel bridges and OAuth discovery diagnostics the rules check against. Ids are fixed so the
// home page's Try-it link and the README can name them.
import { DEMO_IDS } from '../demo-ids';

export interface CatalogEntry {
  id: string;
  name: string;
  /** The prefix used when the request leaves toolPrefix empty. */
  defaultToolPrefix: string;
  /** Config fields whose values are sealed and never returned. */
  secretConfigFields: string[];
}

export interface TunnelBridge {
  applianceId: string;
  bridgeId: string;
  name: string;
  /** Only an appliance with an active credential can be resolved at registration. */
  activeCredential: boolean;
}

export interface DiagnosticFinding {
  id: string;
  summary: string;
  blocking: boolean;
  /** A blocking finding the admin may acknowledge to relax it. */
  relaxable: boolean;
}

export interface OAuthDiagnostic {
  id: string;
  catalogId: string;
  findings: DiagnosticFinding[];
}

export const SEED_APP_IDS = [DEMO_IDS.appId, DEMO_IDS.secondAppId, 'app-9c4d11-jira'];

export const SEED_CATALOG: CatalogEntry[] = [
  { id: DEMO_IDS.catalogId, name: 'GitHub', defaultToolPrefix: 'github', secretConfigFields: ['webhookSecret'] },
  { id: '2QbR0aXk7Lm3Np9Qs5Tv1Wy8Zc2', name: 'Jira', defaultToolPrefix: 'jira', secretConfigFields: ['apiToken'] },
  { id: '2QbR1bYl8Mn4Oq0Rt6Uw2Xz9Ad3', name: 'Google Drive', defaultToolPrefix: 'gdrive', secretConfigFields: [] },
];

export const SEED_BRIDGES: TunnelBridge[] = [
  { applianceId: DEMO_IDS.tunnelApplianceId, bridgeId: 'bridge-dc1-primary', name: 'Datacenter 1 appliance', activeCredential: true },
  { applianceId: '2Qc2oWK9tZq5Xg8El1Ms6Iy0Vc4', bridgeId: 'bridge-dc2-retired', name: 'Datacenter 2 appliance (credential revoked)', activeCredential: false },
];

export const SEED_DIAGNOSTICS: OAuthDiagnostic[] = [
  {
    id: DEMO_IDS.oauthDiagnosticId,
    catalogId: DEMO_IDS.catalogId,
    findings: [
      { id: 'finding-registration-endpoint-no-tls-pinning', summary: 'The registration endpoint does not pin TLS', blocking: true, relaxable: true },
      { id: 'finding-pkce-plain-advertised', summary: 'The server also advertises the plain PKCE method', blocking: true, relaxable: true },
      { id: 'finding-scopes-supported-missing', summary: 'scopes_supported is not published', blocking: false, relaxable: false },
    ],
  },
  {
    id: 'diag-jira-dcr-002',
    catalogId: '2QbR0aXk7Lm3Np9Qs5Tv1Wy8Zc2',
    findings: [
      { id: 'finding-issuer-mismatch', summary: 'The issuer differs from the metadata URL', blocking: true, relaxable: false },
      { id: 'finding-dcr-software-statement-ignored', summary: 'The software statement is ignored', blocking: true, relaxable: true },
    ],
  },
];
