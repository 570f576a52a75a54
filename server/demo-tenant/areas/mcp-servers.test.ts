import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';
import { DEMO_IDS } from '../demo-ids';
import { registerMcpServerResponseSchema } from '../../../src/api/mcp-servers.schema';

const SA_KEY = JSON.stringify({ type: 'service_account', client_email: 'bot@demo.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----\n' });

function tenant() {
  const demo = createDemoTenant({ now: () => new Date('2026-11-25T12:00:00Z') });
  const { token } = demo.tokens.issue();
  return async (appId: string, body: unknown) => {
    const response = await demo.app.fetch(
      new Request(`http://demo.test/api/v1/apps/${appId}/mcp_servers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, json: (await response.json()) as Record<string, unknown> & { code?: number; message?: string; details?: unknown[] } };
  };
}

const hosted = (config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  serverType: 'MCP_SERVER_TYPE_HOSTED',
  displayName: 'GitHub',
  hostedConfig: { mcpServerCatalogId: DEMO_IDS.catalogId, bearerToken: { token: 't0k' }, ...config },
  ...extra,
});
const external = (config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  serverType: 'MCP_SERVER_TYPE_EXTERNAL',
  displayName: 'Docs search',
  externalConfig: { url: 'https://mcp.example.com/mcp', bearerToken: { token: 't0k' }, ...config },
  ...extra,
});
const dcr = (extra: Record<string, unknown> = {}) =>
  hosted(
    { bearerToken: undefined, oauth2: { authorizeUrl: 'https://github.com/login/oauth/authorize', tokenUrl: 'https://github.com/login/oauth/access_token' } },
    { oauthDiagnosticId: DEMO_IDS.oauthDiagnosticId, ...extra },
  );
const BOTH_RELAXABLE = ['finding-registration-endpoint-no-tls-pinning', 'finding-pkce-plain-advertised'];

async function expectError(promise: ReturnType<ReturnType<typeof tenant>>, status: number, code: number, messageStart: string) {
  const { status: got, json } = await promise;
  expect({ status: got, code: json.code }).toEqual({ status, code });
  expect(json.message).toMatch(new RegExp(`^${messageStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return json;
}

describe('Register MCP server (demo tenant)', () => {
  it('registers a hosted server and returns a view with secrets reduced to Configured flags', async () => {
    const register = tenant();
    const { status, json } = await register(DEMO_IDS.appId, hosted({ configFields: { org: 'acme', webhookSecret: 's3cret' } }, { accessProfileIds: ['ap-1'] }));
    expect(status).toBe(200);
    const parsed = registerMcpServerResponseSchema.parse(json);
    expect(parsed.accessProfilesAttached).toBe(true);
    expect(parsed.mcpServer).toMatchObject({
      appId: DEMO_IDS.appId,
      authMethod: 'MCP_SERVER_AUTH_METHOD_BEARER_TOKEN',
      bearerTokenConfigured: true,
      defaultToolPrefix: 'github',
      configFieldValues: { org: 'acme' },
      createdAt: '2026-11-25T12:00:00.000Z',
      lastCalledAt: null,
    });
    expect(parsed.mcpServer?.credentialsSetupUrl).toMatch(/^https:\/\//);
    expect(JSON.stringify(json)).not.toContain('t0k');
    expect(JSON.stringify(json)).not.toContain('s3cret');
  });

  it('accessProfilesAttached is false without access profile ids', async () => {
    const { json } = await tenant()(DEMO_IDS.appId, external());
    expect(json.accessProfilesAttached).toBe(false);
    expect(json.mcpServer).toMatchObject({ tokenSharing: 'MCP_SERVER_TOKEN_SHARING_SHARED', endpointUrl: 'https://mcp.example.com/mcp' });
  });

  it('an empty app id creates a new managed app; a discovered application gets its own', async () => {
    const register = tenant();
    const first = await register('', external());
    const second = await register('', external());
    expect((first.json.mcpServer as { appId: string }).appId).toBe('app-managed-0001');
    expect((second.json.mcpServer as { appId: string }).appId).toBe('app-managed-0002');
    const discovered = await register('', external({}, { appManagedStateBindingRef: { appId: DEMO_IDS.appId, resourceId: 'res-42', resourceTypeId: 'rt-app' } }));
    expect((discovered.json.mcpServer as { appId: string }).appId).toBe('app-discovered-res-42');
    await expectError(register(DEMO_IDS.appId, external({}, { appManagedStateBindingRef: { appId: DEMO_IDS.appId, resourceId: 'r', resourceTypeId: 't' } })), 400, 3, 'appManagedStateBindingRef: set only when app_id is empty');
    await expectError(register('', external({}, { appManagedStateBindingRef: { appId: 'nope', resourceId: 'r', resourceTypeId: 't' } })), 404, 5, 'appManagedStateBindingRef.appId');
  });

  it('unknown app id is NotFound', async () => {
    await expectError(tenant()('app-nope', external()), 404, 5, 'appId: app "app-nope" not found');
  });

  it('PER_USER with an unsupported auth method is InvalidArgument, with a BadRequest field violation', async () => {
    const register = tenant();
    const json = await expectError(
      register(DEMO_IDS.appId, hosted({ bearerToken: undefined, awsSigv4: { accessKeyId: 'AKIA', secretAccessKey: 'x' }, tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' })),
      400, 3, 'hostedConfig.tokenSharing: PER_USER',
    );
    expect(json.details).toEqual([{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [expect.objectContaining({ field: 'hostedConfig.tokenSharing' })] }]);
    await expectError(register(DEMO_IDS.appId, hosted({ bearerToken: undefined, googleServiceAccount: { credentialsJson: SA_KEY }, tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' })), 400, 3, 'hostedConfig.tokenSharing');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, none: {}, tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' })), 400, 3, 'externalConfig.tokenSharing');
    // OAuth2 client credentials (no authorizeUrl, no jwtPrivateKey) and JWT bearer are refused ...
    const clientCredentials = { clientId: 'c', clientSecret: 's', tokenUrl: 'https://idp.example.com/token' };
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, oauth2: clientCredentials, tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' })), 400, 3, 'externalConfig.tokenSharing');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, oauth2: { ...clientCredentials, jwtPrivateKey: 'k' }, tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' })), 400, 3, 'externalConfig.tokenSharing');
    // ... authorization code, bearer token, custom header and basic auth are allowed.
    const perUser = { tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' };
    for (const member of [
      { oauth2: { ...clientCredentials, authorizeUrl: 'https://idp.example.com/authorize' } },
      { bearerToken: { token: 't' } },
      { customHeader: { headerName: 'X-Api-Key', headerValue: 'v' } },
      { basicAuth: { username: 'u', password: 'p' } },
    ]) {
      const { status, json: ok } = await register(DEMO_IDS.appId, external({ bearerToken: undefined, ...member, ...perUser }));
      expect(status, JSON.stringify(ok)).toBe(200);
      expect(ok.mcpServer).toMatchObject({ tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' });
    }
  });

  it('more than one auth member, or none at all, is InvalidArgument', async () => {
    const register = tenant();
    await expectError(register(DEMO_IDS.appId, hosted({ basicAuth: { username: 'u', password: 'p' } })), 400, 3, 'hostedConfig: exactly one auth member may be set (got bearerToken, basicAuth)');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined })), 400, 3, 'externalConfig: set one auth member');
  });

  it('a member the server type does not offer is InvalidArgument', async () => {
    const register = tenant();
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, awsSigv4: { accessKeyId: 'a', secretAccessKey: 'b' } })), 400, 3, 'externalConfig.awsSigv4: not offered for EXTERNAL servers');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, googleServiceAccount: { credentialsJson: SA_KEY } })), 400, 3, 'externalConfig.googleServiceAccount: not offered');
  });

  it('each member needs its fields; a Google key must be a service-account key', async () => {
    const register = tenant();
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: { token: '' } })), 400, 3, 'externalConfig.bearerToken.token: required');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, basicAuth: { username: 'u' } })), 400, 3, 'externalConfig.basicAuth.password: required');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, customHeader: { headerName: 'Bad Header', headerValue: 'v' } })), 400, 3, 'externalConfig.customHeader.headerName: not a valid HTTP header name');
    await expectError(register(DEMO_IDS.appId, hosted({ bearerToken: undefined, awsSigv4: { accessKeyId: 'a' } })), 400, 3, 'hostedConfig.awsSigv4.secretAccessKey: required');
    await expectError(register(DEMO_IDS.appId, hosted({ bearerToken: undefined, googleServiceAccount: { credentialsJson: '{"type":"authorized_user"}' } })), 400, 3, 'hostedConfig.googleServiceAccount.credentialsJson: not a service account key');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, oauth2: { clientId: 'c', tokenUrl: 'https://idp.example.com/token' } })), 400, 3, 'externalConfig.oauth2.clientSecret: required');
    await expectError(register(DEMO_IDS.appId, external({ bearerToken: undefined, oauth2: { jwtPrivateKey: 'k', tokenUrl: 'idp.example.com/token' } })), 400, 3, 'externalConfig.oauth2.tokenUrl: not a valid URL');
    const ok = await register(DEMO_IDS.appId, hosted({ bearerToken: undefined, googleServiceAccount: { credentialsJson: SA_KEY, scopes: ['https://www.googleapis.com/auth/drive'] } }));
    expect(ok.json.mcpServer).toMatchObject({ authMethod: 'MCP_SERVER_AUTH_METHOD_GOOGLE_SERVICE_ACCOUNT' });
  });

  it('derives the OAuth2 grant and reports its details without secrets', async () => {
    const register = tenant();
    const { json } = await register(DEMO_IDS.appId, external({ bearerToken: undefined, oauth2: { jwtPrivateKey: 'PRIVATE', jwtIssuer: 'iss', tokenUrl: 'https://idp.example.com/token' } }));
    expect(json.mcpServer).toMatchObject({ authMethod: 'MCP_SERVER_AUTH_METHOD_OAUTH2', oauth2JwtPrivateKeyConfigured: true, oauth2JwtIssuer: 'iss', oauth2ClientIdMode: 'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_UNSPECIFIED' });
    expect(JSON.stringify(json)).not.toContain('PRIVATE');
  });

  it('OAuth2 URLs may be http and the token URL may be left out: the spec requires HTTPS only for externalConfig.url', async () => {
    const register = tenant();
    const http = await register(DEMO_IDS.appId, external({ bearerToken: undefined, oauth2: { authorizeUrl: 'http://idp.internal/authorize', tokenUrl: 'http://idp.internal/token', issuerUrl: 'http://idp.internal', clientId: 'c' } }));
    expect(http.status, JSON.stringify(http.json)).toBe(200);
    expect(http.json.mcpServer).toMatchObject({ oauth2AuthorizeUrl: 'http://idp.internal/authorize', oauth2TokenUrl: 'http://idp.internal/token', oauth2IssuerUrl: 'http://idp.internal' });
    const discovery = await register(DEMO_IDS.appId, hosted({ bearerToken: undefined, oauth2: { authorizeUrl: 'https://github.com/login/oauth/authorize', issuerUrl: 'https://github.com' } }));
    expect(discovery.status, JSON.stringify(discovery.json)).toBe(200);
    expect(discovery.json.mcpServer).toMatchObject({ oauth2TokenUrl: '' });
  });

  it('null means not set in every part of the request', async () => {
    const register = tenant();
    const { status, json } = await register(DEMO_IDS.appId, {
      ...external({ oauth2: null, basicAuth: null, tokenSharing: null, transportType: null }),
      description: null, userIds: null, accessProfileIds: null, hostedConfig: null, appManagedStateBindingRef: null, acknowledgedFindingIds: null, tunneled: null, tunnelApplianceId: null,
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ accessProfilesAttached: false, mcpServer: { description: '', authMethod: 'MCP_SERVER_AUTH_METHOD_BEARER_TOKEN', tokenSharing: 'MCP_SERVER_TOKEN_SHARING_SHARED' } });
  });

  it('an external URL must be https unless tunneled', async () => {
    const register = tenant();
    await expectError(register(DEMO_IDS.appId, external({ url: 'http://mcp.example.com' })), 400, 3, 'externalConfig.url: HTTPS is required');
    await expectError(register(DEMO_IDS.appId, external({ url: '' })), 400, 3, 'externalConfig.url: required');
  });

  it('a catalog id must be a 27-character KSUID; an unknown one is NotFound', async () => {
    const register = tenant();
    await expectError(register(DEMO_IDS.appId, hosted({ mcpServerCatalogId: 'short' })), 400, 3, 'hostedConfig.mcpServerCatalogId: must be a 27-character KSUID');
    await expectError(register(DEMO_IDS.appId, hosted({ mcpServerCatalogId: '2QbZZZZZZZZZZZZZZZZZZZZZZZZ' })), 404, 5, 'hostedConfig.mcpServerCatalogId: catalog entry');
  });

  it('tunneled needs a service name and an enrolled appliance with an active credential; the URL is synthesized', async () => {
    const register = tenant();
    const tunnel = { tunneled: true, tunnelApplianceId: DEMO_IDS.tunnelApplianceId, tunnelServiceName: 'wiki-mcp.internal:8080' };
    await expectError(register(DEMO_IDS.appId, external({ url: '' }, { ...tunnel, tunnelServiceName: '' })), 400, 3, 'tunnelServiceName: required when tunneled is true');
    await expectError(register(DEMO_IDS.appId, external({ url: '' }, { ...tunnel, tunnelApplianceId: '' })), 400, 3, 'tunnelApplianceId: required when tunneled is true');
    await expectError(register(DEMO_IDS.appId, external({ url: '' }, { ...tunnel, tunnelApplianceId: '2QcZZZZZZZZZZZZZZZZZZZZZZZZ' })), 400, 9, 'tunnelApplianceId: no bridge enrolled');
    await expectError(register(DEMO_IDS.appId, external({ url: '' }, { ...tunnel, tunnelApplianceId: '2Qc2oWK9tZq5Xg8El1Ms6Iy0Vc4' })), 400, 9, 'tunnelApplianceId: bridge "bridge-dc2-retired" has no active credential');
    await expectError(register(DEMO_IDS.appId, external({}, { tunnelApplianceId: DEMO_IDS.tunnelApplianceId })), 400, 3, 'tunnelApplianceId: only set when tunneled is true');
    const empty = await register(DEMO_IDS.appId, external({ url: '' }, tunnel));
    expect(empty.json.mcpServer).toMatchObject({ endpointUrl: 'http://wiki-mcp.internal:8080/', tunnelBridgeId: 'bridge-dc1-primary', endpointUrlLocked: true });
    const withPath = await register(DEMO_IDS.appId, external({ url: '' }, { ...tunnel, tunnelPath: '/mcp/stream' }));
    expect(withPath.json.mcpServer).toMatchObject({ endpointUrl: 'http://wiki-mcp.internal:8080/mcp/stream' });
  });

  it('acknowledged findings must each cover a blocking-relaxable finding of the diagnostic', async () => {
    const register = tenant();
    const informational = await expectError(register(DEMO_IDS.appId, dcr({ acknowledgedFindingIds: [...BOTH_RELAXABLE, 'finding-scopes-supported-missing'] })), 400, 3, 'acknowledgedFindingIds[2]: "finding-scopes-supported-missing" is not a blocking-relaxable finding');
    expect(informational.details).toHaveLength(1);
    await expectError(register(DEMO_IDS.appId, dcr({ acknowledgedFindingIds: ['finding-unknown'] })), 400, 3, 'acknowledgedFindingIds[0]: "finding-unknown" is not a finding');
    await expectError(register(DEMO_IDS.appId, dcr({ acknowledgedFindingIds: [BOTH_RELAXABLE[0]] })), 400, 9, 'acknowledgedFindingIds: blocking finding "finding-pkce-plain-advertised"');
    await expectError(register(DEMO_IDS.appId, dcr({ oauthDiagnosticId: 'diag-nope', acknowledgedFindingIds: BOTH_RELAXABLE })), 404, 5, 'oauthDiagnosticId: diagnostic "diag-nope" not found');
    await expectError(register(DEMO_IDS.appId, hosted({}, { acknowledgedFindingIds: BOTH_RELAXABLE })), 400, 3, 'acknowledgedFindingIds: set only together with oauthDiagnosticId');
    await expectError(register(DEMO_IDS.appId, hosted({}, { oauthDiagnosticId: DEMO_IDS.oauthDiagnosticId })), 400, 3, 'oauthDiagnosticId: only for a HOSTED server with OAuth2 authorization code');
    const ok = await register(DEMO_IDS.appId, dcr({ acknowledgedFindingIds: BOTH_RELAXABLE }));
    expect(ok.status).toBe(200);
    expect(ok.json.mcpServer).toMatchObject({ oauth2ClientIdMode: 'MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE_DCR' });
  });

  it('a diagnostic with a blocking finding that cannot be relaxed refuses registration', async () => {
    const body = dcr({ oauthDiagnosticId: 'diag-jira-dcr-002', acknowledgedFindingIds: ['finding-dcr-software-statement-ignored'] }) as { hostedConfig: Record<string, unknown> };
    body.hostedConfig.mcpServerCatalogId = '2QbR0aXk7Lm3Np9Qs5Tv1Wy8Zc2';
    await expectError(tenant()(DEMO_IDS.appId, body), 400, 9, 'oauthDiagnosticId: finding "finding-issuer-mismatch"');
  });

  it('a server type other than HOSTED/EXTERNAL, a missing config or the other config is InvalidArgument', async () => {
    const register = tenant();
    await expectError(register(DEMO_IDS.appId, { serverType: 'MCP_SERVER_TYPE_UNSPECIFIED' }), 400, 3, 'serverType: must be');
    await expectError(register(DEMO_IDS.appId, { serverType: 'MCP_SERVER_TYPE_EXTERNAL' }), 400, 3, 'externalConfig: required');
    await expectError(register(DEMO_IDS.appId, external({}, { hostedConfig: {} })), 400, 3, 'hostedConfig: must not be set');
    await expectError(register(DEMO_IDS.appId, { ...external(), tunneled: 'yes' }), 400, 3, 'tunneled:');
  });
});
