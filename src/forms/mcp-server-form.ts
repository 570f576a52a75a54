// The registration wizard's form model: one set of values for all six steps, one zod schema that
// mirrors the spec's Register rules (the same rule functions the demo tenant enforces), warnings
// for what the spec does not require (never blocking), the step each field lives on, which values
// are secrets, and the non-secret draft kept in sessionStorage.
import * as z from 'zod/mini';
import {
  EXTERNAL,
  HEADER_NAME_PATTERN,
  HOSTED,
  PER_USER,
  PER_USER_RULE,
  authMembersFor,
  httpsUrlProblem,
  isKsuid,
  perUserSupported,
  serviceAccountKeyProblem,
  urlProblem,
  type AuthMember,
  type OAuth2Grant,
} from '../api/mcp-servers.schema';

const keyValue = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof keyValue>;

const baseSchema = z.object({
  appMode: z.enum(['existing', 'new', 'discovered']),
  appId: z.string(),
  binding: z.object({ appId: z.string(), resourceId: z.string(), resourceTypeId: z.string() }),
  serverType: z.enum([HOSTED, EXTERNAL]),
  displayName: z.string(),
  description: z.string(),
  dataSensitivity: z.string(),
  toolPrefix: z.string(),
  userIds: z.array(z.string()),
  accessProfileIds: z.array(z.string()),
  hosted: z.object({ mcpServerCatalogId: z.string(), sourceAppId: z.string(), configFields: z.array(keyValue) }),
  external: z.object({ url: z.string(), transportType: z.string() }),
  tokenSharing: z.string(),
  requireToolApproval: z.string(),
  tunneled: z.boolean(),
  tunnelApplianceId: z.string(),
  tunnelServiceName: z.string(),
  tunnelPath: z.string(),
  /** '' until the admin picks one. */
  authMember: z.string(),
  bearerToken: z.object({ token: z.string() }),
  basicAuth: z.object({ username: z.string(), password: z.string() }),
  customHeader: z.object({ headerName: z.string(), headerValue: z.string() }),
  awsSigv4: z.object({ accessKeyId: z.string(), secretAccessKey: z.string(), sessionToken: z.string() }),
  googleServiceAccount: z.object({ credentialsJson: z.string(), scopes: z.array(z.string()) }),
  oauth2: z.object({
    grant: z.enum(['authorization_code', 'client_credentials', 'jwt_bearer']),
    authorizeUrl: z.string(),
    tokenUrl: z.string(),
    issuerUrl: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    scopes: z.array(z.string()),
    scopesSupported: z.array(z.string()),
    codeChallengeMethodsSupported: z.array(z.string()),
    pkce: z.string(),
    tokenEndpointAuthMethod: z.string(),
    extraAuthorizeParams: z.array(keyValue),
    extraTokenParams: z.array(keyValue),
    jwtPrivateKey: z.string(),
    jwtIssuer: z.string(),
    jwtSubject: z.string(),
    jwtAudience: z.string(),
  }),
  oauthDiagnosticId: z.string(),
  acknowledgedFindingIds: z.array(z.string()),
});

export type McpServerFormValues = z.infer<typeof baseSchema>;

export const EMPTY_FORM: McpServerFormValues = {
  appMode: 'existing',
  appId: '',
  binding: { appId: '', resourceId: '', resourceTypeId: '' },
  serverType: HOSTED,
  displayName: '',
  description: '',
  dataSensitivity: 'MCP_SERVER_DATA_SENSITIVITY_UNSPECIFIED',
  toolPrefix: '',
  userIds: [],
  accessProfileIds: [],
  hosted: { mcpServerCatalogId: '', sourceAppId: '', configFields: [] },
  external: { url: '', transportType: 'MCP_SERVER_TRANSPORT_TYPE_STREAMABLE_HTTP' },
  tokenSharing: 'MCP_SERVER_TOKEN_SHARING_UNSPECIFIED',
  requireToolApproval: 'OPTIONAL_BOOL_UNSPECIFIED',
  tunneled: false,
  tunnelApplianceId: '',
  tunnelServiceName: '',
  tunnelPath: '',
  authMember: '',
  bearerToken: { token: '' },
  basicAuth: { username: '', password: '' },
  customHeader: { headerName: '', headerValue: '' },
  awsSigv4: { accessKeyId: '', secretAccessKey: '', sessionToken: '' },
  googleServiceAccount: { credentialsJson: '', scopes: [] },
  oauth2: {
    grant: 'authorization_code',
    authorizeUrl: '',
    tokenUrl: '',
    issuerUrl: '',
    clientId: '',
    clientSecret: '',
    scopes: [],
    scopesSupported: [],
    codeChallengeMethodsSupported: [],
    pkce: '',
    tokenEndpointAuthMethod: '',
    extraAuthorizeParams: [],
    extraTokenParams: [],
    jwtPrivateKey: '',
    jwtIssuer: '',
    jwtSubject: '',
    jwtAudience: '',
  },
  oauthDiagnosticId: '',
  acknowledgedFindingIds: [],
};

