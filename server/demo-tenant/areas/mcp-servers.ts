// Register (spec operation 1) with every rule the spec gives, each rejected with a google.rpc.Status
// whose message starts with the field path (`externalConfig.url: HTTPS is required`); InvalidArgument
// errors also carry google.rpc.BadRequest field violations, so the console can place each problem.
import { Hono, type Context } from 'hono';
import {
  BAD_REQUEST_TYPE,
  EXTERNAL,
  HEADER_NAME_PATTERN,
  HOSTED,
  PER_USER,
  PER_USER_RULE,
  authMembersFor,
  httpsUrlProblem,
  isKsuid,
  oauth2Grant,
  perUserSupported,
  registerMcpServerRequestSchema,
  serviceAccountKeyProblem,
  urlProblem,
  type AuthMember,
  type ExternalConfig,
  type FieldViolation,
  type HostedConfig,
  type McpServer,
  type OAuth2Auth,
  type RegisterMcpServerRequest,
} from '../../../src/api/mcp-servers.schema';
import type { DemoContext } from '../context';
import { RpcError, readJsonBody } from '../rpc-error';
import { SEED_APP_IDS, SEED_BRIDGES, SEED_CATALOG, SEED_DIAGNOSTICS } from './mcp-servers-seed';

const ALL_MEMBERS: readonly AuthMember[] = ['none', 'bearerToken', 'oauth2', 'customHeader', 'googleServiceAccount', 'awsSigv4', 'basicAuth'];

const AUTH_METHOD_BY_MEMBER: Record<AuthMember, string> = {
  none: 'MCP_SERVER_AUTH_METHOD_NONE',
  bearerToken: 'MCP_SERVER_AUTH_METHOD_BEARER_TOKEN',
  oauth2: 'MCP_SERVER_AUTH_METHOD_OAUTH2',
  customHeader: 'MCP_SERVER_AUTH_METHOD_CUSTOM_HEADER',
  awsSigv4: 'MCP_SERVER_AUTH_METHOD_AWS_SIGV4',
  basicAuth: 'MCP_SERVER_AUTH_METHOD_BASIC_AUTH',
  // The spec's authMethod enum lists no Google value; the service answers with one it does not list.
  googleServiceAccount: 'MCP_SERVER_AUTH_METHOD_GOOGLE_SERVICE_ACCOUNT',
};

