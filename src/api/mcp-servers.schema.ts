// MCP servers, the wire contract (spec operation 1, Register): the registration request with its
// hosted/external configs and the seven auth member shapes, the MCP server view, and the rules
// both ends share (grant derivation, PER_USER support, KSUID format). React-free: the demo tenant
// parses requests with these same schemas and calls these same rule functions.
import * as z from 'zod/mini';
import { bool, freeObject, int64, message, openEnum, optionalMessage, str, stringMap, strList, timestamp } from './wire';

export const SERVER_TYPES = ['MCP_SERVER_TYPE_UNSPECIFIED', 'MCP_SERVER_TYPE_HOSTED', 'MCP_SERVER_TYPE_EXTERNAL'] as const;
export const DATA_SENSITIVITIES = [
  'MCP_SERVER_DATA_SENSITIVITY_UNSPECIFIED',
  'MCP_SERVER_DATA_SENSITIVITY_PUBLIC',
  'MCP_SERVER_DATA_SENSITIVITY_INTERNAL',
  'MCP_SERVER_DATA_SENSITIVITY_CONFIDENTIAL',
  'MCP_SERVER_DATA_SENSITIVITY_RESTRICTED',
] as const;
export const TOKEN_SHARINGS = ['MCP_SERVER_TOKEN_SHARING_UNSPECIFIED', 'MCP_SERVER_TOKEN_SHARING_SHARED', 'MCP_SERVER_TOKEN_SHARING_PER_USER'] as const;
export const OPTIONAL_BOOLS = ['OPTIONAL_BOOL_UNSPECIFIED', 'OPTIONAL_BOOL_TRUE', 'OPTIONAL_BOOL_FALSE'] as const;
export const TRANSPORT_TYPES = ['MCP_SERVER_TRANSPORT_TYPE_UNSPECIFIED', 'MCP_SERVER_TRANSPORT_TYPE_STREAMABLE_HTTP', 'MCP_SERVER_TRANSPORT_TYPE_SSE'] as const;
export const AUTH_METHODS = [
  'MCP_SERVER_AUTH_METHOD_UNSPECIFIED',
  'MCP_SERVER_AUTH_METHOD_NONE',
  'MCP_SERVER_AUTH_METHOD_BEARER_TOKEN',
  'MCP_SERVER_AUTH_METHOD_OAUTH2',
  'MCP_SERVER_AUTH_METHOD_CUSTOM_HEADER',
  'MCP_SERVER_AUTH_METHOD_AWS_SIGV4',
  'MCP_SERVER_AUTH_METHOD_BASIC_AUTH',
] as const;
export const OAUTH2_CLIENT_ID_MODES = [
  'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_UNSPECIFIED',
  'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_DCR',
  'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_CIMD',
] as const;
export const OAUTH2_MODES = ['MCP_SERVER_AUTH_OAUTH2_MODE_UNSPECIFIED'] as const;

export const HOSTED = 'MCP_SERVER_TYPE_HOSTED';
export const EXTERNAL = 'MCP_SERVER_TYPE_EXTERNAL';
export const PER_USER = 'MCP_SERVER_TOKEN_SHARING_PER_USER';

// ---- Auth members ---------------------------------------------------------------------------

export const noneAuthSchema = message({});
export const bearerTokenAuthSchema = message({ token: str() });
export const basicAuthSchema = message({ username: str(), password: str() });
export const customHeaderAuthSchema = message({ headerName: str(), headerValue: str() });
export const awsSigv4AuthSchema = message({ accessKeyId: str(), secretAccessKey: str(), sessionToken: str() });
export const googleServiceAccountAuthSchema = message({ credentialsJson: str(), scopes: strList() });
export const oauth2AuthSchema = message({
  authorizeUrl: str(),
  clientId: str(),
  clientSecret: str(),
  codeChallengeMethodsSupported: strList(),
  extraAuthorizeParams: freeObject(),
  extraTokenParams: freeObject(),
  issuerUrl: str(),
  jwtAudience: str(),
  jwtIssuer: str(),
  jwtPrivateKey: str(),
  jwtSubject: str(),
  pkce: str(),
  scopes: strList(),
  scopesSupported: strList(),
  tokenEndpointAuthMethod: str(),
  tokenUrl: str(),
});
export type OAuth2Auth = z.infer<typeof oauth2AuthSchema>;

