import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';
import { buildRegisterBody, curlCommand, formPathOf, redactBody, registerAppId, tunnelUrl } from './mcp-server-body';
import { STEP_PARAMS } from '../pages/mcp-server-wizard/step-params';
import { EMPTY_FORM, NOT_HTTPS_WARNING, NO_TOKEN_URL_WARNING, REVIEW_STEP, STEPS, firstInvalidStep, formIssues, formWarnings, hasSecrets, mcpServerFormSchema, stepOfField, valuesFromDraft, withoutSecrets, type McpServerFormValues } from './mcp-server-form';

const form = (patch: Partial<McpServerFormValues>): McpServerFormValues => ({ ...EMPTY_FORM, displayName: 'Docs', appId: 'app-1', ...patch });
const external = (patch: Partial<McpServerFormValues> = {}) =>
  form({ serverType: 'MCP_SERVER_TYPE_EXTERNAL', external: { url: 'https://mcp.example.com/mcp', transportType: 'MCP_SERVER_TRANSPORT_TYPE_STREAMABLE_HTTP' }, authMember: 'none', ...patch });

describe('buildRegisterBody', () => {
  it('sends exactly the chosen auth member, keeping what was typed in the others out', () => {
    const values = external({
      authMember: 'basicAuth',
      basicAuth: { username: ' svc ', password: ' p w ' },
      bearerToken: { token: 'typed-earlier' },
      customHeader: { headerName: 'X-Key', headerValue: 'v' },
    });
    expect(buildRegisterBody(values)).toEqual({
      serverType: 'MCP_SERVER_TYPE_EXTERNAL',
      displayName: 'Docs',
      externalConfig: {
        url: 'https://mcp.example.com/mcp',
        transportType: 'MCP_SERVER_TRANSPORT_TYPE_STREAMABLE_HTTP',
        basicAuth: { username: 'svc', password: ' p w ' },
      },
    });
  });

  it('omits empty optional fields, UNSPECIFIED enums and empty lists; none is an empty object', () => {
    const body = buildRegisterBody(form({ hosted: { mcpServerCatalogId: DEMO_IDS.catalogId, sourceAppId: '', configFields: [{ key: '', value: '' }] }, authMember: 'none' }));
    expect(body).toEqual({ serverType: 'MCP_SERVER_TYPE_HOSTED', displayName: 'Docs', hostedConfig: { mcpServerCatalogId: DEMO_IDS.catalogId, none: {} } });
  });

  it('tunneled EXTERNAL: no url, the path omitted when empty; the preview uses /', () => {
    const values = external({ tunneled: true, tunnelApplianceId: DEMO_IDS.tunnelApplianceId, tunnelServiceName: 'wiki.internal', tunnelPath: '' });
    const body = buildRegisterBody(values);
    expect(body).toEqual({
      serverType: 'MCP_SERVER_TYPE_EXTERNAL',
      displayName: 'Docs',
      externalConfig: { transportType: 'MCP_SERVER_TRANSPORT_TYPE_STREAMABLE_HTTP', none: {} },
      tunneled: true,
      tunnelApplianceId: DEMO_IDS.tunnelApplianceId,
      tunnelServiceName: 'wiki.internal',
    });
    expect(tunnelUrl('wiki.internal', '')).toBe('http://wiki.internal/');
    expect(buildRegisterBody({ ...values, tunnelPath: '/mcp' }).tunnelPath).toBe('/mcp');
    // A path typed without its leading "/": the preview and the body both get one (the service joins them as they are).
    expect(tunnelUrl('svc.internal', ' mcp/stream ')).toBe('http://svc.internal/mcp/stream');
    expect(buildRegisterBody({ ...values, tunnelPath: 'mcp/stream' }).tunnelPath).toBe('/mcp/stream');
    expect(formIssues({ ...values, tunnelPath: 'mcp/stream' })).toEqual([]);
    // HOSTED ignores the path.
    expect(buildRegisterBody({ ...values, serverType: 'MCP_SERVER_TYPE_HOSTED', tunnelPath: '/mcp' }).tunnelPath).toBeUndefined();
  });

  it("sends only the chosen OAuth2 grant's fields, so the service derives the same grant", () => {
    const oauth2 = {
      ...EMPTY_FORM.oauth2,
      authorizeUrl: 'https://idp/authorize', tokenUrl: 'https://idp/token', clientId: 'c', clientSecret: 's', jwtPrivateKey: 'k', jwtIssuer: 'i',
      extraTokenParams: [{ key: 'audience', value: 'api' }], extraAuthorizeParams: [{ key: 'prompt', value: 'consent' }],
    };
    const cc = buildRegisterBody(external({ authMember: 'oauth2', oauth2: { ...oauth2, grant: 'client_credentials' } }));
    expect(cc.externalConfig?.oauth2).toEqual({ tokenUrl: 'https://idp/token', clientId: 'c', clientSecret: 's', extraTokenParams: { audience: 'api' } });
    const jwt = buildRegisterBody(external({ authMember: 'oauth2', oauth2: { ...oauth2, grant: 'jwt_bearer' } }));
    expect(jwt.externalConfig?.oauth2).toEqual({ tokenUrl: 'https://idp/token', clientId: 'c', jwtPrivateKey: 'k', jwtIssuer: 'i', extraTokenParams: { audience: 'api' } });
    const code = buildRegisterBody(external({ authMember: 'oauth2', oauth2: { ...oauth2, grant: 'authorization_code' } }));
    expect(code.externalConfig?.oauth2).toMatchObject({ authorizeUrl: 'https://idp/authorize', extraAuthorizeParams: { prompt: 'consent' } });
    expect(code.externalConfig?.oauth2).not.toHaveProperty('jwtPrivateKey');
  });

  it('an empty app id for a new managed app; the discovered application as a binding ref', () => {
    expect(registerAppId(form({ appMode: 'new' }))).toBe('');
    const values = external({ appMode: 'discovered', binding: { appId: 'a', resourceId: 'r', resourceTypeId: 't' } });
    expect(registerAppId(values)).toBe('');
    expect(buildRegisterBody(values).appManagedStateBindingRef).toEqual({ appId: 'a', resourceId: 'r', resourceTypeId: 't' });
  });
});