/** InvalidArgument naming every bad field (message: the first one, prefixed by its path). */
function invalidArgument(violations: FieldViolation[]): RpcError {
  const [first] = violations;
  const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : '';
  const message = first ? `${first.field}: ${first.description}${more}` : 'invalid request';
  return new RpcError('INVALID_ARGUMENT', message, [{ '@type': BAD_REQUEST_TYPE, fieldViolations: violations }]);
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

type AnyConfig = HostedConfig | ExternalConfig;

function setMembers(raw: Record<string, unknown> | null): AuthMember[] {
  if (!raw) return [];
  return ALL_MEMBERS.filter((member) => raw[member] !== undefined && raw[member] !== null);
}

function memberOf(config: AnyConfig, member: AuthMember): Record<string, unknown> | null {
  return ((config as Record<string, unknown>)[member] as Record<string, unknown> | null | undefined) ?? null;
}

function checkMemberFields(config: AnyConfig, member: AuthMember, key: string, hosted: boolean, add: (field: string, description: string) => void) {
  const at = `${key}.${member}`;
  const required = (field: string, value: unknown) => {
    if (!value) add(`${at}.${field}`, 'required');
  };
  switch (member) {
    case 'bearerToken':
      required('token', config.bearerToken?.token);
      break;
    case 'basicAuth':
      required('username', config.basicAuth?.username);
      required('password', config.basicAuth?.password);
      break;
    case 'customHeader': {
      const name = config.customHeader?.headerName ?? '';
      if (!name) add(`${at}.headerName`, 'required');
      else if (!HEADER_NAME_PATTERN.test(name)) add(`${at}.headerName`, 'not a valid HTTP header name');
      required('headerValue', config.customHeader?.headerValue);
      break;
    }
    case 'awsSigv4': {
      const aws = (config as HostedConfig).awsSigv4;
      required('accessKeyId', aws?.accessKeyId);
      required('secretAccessKey', aws?.secretAccessKey);
      break;
    }
    case 'googleServiceAccount': {
      const json = (config as HostedConfig).googleServiceAccount?.credentialsJson ?? '';
      const problem = json ? serviceAccountKeyProblem(json) : 'required';
      if (problem) add(`${at}.credentialsJson`, problem);
      break;
    }
    case 'oauth2': {
      const oauth2 = config.oauth2;
      if (!oauth2) break;
      const grant = oauth2Grant(oauth2);
      // The spec requires HTTPS for externalConfig.url only, and no token URL (a server that
      // publishes its endpoints through discovery needs none): only a value that is no URL at all
      // is refused here.
      for (const field of ['authorizeUrl', 'tokenUrl', 'issuerUrl'] as const) {
        const problem = oauth2[field] ? urlProblem(oauth2[field]) : null;
        if (problem) add(`${at}.${field}`, problem);
      }
      // A hosted authorization-code server without a client id registers one dynamically (DCR).
      if (grant === 'client_credentials' || (grant === 'authorization_code' && !hosted)) required('clientId', oauth2.clientId);
      if (grant === 'client_credentials') required('clientSecret', oauth2.clientSecret);
      break;
    }
    case 'none':
      break;
  }
}

/** Format rules of the request (everything that needs no lookup). */
function validate(raw: Record<string, unknown>, request: RegisterMcpServerRequest, appId: string): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const add = (field: string, description: string) => void violations.push({ field, description });
  const { serverType } = request;
  if (serverType !== HOSTED && serverType !== EXTERNAL) {
    add('serverType', `must be ${HOSTED} or ${EXTERNAL}`);
    return violations;
  }
  const hosted = serverType === HOSTED;
  const key = hosted ? 'hostedConfig' : 'externalConfig';
  const otherKey = hosted ? 'externalConfig' : 'hostedConfig';
  const config: AnyConfig | null = hosted ? request.hostedConfig : request.externalConfig;
  if (hosted ? request.externalConfig : request.hostedConfig) add(otherKey, `must not be set for a ${hosted ? 'HOSTED' : 'EXTERNAL'} server`);
  if (!config) {
    add(key, `required for a ${hosted ? 'HOSTED' : 'EXTERNAL'} server`);
    return violations;
  }

  // Auth members: only the ones this server type offers, exactly one of them.
  const offered = authMembersFor(serverType);
  const members = setMembers(raw[key] as Record<string, unknown> | null);
  for (const member of members) {
    if (!offered.includes(member)) add(`${key}.${member}`, `not offered for ${hosted ? 'HOSTED' : 'EXTERNAL'} servers (offered: ${offered.join(', ')})`);
  }
  const valid = members.filter((member) => offered.includes(member));
  if (valid.length > 1) add(key, `exactly one auth member may be set (got ${valid.join(', ')})`);
  if (members.length === 0) add(key, 'set one auth member (none for no authentication)');
  const member = valid.length === 1 ? valid[0] : undefined;
  if (member) {
    checkMemberFields(config, member, key, hosted, add);
    const grant = member === 'oauth2' && config.oauth2 ? oauth2Grant(config.oauth2) : null;
    if (config.tokenSharing === PER_USER && !perUserSupported(member, grant)) {
      add(`${key}.tokenSharing`, `${PER_USER_RULE}; this server uses ${member === 'oauth2' ? `OAuth2 ${grant?.replace('_', ' ')}` : member}`);
    }
  }

  if (hosted) {
    const catalogId = request.hostedConfig?.mcpServerCatalogId ?? '';
    if (!isKsuid(catalogId)) add('hostedConfig.mcpServerCatalogId', `must be a 27-character KSUID (got ${catalogId.length} characters)`);
  } else if (!request.tunneled) {
    const url = request.externalConfig?.url ?? '';
    const problem = url ? httpsUrlProblem(url) : 'required when the server is not tunneled';
    if (problem) add('externalConfig.url', problem);
  }

  if (request.tunneled) {
    if (!request.tunnelServiceName) add('tunnelServiceName', 'required when tunneled is true');
    if (!request.tunnelApplianceId) add('tunnelApplianceId', 'required when tunneled is true');
    else if (!isKsuid(request.tunnelApplianceId)) add('tunnelApplianceId', 'must be a 27-character KSUID');
    if (request.tunnelPath && !request.tunnelPath.startsWith('/')) add('tunnelPath', 'must start with /');
  } else if (request.tunnelApplianceId) {
    add('tunnelApplianceId', 'only set when tunneled is true');
  }

  const acknowledged = request.acknowledgedFindingIds ?? [];
  if (request.oauthDiagnosticId) {
    const dcr = hosted && member === 'oauth2' && config.oauth2 && oauth2Grant(config.oauth2) === 'authorization_code' && !config.oauth2.clientId;
    if (!dcr) add('oauthDiagnosticId', 'only for a HOSTED server with OAuth2 authorization code and dynamic client registration (empty clientId)');
  } else if (acknowledged.length) {
    add('acknowledgedFindingIds', 'set only together with oauthDiagnosticId');
  }

  const binding = request.appManagedStateBindingRef;
  if (binding) {
    if (appId) add('appManagedStateBindingRef', 'set only when app_id is empty');
    for (const field of ['appId', 'resourceId', 'resourceTypeId'] as const) if (!binding[field]) add(`appManagedStateBindingRef.${field}`, 'required');
  }
  return violations;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 24) || 'server';
}

