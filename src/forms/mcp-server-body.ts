// From the wizard's values to the Register request (pure functions): exactly one auth member,
// only the chosen grant's OAuth2 fields, empty optional fields omitted (proto3 JSON), the secret
// parts redacted for the review step and for "copy as curl", and a server error's field path
// mapped back to the form field it names.
import { apiPath } from '../api/client';
import { HOSTED, type AuthMember, type RegisterMcpServerBody } from '../api/mcp-servers';
import { OAUTH2_GRANT_FIELDS, SECRET_FIELDS, dcrApplies, type KeyValue, type McpServerFormValues } from './mcp-server-form';

type Json = Record<string, unknown>;

/** Sets `key` only when the value is not empty (proto3 JSON omits defaults). */
function put(target: Json, key: string, value: unknown) {
  if (value === undefined || value === '' || value === false) return;
  if (Array.isArray(value) && value.length === 0) return;
  if (typeof value === 'string' && /_UNSPECIFIED$/.test(value)) return;
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return;
  target[key] = value;
}

function pairs(rows: KeyValue[], trimValues = true): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) if (row.key.trim()) out[row.key.trim()] = trimValues ? row.value.trim() : row.value;
  return out;
}

function authMemberBody(values: McpServerFormValues): Json {
  const v = values;
  switch (v.authMember as AuthMember) {
    case 'none':
      return {};
    case 'bearerToken':
      return { token: v.bearerToken.token };
    case 'basicAuth':
      return { username: v.basicAuth.username.trim(), password: v.basicAuth.password };
    case 'customHeader':
      return { headerName: v.customHeader.headerName.trim(), headerValue: v.customHeader.headerValue };
    case 'awsSigv4': {
      const out: Json = { accessKeyId: v.awsSigv4.accessKeyId.trim(), secretAccessKey: v.awsSigv4.secretAccessKey };
      put(out, 'sessionToken', v.awsSigv4.sessionToken);
      return out;
    }
    case 'googleServiceAccount': {
      const out: Json = { credentialsJson: v.googleServiceAccount.credentialsJson };
      put(out, 'scopes', v.googleServiceAccount.scopes);
      return out;
    }
    case 'oauth2': {
      const out: Json = {};
      for (const field of OAUTH2_GRANT_FIELDS[v.oauth2.grant]) {
        const value = v.oauth2[field];
        if (field === 'extraAuthorizeParams' || field === 'extraTokenParams') put(out, field, pairs(value as KeyValue[]));
        else if (field === 'clientSecret' || field === 'jwtPrivateKey') put(out, field, value);
        else put(out, field, typeof value === 'string' ? value.trim() : value);
      }
      return out;
    }
  }
  return {};
}

/** The app id of the request path: empty for a new managed app or a discovered application. */
export function registerAppId(values: McpServerFormValues): string {
  return values.appMode === 'existing' ? values.appId.trim() : '';
}

/**
 * The tunnel path as sent: the service joins `http://<service><path>` as it is (spec), so a path typed
 * without its leading "/" gets one here; empty stays empty (the service's default is `/`).
 */
export function tunnelPath(path: string): string {
  const trimmed = path.trim();
  return trimmed && !trimmed.startsWith('/') ? `/${trimmed}` : trimmed;
}

/** The URL a tunneled EXTERNAL server is reached at (spec: `http://<service><path>`, path `/` when empty). */
export function tunnelUrl(serviceName: string, path: string): string {
  return `http://${serviceName.trim()}${tunnelPath(path) || '/'}`;
}