describe('redaction and curl', () => {
  const body = buildRegisterBody(
    form({ hosted: { mcpServerCatalogId: DEMO_IDS.catalogId, sourceAppId: '', configFields: [{ key: 'apiKey', value: 'cfg-secret' }] }, authMember: 'awsSigv4', awsSigv4: { accessKeyId: 'AKIA1', secretAccessKey: 'aws-secret', sessionToken: 'sess-tok-9' } }),
  );

  it('replaces every secret and config value, keeps the rest', () => {
    const redacted = redactBody(body, () => '[redacted]');
    expect(redacted.hostedConfig).toMatchObject({ configFields: { apiKey: '[redacted]' }, awsSigv4: { accessKeyId: 'AKIA1', secretAccessKey: '[redacted]', sessionToken: '[redacted]' } });
    expect(body.hostedConfig?.awsSigv4?.secretAccessKey).toBe('aws-secret');
  });

  it('curl has placeholders, no secret, and the encoded path', () => {
    const curl = curlCommand('app 1', body);
    expect(curl).toContain('"$TENANT_BASE_URL/api/v1/apps/app%201/mcp_servers"');
    expect(curl).toContain('"<hostedConfig.awsSigv4.secretAccessKey>"');
    for (const secret of ['aws-secret', 'sess-tok-9', 'cfg-secret']) expect(curl).not.toContain(secret);
    expect(curlCommand('', body)).toContain('/api/v1/apps//mcp_servers');
  });
});