type OAuth2Field = Exclude<keyof McpServerFormValues['oauth2'], 'grant'>;

/** The OAuth2 fields each grant uses; the wizard shows and sends only these. */
export const OAUTH2_GRANT_FIELDS: Record<OAuth2Grant, readonly OAuth2Field[]> = {
  authorization_code: [
    'authorizeUrl', 'tokenUrl', 'issuerUrl', 'clientId', 'clientSecret', 'scopes', 'scopesSupported', 'codeChallengeMethodsSupported',
    'pkce', 'tokenEndpointAuthMethod', 'extraAuthorizeParams', 'extraTokenParams',
  ],
  client_credentials: ['tokenUrl', 'issuerUrl', 'clientId', 'clientSecret', 'scopes', 'tokenEndpointAuthMethod', 'extraTokenParams'],
  jwt_bearer: ['tokenUrl', 'issuerUrl', 'clientId', 'jwtPrivateKey', 'jwtIssuer', 'jwtSubject', 'jwtAudience', 'scopes', 'tokenEndpointAuthMethod', 'extraTokenParams'],
};

/** Secret leaf fields of each auth member: masked inputs, never stored, redacted on review. */
export const SECRET_FIELDS: Record<AuthMember, readonly string[]> = {
  none: [],
  bearerToken: ['token'],
  basicAuth: ['password'],
  customHeader: ['headerValue'],
  awsSigv4: ['secretAccessKey', 'sessionToken'],
  googleServiceAccount: ['credentialsJson'],
  oauth2: ['clientSecret', 'jwtPrivateKey'],
};

export function selectedGrant(values: Pick<McpServerFormValues, 'authMember' | 'oauth2'>): OAuth2Grant | null {
  return values.authMember === 'oauth2' ? values.oauth2.grant : null;
}

/** Whether the chosen auth allows PER_USER token sharing (true while no auth member is chosen). */
export function perUserAllowed(values: Pick<McpServerFormValues, 'authMember' | 'oauth2'>): boolean {
  return !values.authMember || perUserSupported(values.authMember, selectedGrant(values));
}

/** The DCR section applies to a hosted OAuth2 authorization-code server. */
export function dcrApplies(values: Pick<McpServerFormValues, 'serverType' | 'authMember' | 'oauth2'>): boolean {
  return values.serverType === HOSTED && values.authMember === 'oauth2' && values.oauth2.grant === 'authorization_code';
}

export const STEPS = ['Application', 'Server', 'Connection', 'Authentication', 'Review', 'Result'] as const;
/** The index of the review step in STEPS: the steps the admin walks are the ones up to it. */
export const REVIEW_STEP = 4;

const STEP_OF_ROOT: Record<string, number> = {
  appMode: 0, appId: 0, binding: 0,
  serverType: 1, displayName: 1, description: 1, dataSensitivity: 1, toolPrefix: 1, userIds: 1, accessProfileIds: 1,
  hosted: 2, external: 2, tokenSharing: 2, requireToolApproval: 2, tunneled: 2, tunnelApplianceId: 2, tunnelServiceName: 2, tunnelPath: 2,
  authMember: 3, bearerToken: 3, basicAuth: 3, customHeader: 3, awsSigv4: 3, googleServiceAccount: 3, oauth2: 3, oauthDiagnosticId: 3, acknowledgedFindingIds: 3,
};

/** The step a form field (dotted path) lives on; unknown paths go to the review step. */
export function stepOfField(path: string): number {
  return STEP_OF_ROOT[path.split('.')[0] ?? ''] ?? REVIEW_STEP;
}

/** The top-level fields each editing step validates when the admin presses Next. */
export function fieldsOfStep(step: number): (keyof McpServerFormValues)[] {
  return (Object.keys(STEP_OF_ROOT) as (keyof McpServerFormValues)[]).filter((key) => STEP_OF_ROOT[key] === step);
}

export type Issue = { path: string; message: string };