/** The Register request body for the form values (the form's validation has passed). */
export function buildRegisterBody(values: McpServerFormValues): RegisterMcpServerBody {
  const v = values;
  const hosted = v.serverType === HOSTED;
  const body: Json = { serverType: v.serverType };
  put(body, 'displayName', v.displayName.trim());
  put(body, 'description', v.description.trim());
  put(body, 'dataSensitivity', v.dataSensitivity);
  put(body, 'toolPrefix', v.toolPrefix.trim());
  put(body, 'userIds', v.userIds);
  put(body, 'accessProfileIds', v.accessProfileIds);

  const config: Json = {};
  if (hosted) {
    put(config, 'mcpServerCatalogId', v.hosted.mcpServerCatalogId.trim());
    put(config, 'sourceAppId', v.hosted.sourceAppId.trim());
    // Config values may be secrets the catalog seals: sent exactly as typed.
    put(config, 'configFields', pairs(v.hosted.configFields, false));
  } else {
    if (!v.tunneled) put(config, 'url', v.external.url.trim());
    put(config, 'transportType', v.external.transportType);
  }
  put(config, 'tokenSharing', v.tokenSharing);
  put(config, 'requireToolApproval', v.requireToolApproval);
  if (v.authMember) config[v.authMember] = authMemberBody(v);
  body[hosted ? 'hostedConfig' : 'externalConfig'] = config;

  if (v.appMode === 'discovered') {
    body.appManagedStateBindingRef = { appId: v.binding.appId.trim(), resourceId: v.binding.resourceId.trim(), resourceTypeId: v.binding.resourceTypeId.trim() };
  }
  if (dcrApplies(v)) {
    put(body, 'oauthDiagnosticId', v.oauthDiagnosticId.trim());
    put(body, 'acknowledgedFindingIds', v.acknowledgedFindingIds);
  }
  if (v.tunneled) {
    body.tunneled = true;
    put(body, 'tunnelApplianceId', v.tunnelApplianceId.trim());
    put(body, 'tunnelServiceName', v.tunnelServiceName.trim());
    // The path is used only for EXTERNAL servers; empty means `/` on the service side.
    if (!hosted) put(body, 'tunnelPath', tunnelPath(v.tunnelPath));
  }
  return body as RegisterMcpServerBody;
}

/** A copy of the body with every secret replaced by `placeholder(path)` (e.g. `hostedConfig.bearerToken.token`). */
export function redactBody(body: RegisterMcpServerBody, placeholder: (path: string) => string): RegisterMcpServerBody {
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  for (const configKey of ['hostedConfig', 'externalConfig']) {
    const config = copy[configKey] as Json | undefined;
    if (!config) continue;
    const fields = config.configFields as Record<string, string> | undefined;
    if (fields) for (const name of Object.keys(fields)) fields[name] = placeholder(`${configKey}.configFields.${name}`);
    for (const [member, secrets] of Object.entries(SECRET_FIELDS)) {
      const value = config[member] as Json | undefined;
      if (!value) continue;
      for (const secret of secrets) if (typeof value[secret] === 'string') value[secret] = placeholder(`${configKey}.${member}.${secret}`);
    }
  }
  return copy as RegisterMcpServerBody;
}

/** The request body as the review step shows and copies it: each secret is a `<path>` placeholder to fill in. */
export function placeholderJson(body: RegisterMcpServerBody): string {
  return JSON.stringify(redactBody(body, (path) => `<${path}>`), null, 2);
}

/** "Copy as curl": the exact request, secrets as `<...>` placeholders, token and base URL as shell variables. */
export function curlCommand(appId: string, body: RegisterMcpServerBody): string {
  const json = placeholderJson(body);
  return [
    `curl -sS -X POST "$TENANT_BASE_URL${apiPath`/api/v1/apps/${appId}/mcp_servers`}" \\`,
    '  -H "Authorization: Bearer $ACCESS_TOKEN" \\',
    "  -H 'Content-Type: application/json' \\",
    "  --data-binary @- <<'JSON'",
    json,
    'JSON',
  ].join('\n');
}

const CONFIG_FIELD_PATHS: Record<string, string> = {
  mcpServerCatalogId: 'hosted.mcpServerCatalogId',
  sourceAppId: 'hosted.sourceAppId',
  configFields: 'hosted.configFields',
  url: 'external.url',
  transportType: 'external.transportType',
  tokenSharing: 'tokenSharing',
  requireToolApproval: 'requireToolApproval',
};

const TOP_LEVEL = new Set([
  'serverType', 'displayName', 'description', 'dataSensitivity', 'toolPrefix', 'userIds', 'accessProfileIds', 'appId',
  'oauthDiagnosticId', 'tunneled', 'tunnelApplianceId', 'tunnelServiceName', 'tunnelPath',
]);

/** The form field a server-side field path names (`externalConfig.url` -> `external.url`), or null. */
export function formPathOf(serverField: string): string | null {
  const parts = serverField.replace(/\[\d+\]/g, '').split('.');
  const [head = '', second, third] = parts;
  if (head === 'hostedConfig' || head === 'externalConfig') {
    if (!second) return 'authMember';
    if (CONFIG_FIELD_PATHS[second]) return CONFIG_FIELD_PATHS[second] ?? null;
    if (second in SECRET_FIELDS) return third ? `${second}.${third}` : 'authMember';
    return null;
  }
  if (head === 'appManagedStateBindingRef') return second ? `binding.${second}` : 'appMode';
  if (head === 'acknowledgedFindingIds') return 'acknowledgedFindingIds';
  return TOP_LEVEL.has(head) ? head : null;
}