describe('form rules', () => {
  const paths = (values: McpServerFormValues) => formIssues(values).map((issue) => issue.path);

  it('PER_USER only with authorization code, bearer token, custom header or basic auth', () => {
    const perUser = { tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER' };
    expect(paths(form({ ...perUser, hosted: { ...EMPTY_FORM.hosted, mcpServerCatalogId: DEMO_IDS.catalogId }, authMember: 'awsSigv4', awsSigv4: { accessKeyId: 'a', secretAccessKey: 'b', sessionToken: '' } }))).toEqual(['tokenSharing']);
    expect(paths(external({ ...perUser, authMember: 'oauth2', oauth2: { ...EMPTY_FORM.oauth2, grant: 'client_credentials', tokenUrl: 'https://t', clientId: 'c', clientSecret: 's' } }))).toEqual(['tokenSharing']);
    expect(paths(external({ ...perUser, authMember: 'bearerToken', bearerToken: { token: 't' } }))).toEqual([]);
  });

  it('https, KSUID, tunnel and member rules land on their fields', () => {
    expect(paths(external({ external: { url: 'http://x.example.com', transportType: '' } }))).toEqual(['external.url']);
    expect(paths(form({ authMember: 'none', hosted: { ...EMPTY_FORM.hosted, mcpServerCatalogId: 'abc' } }))).toEqual(['hosted.mcpServerCatalogId']);
    expect(paths(external({ tunneled: true, external: { url: '', transportType: '' }, tunnelApplianceId: '', tunnelServiceName: '' }))).toEqual(['tunnelApplianceId', 'tunnelServiceName']);
    expect(paths(external({ serverType: 'MCP_SERVER_TYPE_EXTERNAL', authMember: 'awsSigv4' }))).toEqual(['authMember']);
    expect(paths(external({ authMember: 'googleServiceAccount' }))).toEqual(['authMember']);
    expect(paths(form({ hosted: { ...EMPTY_FORM.hosted, mcpServerCatalogId: DEMO_IDS.catalogId }, authMember: 'googleServiceAccount', googleServiceAccount: { credentialsJson: '{"type":"user"}', scopes: [] } }))).toEqual(['googleServiceAccount.credentialsJson']);
  });

  it('http OAuth2 URLs and a missing token URL are warnings, not errors: the spec requires HTTPS only for externalConfig.url', () => {
    const oauth2 = { ...EMPTY_FORM.oauth2, grant: 'authorization_code' as const, authorizeUrl: 'http://idp.internal/authorize', issuerUrl: 'http://idp.internal', clientId: 'c' };
    const values = external({ authMember: 'oauth2', oauth2 });
    expect(paths(values)).toEqual([]);
    expect(mcpServerFormSchema.safeParse(values).success).toBe(true);
    expect(formWarnings(values)).toEqual([
      { path: 'oauth2.authorizeUrl', message: NOT_HTTPS_WARNING },
      { path: 'oauth2.issuerUrl', message: NOT_HTTPS_WARNING },
      { path: 'oauth2.tokenUrl', message: NO_TOKEN_URL_WARNING },
    ]);
    expect(buildRegisterBody(values).externalConfig?.oauth2).toEqual({ authorizeUrl: 'http://idp.internal/authorize', issuerUrl: 'http://idp.internal', clientId: 'c' });
    // Still refused: a value that is no URL at all, and an authorization code grant without its authorize URL.
    expect(paths(external({ authMember: 'oauth2', oauth2: { ...oauth2, authorizeUrl: '', tokenUrl: 'idp/token' } }))).toEqual(['oauth2.authorizeUrl', 'oauth2.tokenUrl']);
    // No warning once the URLs are https and a token URL is given, nor for other members.
    expect(formWarnings(external({ authMember: 'oauth2', oauth2: { ...oauth2, authorizeUrl: 'https://idp/a', issuerUrl: '', tokenUrl: 'https://idp/t' } }))).toEqual([]);
    expect(formWarnings(external({ authMember: 'none', oauth2 }))).toEqual([]);
  });

  it('maps fields to steps and server field paths to form fields', () => {
    expect(stepOfField('appId')).toBe(0);
    expect(stepOfField('hosted.mcpServerCatalogId')).toBe(2);
    expect(stepOfField('oauth2.tokenUrl')).toBe(3);
    expect(STEP_PARAMS.slice(0, STEPS.length)).toEqual(STEPS.map((label) => label.toLowerCase()));
    expect(formPathOf('externalConfig.url')).toBe('external.url');
    expect(formPathOf('hostedConfig.tokenSharing')).toBe('tokenSharing');
    expect(formPathOf('hostedConfig.bearerToken.token')).toBe('bearerToken.token');
    expect(formPathOf('externalConfig.awsSigv4')).toBe('authMember');
    expect(formPathOf('acknowledgedFindingIds[2]')).toBe('acknowledgedFindingIds');
    expect(formPathOf('appManagedStateBindingRef.resourceId')).toBe('binding.resourceId');
    expect(formPathOf('somethingElse')).toBeNull();
  });
});

describe('firstInvalidStep', () => {
  it('is the first step with a broken rule, or the review step', () => {
    expect(firstInvalidStep(EMPTY_FORM)).toBe(0);
    expect(firstInvalidStep(form({ displayName: '' }))).toBe(1);
    expect(firstInvalidStep(external({ external: { url: 'http://x.example.com', transportType: '' }, authMember: '' }))).toBe(2);
    // A draft restored without its secret stops at the Authentication step.
    expect(firstInvalidStep(withoutSecrets(external({ authMember: 'bearerToken', bearerToken: { token: 't' } })))).toBe(3);
    expect(firstInvalidStep(external())).toBe(REVIEW_STEP);
  });
});

describe('draft', () => {
  it('never keeps a secret and restores safely from junk', () => {
    const values = external({ authMember: 'oauth2', oauth2: { ...EMPTY_FORM.oauth2, clientSecret: 'cs', jwtPrivateKey: 'pk', clientId: 'c' }, bearerToken: { token: 'tok' } });
    expect(hasSecrets(values)).toBe(true);
    const draft = JSON.stringify(withoutSecrets(values));
    for (const secret of ['"cs"', '"pk"', '"tok"']) expect(draft).not.toContain(secret);
    expect(valuesFromDraft(JSON.parse(draft)).oauth2.clientId).toBe('c');
    expect(valuesFromDraft({ serverType: 'NOPE', bearerToken: { token: 'x' } })).toEqual(EMPTY_FORM);
    expect(valuesFromDraft('junk')).toEqual(EMPTY_FORM);
  });
});