/** Auth members in the spec's order; HOSTED offers all of them, EXTERNAL the first five. */
export const HOSTED_AUTH_MEMBERS = ['none', 'bearerToken', 'oauth2', 'customHeader', 'googleServiceAccount', 'awsSigv4', 'basicAuth'] as const;
export const EXTERNAL_AUTH_MEMBERS = ['none', 'bearerToken', 'oauth2', 'customHeader', 'basicAuth'] as const;
export type AuthMember = (typeof HOSTED_AUTH_MEMBERS)[number];

export function authMembersFor(serverType: string): readonly AuthMember[] {
  return serverType === EXTERNAL ? EXTERNAL_AUTH_MEMBERS : HOSTED_AUTH_MEMBERS;
}

export const hostedConfigSchema = message({
  mcpServerCatalogId: str(),
  sourceAppId: str(),
  configFields: stringMap(),
  tokenSharing: openEnum(TOKEN_SHARINGS),
  requireToolApproval: openEnum(OPTIONAL_BOOLS),
  none: optionalMessage(noneAuthSchema),
  bearerToken: optionalMessage(bearerTokenAuthSchema),
  oauth2: optionalMessage(oauth2AuthSchema),
  customHeader: optionalMessage(customHeaderAuthSchema),
  googleServiceAccount: optionalMessage(googleServiceAccountAuthSchema),
  awsSigv4: optionalMessage(awsSigv4AuthSchema),
  basicAuth: optionalMessage(basicAuthSchema),
});
export type HostedConfig = z.infer<typeof hostedConfigSchema>;

export const externalConfigSchema = message({
  url: str(),
  transportType: openEnum(TRANSPORT_TYPES),
  tokenSharing: openEnum(TOKEN_SHARINGS),
  requireToolApproval: openEnum(OPTIONAL_BOOLS),
  none: optionalMessage(noneAuthSchema),
  bearerToken: optionalMessage(bearerTokenAuthSchema),
  oauth2: optionalMessage(oauth2AuthSchema),
  customHeader: optionalMessage(customHeaderAuthSchema),
  basicAuth: optionalMessage(basicAuthSchema),
});
export type ExternalConfig = z.infer<typeof externalConfigSchema>;

export const appManagedStateBindingRefSchema = message({ appId: str(), resourceId: str(), resourceTypeId: str() });

export const registerMcpServerRequestSchema = message({
  serverType: openEnum(SERVER_TYPES),
  displayName: str(),
  description: str(),
  dataSensitivity: openEnum(DATA_SENSITIVITIES),
  toolPrefix: str(),
  userIds: z._default(z.nullable(z.array(z.string())), null),
  accessProfileIds: strList(),
  hostedConfig: optionalMessage(hostedConfigSchema),
  externalConfig: optionalMessage(externalConfigSchema),
  appManagedStateBindingRef: optionalMessage(appManagedStateBindingRefSchema),
  oauthDiagnosticId: str(),
  acknowledgedFindingIds: z._default(z.nullable(z.array(z.string())), null),
  tunneled: bool(),
  tunnelApplianceId: str(),
  tunnelServiceName: str(),
  tunnelPath: str(),
});
export type RegisterMcpServerRequest = z.infer<typeof registerMcpServerRequestSchema>;
/** What the console sends: proto3 JSON, so every field may be omitted. */
export type RegisterMcpServerBody = z.input<typeof registerMcpServerRequestSchema>;

// ---- View and response ----------------------------------------------------------------------

