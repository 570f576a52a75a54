// The spec's 15 operations by method and path template (spec, Endpoints), with the names the
// console's API modules give them. One table for whoever must name a call from its method and
// path: the console's audit trail (server/audit/) and its page.
export interface OperationRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The spec's path template; `{name}` is one path segment, possibly empty (DESIGN.md: an empty app id is `/api/v1/apps//mcp_servers`). */
  template: string;
  operation: string;
}

export const OPERATIONS: readonly OperationRoute[] = [
  { method: 'POST', template: '/api/v1/apps/{app_id}/mcp_servers', operation: 'Register MCP server' },
  { method: 'POST', template: '/api/v1/auth-configs/{id}', operation: 'Update auth config' },
  { method: 'GET', template: '/api/v1/apps/{app_id}/authzen_servers', operation: 'List AuthZEN servers' },
  { method: 'POST', template: '/api/v1/settings/contacts', operation: 'Update contacts' },
  { method: 'DELETE', template: '/api/v1/user-attribute-mappings/{id}', operation: 'Delete user attribute mapping' },
  { method: 'DELETE', template: '/api/v1/apps/{app_id}/owners', operation: 'Delete app owners' },
  { method: 'PUT', template: '/api/v1/apps/{app_id}/owners', operation: 'Set app owners' },
  { method: 'DELETE', template: '/api/v1/apps/{app_id}/xaa/access_profiles/{id}', operation: 'Delete access profile' },
  { method: 'DELETE', template: '/api/v1/service_principals/{service_principal_id}/credentials/{id}', operation: 'Revoke credential' },
  { method: 'DELETE', template: '/api/v1/iam/personal_clients/{id}', operation: 'Delete personal client' },
  { method: 'GET', template: '/api/v1/apps/{app_id}/connectors/{connector_id}/tool_bindings/by_tool/{mcp_tool_id}/history', operation: 'Tool binding history' },
  { method: 'GET', template: '/api/v1/settings/cross-app-access/history', operation: 'Cross-app access settings history' },
  { method: 'GET', template: '/api/v1/apps/{app_id}/xaa/access_profiles/by_app_entitlement_id/{app_entitlement_id}', operation: 'Get access profile by entitlement' },
  { method: 'GET', template: '/api/v2/apps/{app_id}/connectors/{connector_id}/owners/users/{role_slug}/{user_ref_id}', operation: 'Get user owner' },
  { method: 'GET', template: '/api/v1/apps/{app_id}/sso/applications/{id}', operation: 'Get SSO application' },
];

export interface MatchedOperation {
  operation: string;
  /** The path's ids, named as in the template, percent-decoded. */
  ids: Record<string, string>;
}

const compiled = OPERATIONS.map((route) => {
  const names: string[] = [];
  const source = route.template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => (names.push(name), '([^/]*)'));
  return { route, names, pattern: new RegExp(`^${source}$`) };
});

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The operation a call is, from its method and path (no query); null for a call the spec does not list. */
export function matchOperation(method: string, path: string): MatchedOperation | null {
  for (const { route, names, pattern } of compiled) {
    if (route.method !== method) continue;
    const found = pattern.exec(path);
    if (!found) continue;
    const ids: Record<string, string> = {};
    names.forEach((name, index) => (ids[name] = decode(found[index + 1] ?? '')));
    return { operation: route.operation, ids };
  }
  return null;
}
