import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isKsuid,
  oauth2Grant,
  perUserSupported,
  registerMcpServer,
  registerMcpServerRequestSchema,
  registerMcpServerResponseSchema,
  serviceAccountKeyProblem,
  httpsUrlProblem,
  urlProblem,
} from './mcp-servers';

afterEach(() => vi.unstubAllGlobals());

describe('MCP server schemas', () => {
  it('parses a sparse view: unknown enums kept, int64 as string, nullable timestamps, unknown fields kept', () => {
    const parsed = registerMcpServerResponseSchema.parse({
      mcpServer: { connectorId: 'c1', authMethod: 'MCP_SERVER_AUTH_METHOD_FROM_THE_FUTURE', oauth2ClientSecretExpiresAt: 1767225600, createdAt: null, extra: 1 },
    });
    expect(parsed.accessProfilesAttached).toBe(false);
    expect(parsed.mcpServer).toMatchObject({
      connectorId: 'c1',
      authMethod: 'MCP_SERVER_AUTH_METHOD_FROM_THE_FUTURE',
      oauth2ClientSecretExpiresAt: '1767225600',
      createdAt: null,
      lastCalledAt: null,
      bearerTokenConfigured: false,
      oauth2Scopes: [],
      extra: 1,
    });
    expect(registerMcpServerResponseSchema.parse({ accessProfilesAttached: true, mcpServer: null }).mcpServer).toBeNull();
  });

  it('rejects a view whose int64 is not an integer string', () => {
    expect(registerMcpServerResponseSchema.safeParse({ mcpServer: { oauth2ClientSecretExpiresAt: 'soon' } }).success).toBe(false);
  });

  it('parses the request with every auth member shape and proto3 defaults', () => {
    const request = registerMcpServerRequestSchema.parse({
      serverType: 'MCP_SERVER_TYPE_HOSTED',
      hostedConfig: { mcpServerCatalogId: 'x', oauth2: { authorizeUrl: 'https://a', extraTokenParams: { audience: 'api' } }, awsSigv4: { accessKeyId: 'a' } },
    });
    expect(request.userIds).toBeNull();
    expect(request.hostedConfig?.oauth2).toMatchObject({ authorizeUrl: 'https://a', scopes: [], extraTokenParams: { audience: 'api' }, pkce: '' });
    expect(request.hostedConfig?.awsSigv4).toEqual({ accessKeyId: 'a', secretAccessKey: '', sessionToken: '' });
    expect(request.hostedConfig?.googleServiceAccount).toBeNull();
    expect(request.externalConfig).toBeNull();
  });

  it('reads null as absent anywhere in the request (proto3 JSON)', () => {
    const request = registerMcpServerRequestSchema.parse({
      serverType: 'MCP_SERVER_TYPE_EXTERNAL', displayName: null, accessProfileIds: null, hostedConfig: null, tunneled: null,
      externalConfig: { url: 'https://x', oauth2: { authorizeUrl: null, scopes: null, extraTokenParams: null }, tokenSharing: null },
    });
    expect(request).toMatchObject({ displayName: '', accessProfileIds: [], hostedConfig: null, tunneled: false });
    expect(request.externalConfig).toMatchObject({ tokenSharing: 'MCP_SERVER_TOKEN_SHARING_UNSPECIFIED', oauth2: { authorizeUrl: '', scopes: [], extraTokenParams: {} } });
  });
});

describe('shared rules', () => {
  it('derives the OAuth2 grant as DESIGN.md says', () => {
    expect(oauth2Grant({ authorizeUrl: 'https://a', jwtPrivateKey: 'k' })).toBe('authorization_code');
    expect(oauth2Grant({ authorizeUrl: '', jwtPrivateKey: 'k' })).toBe('jwt_bearer');
    expect(oauth2Grant({ authorizeUrl: '', jwtPrivateKey: '' })).toBe('client_credentials');
  });

  it('allows PER_USER only for authorization code, bearer token, custom header and basic auth', () => {
    expect(perUserSupported('oauth2', 'authorization_code')).toBe(true);
    expect(perUserSupported('oauth2', 'client_credentials')).toBe(false);
    expect(perUserSupported('oauth2', 'jwt_bearer')).toBe(false);
    for (const member of ['bearerToken', 'customHeader', 'basicAuth']) expect(perUserSupported(member, null)).toBe(true);
    for (const member of ['none', 'awsSigv4', 'googleServiceAccount']) expect(perUserSupported(member, null)).toBe(false);
  });

  it('HTTPS is a rule for externalConfig.url only; any other URL just has to be one', () => {
    expect(httpsUrlProblem('https://mcp.example.com')).toBeNull();
    expect(httpsUrlProblem('http://mcp.example.com')).toBe('HTTPS is required (got http:)');
    expect(httpsUrlProblem('mcp.example.com')).toBe('not a valid URL');
    expect(urlProblem('http://idp.internal/token')).toBeNull();
    expect(urlProblem('idp.internal/token')).toBe('not a valid URL');
  });

  it('checks KSUIDs and service-account keys', () => {
    expect(isKsuid('2QbQZ5ZfHq1cV6Xg8Kx3m9TtN0a')).toBe(true);
    expect(isKsuid('2QbQZ5ZfHq1cV6Xg8Kx3m9TtN0')).toBe(false);
    expect(isKsuid('2QbQZ5ZfHq1cV6Xg8Kx3m9TtN0-')).toBe(false);
    expect(serviceAccountKeyProblem('nope')).toBe('not valid JSON');
    expect(serviceAccountKeyProblem('{"type":"authorized_user"}')).toMatch(/service_account/);
    expect(serviceAccountKeyProblem('{"type":"service_account","private_key":"-----BEGIN PRIVATE KEY-----"}')).toMatch(/client_email/);
    expect(serviceAccountKeyProblem('{"type":"service_account","client_email":"a@b"}')).toMatch(/private_key/);
    expect(serviceAccountKeyProblem('{"type":"service_account","client_email":"a@b","private_key":"-----BEGIN PRIVATE KEY-----"}')).toBeNull();
  });
});

describe('registerMcpServer', () => {
  it('POSTs to the app path, keeping an empty app id as an empty segment', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ accessProfilesAttached: false, mcpServer: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await registerMcpServer('', { serverType: 'MCP_SERVER_TYPE_EXTERNAL' });
    await registerMcpServer('a/b', { serverType: 'MCP_SERVER_TYPE_EXTERNAL' });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe('/api/v1/apps//mcp_servers');
    expect(calls[0]?.[1].method).toBe('POST');
    expect(calls[1]?.[0]).toBe('/api/v1/apps/a%2Fb/mcp_servers');
  });
});