function oauth2View(oauth2: OAuth2Auth | null, hosted: boolean): Partial<McpServer> {
  if (!oauth2) return {};
  const grant = oauth2Grant(oauth2);
  let clientIdMode: string | undefined;
  if (grant === 'authorization_code') {
    if (hosted && !oauth2.clientId) clientIdMode = 'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_DCR';
    else if (oauth2.clientId.startsWith('https://')) clientIdMode = 'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_CIMD';
    else clientIdMode = 'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_UNSPECIFIED';
  }
  return {
    oauth2AuthorizeUrl: oauth2.authorizeUrl,
    oauth2ClientId: oauth2.clientId,
    oauth2IssuerUrl: oauth2.issuerUrl,
    oauth2TokenUrl: oauth2.tokenUrl,
    ...(clientIdMode ? { oauth2ClientIdMode: clientIdMode } : {}),
    oauth2ClientSecretExpiresAt: '0',
    oauth2CodeChallengeMethodsSupported: oauth2.codeChallengeMethodsSupported,
    oauth2Scopes: oauth2.scopes,
    oauth2ScopesSupported: oauth2.scopesSupported,
    oauth2CredentialsConfigured: Boolean(oauth2.clientSecret) || clientIdMode === 'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_DCR',
    oauth2JwtPrivateKeyConfigured: Boolean(oauth2.jwtPrivateKey),
    oauth2ExtraAuthorizeParams: oauth2.extraAuthorizeParams,
    oauth2ExtraTokenParams: oauth2.extraTokenParams,
    oauth2JwtAudience: oauth2.jwtAudience,
    oauth2JwtIssuer: oauth2.jwtIssuer,
    oauth2JwtSubject: oauth2.jwtSubject,
    oauth2Pkce: oauth2.pkce,
    oauth2TokenEndpointAuthMethod: oauth2.tokenEndpointAuthMethod,
    oauth2Mode: 'MCP_SERVER_AUTH_OAUTH2_MODE_UNSPECIFIED',
    oauth2ServiceAuthorized: false,
  };
}

