// Every page of the console in one list: navigation, the command palette, the home page's
// "Try it" links and the open-by-id form all read it. Route paths match src/router.tsx (a unit
// test checks that every entry has its route).

export type PageGroup = 'Start' | 'MCP servers' | 'Settings' | 'Applications' | 'Credentials' | 'History';

export interface PageParam {
  name: string;
  label: string;
}

export interface PageEntry {
  id: string;
  title: string;
  description: string;
  group: PageGroup;
  /** Route path template with `$param` segments. */
  path: string;
  /** Path parameters in the order they appear. */
  params: PageParam[];
  /** Search parameters that pre-fill the page's form (never run anything by themselves). */
  search?: PageParam[];
  /** API operations the page drives, as path templates with `{param}` segments of the same names. */
  apiPaths: string[];
  /** On the demo tenant: the seeded ids that make the page worth opening. */
  tryIt?: (ids: Readonly<Record<string, string>>) => { params?: Record<string, string>; search?: Record<string, string> };
}

export const PAGES: readonly PageEntry[] = [
  {
    id: 'home', title: 'Home', group: 'Start', path: '/', params: [], apiPaths: [],
    description: 'What the console can do; jump to any page by ids or an API path.',
  },
  {
    id: 'mcp-server-wizard', title: 'Register MCP server', group: 'MCP servers', path: '/mcp-servers/new', params: [],
    search: [{ name: 'appId', label: 'App id' }],
    apiPaths: ['/api/v1/apps/{appId}/mcp_servers'],
    description: 'Register a hosted or external MCP server under an application, step by step.',
    tryIt: (ids) => ({ search: { appId: ids.appId ?? '' } }),
  },
  {
    id: 'contacts', title: 'Contacts', group: 'Settings', path: '/settings/contacts', params: [], apiPaths: ['/api/v1/settings/contacts'],
    description: "Edit the organization's security, billing and operations contact addresses.",
    tryIt: () => ({}),
  },
  {
    id: 'auth-config', title: 'Auth provider config', group: 'Settings', path: '/settings/auth-configs/$id',
    params: [{ name: 'id', label: 'Auth config id' }], apiPaths: ['/api/v1/auth-configs/{id}'],
    description: "Update a tenant authentication provider's configuration with an exact update mask.",
    tryIt: (ids) => ({ params: { id: ids.authConfigId ?? '' } }),
  },
  {
    id: 'xaa-settings-history', title: 'Cross-app access history', group: 'History', path: '/settings/cross-app-access/history', params: [],
    apiPaths: ['/api/v1/settings/cross-app-access/history'],
    description: "Audit every change of the tenant's cross-app-access settings on a timeline.",
    tryIt: () => ({}),
  },
  {
    id: 'sso-application', title: 'SSO application', group: 'Applications', path: '/apps/$appId/sso/$id',
    params: [{ name: 'appId', label: 'App id' }, { name: 'id', label: 'SSO application id' }],
    apiPaths: ['/api/v1/apps/{appId}/sso/applications/{id}'],
    description: 'Read an OIDC or SAML SSO application, with its certificates decoded.',
    tryIt: (ids) => ({ params: { appId: ids.samlAppId ?? '', id: ids.ssoSamlId ?? '' } }),
  },
  {
    id: 'authzen-servers', title: 'AuthZEN servers', group: 'Applications', path: '/apps/$appId/authzen-servers',
    params: [{ name: 'appId', label: 'App id' }], apiPaths: ['/api/v1/apps/{appId}/authzen_servers'],
    description: "List an application's AuthZEN servers, page by page.",
    tryIt: (ids) => ({ params: { appId: ids.appId ?? '' } }),
  },
  {
    id: 'app-owners', title: 'App owners', group: 'Applications', path: '/apps/$appId/owners',
    params: [{ name: 'appId', label: 'App id' }], search: [{ name: 'userIds', label: 'User ids' }],
    apiPaths: ['/api/v1/apps/{appId}/owners'],
    description: 'Set the owners of an application, or remove some of them.',
    tryIt: (ids) => ({ params: { appId: ids.appId ?? '' }, search: { userIds: ids.ownerUserIds ?? '' } }),
  },
  {
    id: 'access-profiles', title: 'Access profiles', group: 'Applications', path: '/apps/$appId/xaa/access-profiles',
    params: [{ name: 'appId', label: 'App id' }], search: [{ name: 'entitlementId', label: 'Entitlement id' }],
    apiPaths: ['/api/v1/apps/{appId}/xaa/access_profiles/by_app_entitlement_id/{entitlementId}', '/api/v1/apps/{appId}/xaa/access_profiles/{profileId}'],
    description: 'Look up a cross-app-access profile by entitlement, and delete it.',
    tryIt: (ids) => ({ params: { appId: ids.appId ?? '' }, search: { entitlementId: ids.entitlementId ?? '' } }),
  },
  {
    id: 'connector-owner', title: 'Connector owner', group: 'Applications', path: '/apps/$appId/connectors/$connectorId/owners/$roleSlug/$userId',
    params: [
      { name: 'appId', label: 'App id' }, { name: 'connectorId', label: 'Connector id' },
      { name: 'roleSlug', label: 'Role slug' }, { name: 'userId', label: 'User id' },
    ],
    apiPaths: ['/api/v2/apps/{appId}/connectors/{connectorId}/owners/users/{roleSlug}/{userId}'],
    description: "Read one user ownership source of a connector, with the user's full profile.",
    tryIt: (ids) => ({ params: { appId: ids.appId ?? '', connectorId: ids.connectorId ?? '', roleSlug: ids.roleSlug ?? '', userId: ids.ownerUserId ?? '' } }),
  },
  {
    id: 'tool-binding-history', title: 'Tool binding history', group: 'History', path: '/apps/$appId/connectors/$connectorId/tools/$toolId/history',
    params: [{ name: 'appId', label: 'App id' }, { name: 'connectorId', label: 'Connector id' }, { name: 'toolId', label: 'MCP tool id' }],
    apiPaths: ['/api/v1/apps/{appId}/connectors/{connectorId}/tool_bindings/by_tool/{toolId}/history'],
    description: 'Audit which toolsets one MCP tool belonged to over time.',
    tryIt: (ids) => ({ params: { appId: ids.appId ?? '', connectorId: ids.connectorId ?? '', toolId: ids.toolId ?? '' } }),
  },
  {
    id: 'user-attribute-mappings', title: 'User attribute mappings', group: 'Credentials', path: '/user-attribute-mappings', params: [],
    search: [{ name: 'id', label: 'Mapping id' }], apiPaths: ['/api/v1/user-attribute-mappings/{id}'],
    description: 'Delete a user attribute mapping by id.',
    tryIt: (ids) => ({ search: { id: ids.userAttributeMappingId ?? '' } }),
  },
  {
    id: 'service-principal-credentials', title: 'Service principal credentials', group: 'Credentials',
    path: '/service-principals/$servicePrincipalId/credentials', params: [{ name: 'servicePrincipalId', label: 'Service principal id' }],
    search: [{ name: 'id', label: 'Credential id' }], apiPaths: ['/api/v1/service_principals/{servicePrincipalId}/credentials/{id}'],
    description: 'Revoke a client credential of a service principal.',
    tryIt: (ids) => ({ params: { servicePrincipalId: ids.servicePrincipalId ?? '' }, search: { id: ids.credentialId ?? '' } }),
  },
  {
    id: 'personal-clients', title: 'Personal clients', group: 'Credentials', path: '/iam/personal-clients', params: [],
    search: [{ name: 'id', label: 'Personal client name' }], apiPaths: ['/api/v1/iam/personal_clients/{id}'],
    description: "Delete a personal client credential; its API access ends at once.",
    tryIt: (ids) => ({ search: { id: ids.personalClientId ?? '' } }),
  },
];

export function pageById(id: string): PageEntry | undefined {
  return PAGES.find((page) => page.id === id);
}

/** The console URL of a page: params filled in (percent-encoded), search appended. */
export function pageHref(page: PageEntry, params: Record<string, string> = {}, search: Record<string, string> = {}): string {
  const path = page.path.replace(/\$([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams(Object.entries(search).filter(([, value]) => value !== ''));
  return query.size ? `${path}?${query.toString()}` : path;
}