/** Every rule of the spec's Register, checked on the form values (field paths of the form). */
export function formIssues(v: McpServerFormValues): Issue[] {
  const issues: Issue[] = [];
  const add = (path: string, message: string) => void issues.push({ path, message });
  const required = (path: string, value: string, message = 'Required') => {
    if (!value.trim()) add(path, message);
  };
  const httpsUrl = (path: string, value: string, isRequired: boolean) => {
    if (!value.trim()) return isRequired ? add(path, 'Required') : undefined;
    const problem = httpsUrlProblem(value.trim());
    if (problem) add(path, problem === 'not a valid URL' ? 'Not a valid URL' : 'HTTPS is required');
  };
  /** A URL the spec sets no scheme rule for: only a value that is no URL at all is refused. */
  const anyUrl = (path: string, value: string, isRequired: boolean) => {
    if (!value.trim()) return isRequired ? add(path, 'Required') : undefined;
    if (urlProblem(value.trim())) add(path, 'Not a valid URL');
  };
  const ksuid = (path: string, value: string, label: string) => {
    const trimmed = value.trim();
    if (!trimmed) return add(path, 'Required');
    if (!isKsuid(trimmed)) add(path, `${label} must be a 27-character KSUID (letters and digits; ${trimmed.length}/27 typed)`);
  };
  const keyValues = (path: string, rows: KeyValue[]) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.key.trim();
      if (!key && row.value) add(`${path}.${index}.key`, 'A name is required');
      else if (key && seen.has(key)) add(`${path}.${index}.key`, `"${key}" appears twice`);
      seen.add(key);
    });
  };

  if (v.appMode === 'existing') required('appId', v.appId, 'Enter an app id, or choose a new managed app');
  if (v.appMode === 'discovered') {
    required('binding.appId', v.binding.appId);
    required('binding.resourceId', v.binding.resourceId);
    required('binding.resourceTypeId', v.binding.resourceTypeId);
  }
  required('displayName', v.displayName);
  if (/\s/.test(v.toolPrefix.trim())) add('toolPrefix', 'No spaces: tools are exposed as <prefix>_<tool>');

  const hosted = v.serverType === HOSTED;
  if (hosted) {
    ksuid('hosted.mcpServerCatalogId', v.hosted.mcpServerCatalogId, 'The catalog id');
    keyValues('hosted.configFields', v.hosted.configFields);
  } else if (!v.tunneled) {
    httpsUrl('external.url', v.external.url, true);
  }
  if (v.tunneled) {
    ksuid('tunnelApplianceId', v.tunnelApplianceId, 'The appliance id');
    required('tunnelServiceName', v.tunnelServiceName, 'Required when tunneled');
  }

  const member = v.authMember;
  if (!member) add('authMember', 'Choose how the service authenticates to the MCP server');
  else if (!authMembersFor(v.serverType).includes(member as AuthMember)) add('authMember', `Not offered for ${hosted ? 'HOSTED' : 'EXTERNAL'} servers`);
  else {
    switch (member) {
      case 'bearerToken':
        required('bearerToken.token', v.bearerToken.token);
        break;
      case 'basicAuth':
        required('basicAuth.username', v.basicAuth.username);
        required('basicAuth.password', v.basicAuth.password);
        break;
      case 'customHeader':
        required('customHeader.headerName', v.customHeader.headerName);
        if (v.customHeader.headerName.trim() && !HEADER_NAME_PATTERN.test(v.customHeader.headerName.trim())) add('customHeader.headerName', 'Not a valid HTTP header name');
        required('customHeader.headerValue', v.customHeader.headerValue);
        break;
      case 'awsSigv4':
        required('awsSigv4.accessKeyId', v.awsSigv4.accessKeyId);
        required('awsSigv4.secretAccessKey', v.awsSigv4.secretAccessKey);
        break;
      case 'googleServiceAccount': {
        const problem = v.googleServiceAccount.credentialsJson ? serviceAccountKeyProblem(v.googleServiceAccount.credentialsJson) : 'Paste or upload the service account key';
        if (problem) add('googleServiceAccount.credentialsJson', problem);
        break;
      }
      case 'oauth2': {
        const { grant } = v.oauth2;
        // The authorize URL is what makes the grant authorization code (DESIGN.md). HTTPS and a
        // token URL are not spec rules here: formWarnings names them without blocking.
        if (grant === 'authorization_code') anyUrl('oauth2.authorizeUrl', v.oauth2.authorizeUrl, true);
        anyUrl('oauth2.tokenUrl', v.oauth2.tokenUrl, false);
        anyUrl('oauth2.issuerUrl', v.oauth2.issuerUrl, false);
        if (grant === 'client_credentials' || (grant === 'authorization_code' && !hosted)) required('oauth2.clientId', v.oauth2.clientId);
        if (grant === 'client_credentials') required('oauth2.clientSecret', v.oauth2.clientSecret);
        if (grant === 'jwt_bearer') required('oauth2.jwtPrivateKey', v.oauth2.jwtPrivateKey);
        keyValues('oauth2.extraAuthorizeParams', grant === 'authorization_code' ? v.oauth2.extraAuthorizeParams : []);
        keyValues('oauth2.extraTokenParams', v.oauth2.extraTokenParams);
        break;
      }
    }
    if (v.tokenSharing === PER_USER && !perUserAllowed(v)) add('tokenSharing', `${PER_USER_RULE}.`);
  }

  if (dcrApplies(v)) {
    if (v.oauthDiagnosticId.trim() && v.oauth2.clientId.trim()) add('oauthDiagnosticId', 'A diagnostic applies only to dynamic client registration: leave the client id empty');
    if (v.acknowledgedFindingIds.length && !v.oauthDiagnosticId.trim()) add('acknowledgedFindingIds', 'Acknowledged findings need the diagnostic id they come from');
  }
  return issues;
}