export const mcpServerSchema = message({
  connectorId: str(),
  appId: str(),
  displayName: str(),
  description: str(),
  dataSensitivity: openEnum(DATA_SENSITIVITIES),
  serverType: openEnum(SERVER_TYPES),
  mcpServerCatalogId: str(),
  sourceAppId: str(),
  authMethod: openEnum(AUTH_METHODS),
  tokenSharing: openEnum(TOKEN_SHARINGS),
  requireToolApproval: openEnum(OPTIONAL_BOOLS),
  transportType: openEnum(TRANSPORT_TYPES),
  toolPrefix: str(),
  defaultToolPrefix: str(),
  endpointUrl: str(),
  endpointUrlLocked: bool(),
  configFieldValues: stringMap(),
  credentialsSetupUrl: str(),
  awsAccessKeyId: str(),
  awsSecretAccessKeyConfigured: bool(),
  awsSessionTokenConfigured: bool(),
  basicAuthUsername: str(),
  basicAuthPasswordConfigured: bool(),
  bearerTokenConfigured: bool(),
  customHeaderName: str(),
  customHeaderValueConfigured: bool(),
  oauth2AuthorizeUrl: str(),
  oauth2ClientId: str(),
  oauth2IssuerUrl: str(),
  oauth2TokenUrl: str(),
  oauth2ClientIdMode: openEnum(OAUTH2_CLIENT_ID_MODES),
  oauth2ClientSecretExpiresAt: int64(),
  oauth2CodeChallengeMethodsSupported: strList(),
  oauth2Scopes: strList(),
  oauth2ScopesSupported: strList(),
  oauth2CredentialsConfigured: bool(),
  oauth2JwtPrivateKeyConfigured: bool(),
  oauth2ExtraAuthorizeParams: freeObject(),
  oauth2ExtraTokenParams: freeObject(),
  oauth2JwtAudience: str(),
  oauth2JwtIssuer: str(),
  oauth2JwtSubject: str(),
  oauth2Pkce: str(),
  oauth2TokenEndpointAuthMethod: str(),
  oauth2Mode: openEnum(OAUTH2_MODES),
  oauth2ServiceAuthorized: bool(),
  oauth2ServiceAuthorizedAsEmail: str(),
  oauth2ServiceAuthorizedAsName: str(),
  oauth2ServiceAuthorizedBy: str(),
  oauth2ServiceAuthorizedAt: timestamp(),
  tunneled: bool(),
  tunnelApplianceId: str(),
  tunnelBridgeId: str(),
  tunnelServiceName: str(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  lastCalledAt: timestamp(),
});
export type McpServer = z.infer<typeof mcpServerSchema>;

export const registerMcpServerResponseSchema = message({
  accessProfilesAttached: bool(),
  mcpServer: optionalMessage(mcpServerSchema),
});
export type RegisterMcpServerResponse = z.infer<typeof registerMcpServerResponseSchema>;

// ---- Rules both ends share ------------------------------------------------------------------

/** A KSUID: 27 base62 characters (catalog entry ids, tunnel appliance ids). */
export function isKsuid(value: string): boolean {
  return /^[0-9A-Za-z]{27}$/.test(value);
}

export type OAuth2Grant = 'authorization_code' | 'client_credentials' | 'jwt_bearer';

/** DESIGN.md: authorization code when authorizeUrl is set, JWT bearer when jwtPrivateKey is set, client credentials otherwise. */
export function oauth2Grant(oauth2: Pick<OAuth2Auth, 'authorizeUrl' | 'jwtPrivateKey'>): OAuth2Grant {
  if (oauth2.authorizeUrl) return 'authorization_code';
  if (oauth2.jwtPrivateKey) return 'jwt_bearer';
  return 'client_credentials';
}

/** Spec, token sharing rules: PER_USER only with OAuth2 authorization code, bearer token, custom header or basic auth. */
export function perUserSupported(member: string, grant: OAuth2Grant | null): boolean {
  if (member === 'oauth2') return grant === 'authorization_code';
  return member === 'bearerToken' || member === 'customHeader' || member === 'basicAuth';
}

/** Why a value is not an absolute URL, or null when it is one. */
export function urlProblem(value: string): string | null {
  return URL.canParse(value) ? null : 'not a valid URL';
}

/**
 * Why a URL is not an https URL, or null when it is one. The spec requires HTTPS for
 * `externalConfig.url` only; other URLs (the OAuth2 endpoints) are not refused for their scheme.
 */
export function httpsUrlProblem(value: string): string | null {
  if (urlProblem(value)) return 'not a valid URL';
  const { protocol } = new URL(value);
  return protocol === 'https:' ? null : `HTTPS is required (got ${protocol})`;
}

/** An HTTP header field name (RFC 9110 token). */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Why a pasted Google credentials JSON is not a service-account key, or null when it is one. */
export function serviceAccountKeyProblem(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not a JSON object';
  const key = value as Record<string, unknown>;
  if (key.type !== 'service_account') return 'not a service account key ("type" must be "service_account")';
  if (typeof key.client_email !== 'string' || !key.client_email) return 'the key has no client_email';
  if (typeof key.private_key !== 'string' || !key.private_key.includes('PRIVATE KEY')) return 'the key has no private_key';
  return null;
}

export const PER_USER_RULE = 'PER_USER token sharing works only with OAuth2 authorization code, bearer token, custom header or basic auth';

export interface FieldViolation {
  /** Request field path in proto JSON form, e.g. `externalConfig.url`. */
  field: string;
  description: string;
}

export const BAD_REQUEST_TYPE = 'type.googleapis.com/google.rpc.BadRequest';
