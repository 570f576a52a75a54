// Human labels for the enum values the wizard offers (wire values from src/api/mcp-servers.ts).
import { DATA_SENSITIVITIES, TRANSPORT_TYPES, type AuthMember } from '../../api/mcp-servers';
import { enumLabel } from '../../components/enum-badge';

export const SENSITIVITY_OPTIONS = DATA_SENSITIVITIES.map((value) => ({
  value,
  label: value.endsWith('UNSPECIFIED') ? 'Not set' : enumLabel(value, 'MCP_SERVER_DATA_SENSITIVITY').replace(/^./, (c) => c.toUpperCase()),
}));

export const TRANSPORT_OPTIONS = TRANSPORT_TYPES.filter((value) => !value.endsWith('UNSPECIFIED')).map((value) => ({
  value,
  label: value.endsWith('SSE') ? 'Server-sent events (SSE)' : 'Streamable HTTP',
}));

export const TOOL_APPROVAL_OPTIONS = [
  { value: 'OPTIONAL_BOOL_UNSPECIFIED', label: 'Tenant default' },
  { value: 'OPTIONAL_BOOL_TRUE', label: 'Always require approval' },
  { value: 'OPTIONAL_BOOL_FALSE', label: 'Auto-approve tool calls' },
];

export const TOKEN_SHARING_LABELS: Record<string, string> = {
  MCP_SERVER_TOKEN_SHARING_UNSPECIFIED: 'Not set (service default)',
  MCP_SERVER_TOKEN_SHARING_SHARED: 'Shared',
  MCP_SERVER_TOKEN_SHARING_PER_USER: 'Per user',
};

/** The label of `value` among `options`, or the value itself when it is not one of them. */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const AUTH_MEMBER_LABELS: Record<AuthMember, string> = {
  none: 'None',
  bearerToken: 'Bearer token',
  oauth2: 'OAuth2',
  customHeader: 'Custom header',
  googleServiceAccount: 'Google service account',
  awsSigv4: 'AWS SigV4',
  basicAuth: 'Basic auth',
};

export const GRANT_LABELS = {
  authorization_code: 'Authorization code',
  client_credentials: 'Client credentials',
  jwt_bearer: 'JWT bearer',
} as const;

export const TOKEN_ENDPOINT_AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'];
export const PKCE_OPTIONS = ['S256', 'plain'];