/** The first step whose fields break a rule, or the review step when none does. */
export function firstInvalidStep(values: McpServerFormValues): number {
  return Math.min(REVIEW_STEP, ...formIssues(values).map((issue) => stepOfField(issue.path)));
}

export const NOT_HTTPS_WARNING = 'Not HTTPS: tokens and client secrets sent to this URL travel unencrypted. The spec does not forbid it, but the service may refuse it.';
export const NO_TOKEN_URL_WARNING = 'No token URL: fine when the server publishes its endpoints through discovery (issuer URL); otherwise the service cannot obtain tokens.';

/**
 * What deserves a second look but is not a rule of the spec (it requires HTTPS only for
 * `externalConfig.url`): an OAuth2 URL that is not https, and a missing token URL. Shown at the
 * field and on the review step; Register stays possible.
 */
export function formWarnings(v: Pick<McpServerFormValues, 'authMember' | 'oauth2'>): Issue[] {
  if (v.authMember !== 'oauth2') return [];
  const warnings: Issue[] = [];
  const shown = OAUTH2_GRANT_FIELDS[v.oauth2.grant];
  for (const field of ['authorizeUrl', 'tokenUrl', 'issuerUrl'] as const) {
    const value = v.oauth2[field].trim();
    if (shown.includes(field) && value && !urlProblem(value) && new URL(value).protocol !== 'https:') warnings.push({ path: `oauth2.${field}`, message: NOT_HTTPS_WARNING });
  }
  if (!v.oauth2.tokenUrl.trim()) warnings.push({ path: 'oauth2.tokenUrl', message: NO_TOKEN_URL_WARNING });
  return warnings;
}

export const mcpServerFormSchema = baseSchema.check(
  z.superRefine((values, ctx) => {
    for (const issue of formIssues(values)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), input: values });
  }),
);

// ---- Draft (sessionStorage) -------------------------------------------------------------------

/** The values without any secret: auth member secrets and config field values (the catalog may seal them). */
export function withoutSecrets(values: McpServerFormValues): McpServerFormValues {
  return {
    ...values,
    hosted: { ...values.hosted, configFields: values.hosted.configFields.map((row) => ({ key: row.key, value: '' })) },
    bearerToken: { token: '' },
    basicAuth: { ...values.basicAuth, password: '' },
    customHeader: { ...values.customHeader, headerValue: '' },
    awsSigv4: { ...values.awsSigv4, secretAccessKey: '', sessionToken: '' },
    googleServiceAccount: { ...values.googleServiceAccount, credentialsJson: '' },
    oauth2: { ...values.oauth2, clientSecret: '', jwtPrivateKey: '' },
  };
}

/** Secrets the admin has typed (they would be lost on reload). */
export function hasSecrets(values: McpServerFormValues): boolean {
  return JSON.stringify(withoutSecrets(values)) !== JSON.stringify(values);
}

function merge(base: unknown, saved: unknown): unknown {
  if (Array.isArray(base)) return Array.isArray(saved) ? saved : base;
  if (base && typeof base === 'object') {
    const from = saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, merge(value, from[key])]));
  }
  return typeof saved === typeof base ? saved : base;
}

/** A stored draft back into form values; anything malformed falls back to the empty form. */
export function valuesFromDraft(saved: unknown): McpServerFormValues {
  const parsed = baseSchema.safeParse(merge(EMPTY_FORM, saved));
  return parsed.success ? withoutSecrets(parsed.data) : EMPTY_FORM;
}