export function mcpServersRoutes(ctx: DemoContext): Hono {
  const apps = new Set<string>(SEED_APP_IDS);
  const servers = new Map<string, McpServer>();
  let managedApps = 0;

  async function register(c: Context, appId: string) {
    const raw = await readJsonBody(c);
    const parsed = registerMcpServerRequestSchema.safeParse(raw);
    if (!parsed.success) {
      throw invalidArgument(parsed.error.issues.map((issue) => ({ field: issuePath(issue.path) || '(body)', description: issue.message })));
    }
    const request = parsed.data;
    const violations = validate(raw, request, appId);
    if (violations.length) throw invalidArgument(violations);

    const hosted = request.serverType === HOSTED;
    const config = (hosted ? request.hostedConfig : request.externalConfig) as AnyConfig;
    const member = setMembers(raw[hosted ? 'hostedConfig' : 'externalConfig'] as Record<string, unknown>)[0] ?? 'none';

    // Lookups: unknown ids are NotFound; a bridge that cannot carry traffic is a failed precondition.
    if (appId && !apps.has(appId)) throw new RpcError('NOT_FOUND', `appId: app "${appId}" not found`);
    const binding = request.appManagedStateBindingRef;
    if (binding && !apps.has(binding.appId)) throw new RpcError('NOT_FOUND', `appManagedStateBindingRef.appId: app "${binding.appId}" not found`);
    const catalog = hosted ? SEED_CATALOG.find((entry) => entry.id === request.hostedConfig?.mcpServerCatalogId) : undefined;
    if (hosted && !catalog) throw new RpcError('NOT_FOUND', `hostedConfig.mcpServerCatalogId: catalog entry "${request.hostedConfig?.mcpServerCatalogId ?? ''}" not found`);
    let bridgeId = '';
    if (request.tunneled) {
      const bridge = SEED_BRIDGES.find((candidate) => candidate.applianceId === request.tunnelApplianceId);
      if (!bridge) throw new RpcError('FAILED_PRECONDITION', `tunnelApplianceId: no bridge enrolled for this tenant has appliance id "${request.tunnelApplianceId}"`);
      if (!bridge.activeCredential) throw new RpcError('FAILED_PRECONDITION', `tunnelApplianceId: bridge "${bridge.bridgeId}" has no active credential`);
      bridgeId = bridge.bridgeId;
    }
    if (request.oauthDiagnosticId) {
      const diagnostic = SEED_DIAGNOSTICS.find((candidate) => candidate.id === request.oauthDiagnosticId);
      if (!diagnostic) throw new RpcError('NOT_FOUND', `oauthDiagnosticId: diagnostic "${request.oauthDiagnosticId}" not found`);
      if (diagnostic.catalogId !== catalog?.id) throw invalidArgument([{ field: 'oauthDiagnosticId', description: `diagnostic "${diagnostic.id}" was run for another catalog entry` }]);
      const acknowledged = request.acknowledgedFindingIds ?? [];
      const bad = acknowledged.flatMap((id, index) => {
        const finding = diagnostic.findings.find((candidate) => candidate.id === id);
        if (finding?.blocking && finding.relaxable) return [];
        const why = finding ? 'is not a blocking-relaxable finding' : 'is not a finding';
        return [{ field: `acknowledgedFindingIds[${index}]`, description: `"${id}" ${why} of diagnostic "${diagnostic.id}"` }];
      });
      if (bad.length) throw invalidArgument(bad);
      const blocking = diagnostic.findings.find((finding) => finding.blocking && !finding.relaxable);
      if (blocking) throw new RpcError('FAILED_PRECONDITION', `oauthDiagnosticId: finding "${blocking.id}" (${blocking.summary}) blocks registration and cannot be relaxed`);
      const open = diagnostic.findings.find((finding) => finding.blocking && !acknowledged.includes(finding.id));
      if (open) throw new RpcError('FAILED_PRECONDITION', `acknowledgedFindingIds: blocking finding "${open.id}" (${open.summary}) is not acknowledged`);
    }

    // The owning app: the path's, a discovered application's, or a new managed one.
    let ownerAppId = appId;
    if (!ownerAppId && binding) ownerAppId = `app-discovered-${slug(binding.resourceId)}`;
    if (!ownerAppId) ownerAppId = `app-managed-${String(++managedApps).padStart(4, '0')}`;
    apps.add(ownerAppId);

    const connectorId = `conn-${String(servers.size + 1).padStart(4, '0')}-${slug(request.displayName)}`;
    const now = ctx.now().toISOString();
    const external = hosted ? null : request.externalConfig;
    const endpointUrl = hosted ? '' : request.tunneled ? `http://${request.tunnelServiceName}${request.tunnelPath || '/'}` : (external?.url ?? '');
    const secretFields = new Set(catalog?.secretConfigFields ?? []);
    const hostedConfig = hosted ? request.hostedConfig : null;
    const view: McpServer = {
      connectorId,
      appId: ownerAppId,
      displayName: request.displayName,
      description: request.description,
      dataSensitivity: request.dataSensitivity,
      serverType: request.serverType,
      mcpServerCatalogId: hostedConfig?.mcpServerCatalogId ?? '',
      sourceAppId: hostedConfig?.sourceAppId ?? '',
      authMethod: AUTH_METHOD_BY_MEMBER[member],
      // ExternalConfig: "Defaults to SHARED at runtime".
      tokenSharing: !hosted && config.tokenSharing === 'MCP_SERVER_TOKEN_SHARING_UNSPECIFIED' ? 'MCP_SERVER_TOKEN_SHARING_SHARED' : config.tokenSharing,
      requireToolApproval: config.requireToolApproval,
      transportType: external?.transportType ?? 'MCP_SERVER_TRANSPORT_TYPE_UNSPECIFIED',
      toolPrefix: request.toolPrefix,
      defaultToolPrefix: catalog?.defaultToolPrefix ?? '',
      endpointUrl,
      endpointUrlLocked: request.tunneled,
      configFieldValues: Object.fromEntries(Object.entries(hostedConfig?.configFields ?? {}).filter(([name]) => !secretFields.has(name))),
      credentialsSetupUrl: `https://admin.demo.tenant.test/apps/${encodeURIComponent(ownerAppId)}/mcp-servers/${encodeURIComponent(connectorId)}/credentials`,
      awsAccessKeyId: hostedConfig?.awsSigv4?.accessKeyId ?? '',
      awsSecretAccessKeyConfigured: Boolean(hostedConfig?.awsSigv4?.secretAccessKey),
      awsSessionTokenConfigured: Boolean(hostedConfig?.awsSigv4?.sessionToken),
      basicAuthUsername: config.basicAuth?.username ?? '',
      basicAuthPasswordConfigured: Boolean(config.basicAuth?.password),
      bearerTokenConfigured: Boolean(config.bearerToken?.token),
      customHeaderName: config.customHeader?.headerName ?? '',
      customHeaderValueConfigured: Boolean(config.customHeader?.headerValue),
      oauth2AuthorizeUrl: '',
      oauth2ClientId: '',
      oauth2IssuerUrl: '',
      oauth2TokenUrl: '',
      oauth2ClientIdMode: 'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_UNSPECIFIED',
      oauth2ClientSecretExpiresAt: '0',
      oauth2CodeChallengeMethodsSupported: [],
      oauth2Scopes: [],
      oauth2ScopesSupported: [],
      oauth2CredentialsConfigured: false,
      oauth2JwtPrivateKeyConfigured: false,
      oauth2ExtraAuthorizeParams: {},
      oauth2ExtraTokenParams: {},
      oauth2JwtAudience: '',
      oauth2JwtIssuer: '',
      oauth2JwtSubject: '',
      oauth2Pkce: '',
      oauth2TokenEndpointAuthMethod: '',
      oauth2Mode: 'MCP_SERVER_AUTH_OAUTH2_MODE_UNSPECIFIED',
      oauth2ServiceAuthorized: false,
      oauth2ServiceAuthorizedAsEmail: '',
      oauth2ServiceAuthorizedAsName: '',
      oauth2ServiceAuthorizedBy: '',
      oauth2ServiceAuthorizedAt: null,
      ...oauth2View(memberOf(config, 'oauth2') ? config.oauth2 : null, hosted),
      tunneled: request.tunneled,
      tunnelApplianceId: request.tunneled ? request.tunnelApplianceId : '',
      tunnelBridgeId: bridgeId,
      tunnelServiceName: request.tunneled ? request.tunnelServiceName : '',
      createdAt: now,
      updatedAt: now,
      lastCalledAt: null,
    };
    servers.set(connectorId, view);
    return c.json({ accessProfilesAttached: request.accessProfileIds.length > 0, mcpServer: view });
  }

  const routes = new Hono();
  // Hono's `:appId` does not match an empty segment; the spec allows one (a new managed app).
  routes.post('/api/v1/apps//mcp_servers', (c) => register(c, ''));
  routes.post('/api/v1/apps/:appId/mcp_servers', (c) => register(c, c.req.param('appId')));
  return routes;
}
