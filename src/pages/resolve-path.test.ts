import { describe, expect, it } from 'vitest';
import { routeTree } from '../router';
import { PAGES, pageHref } from './page-catalog';
import { partialMatches, resolvePastedPath } from './resolve-path';

describe('page catalog', () => {
  it('has a route for every page', () => {
    const paths = new Set(routeTree.children ? Object.values(routeTree.children).map((route) => (route.options as { path?: string }).path) : []);
    for (const page of PAGES) expect(paths, page.id).toContain(page.path);
  });

  it('builds hrefs with encoded params and search', () => {
    const sso = PAGES.find((page) => page.id === 'sso-application');
    expect(sso && pageHref(sso, { appId: 'a b', id: 'x/y' }, { tab: '1', empty: '' })).toBe('/apps/a%20b/sso/x%2Fy?tab=1');
  });
});

describe('resolvePastedPath', () => {
  it('maps an API path to its console page', () => {
    expect(resolvePastedPath('/api/v1/apps/A/sso/applications/B')?.href).toBe('/apps/A/sso/B');
    expect(resolvePastedPath('https://tenant.example.com/api/v2/apps/A/connectors/C/owners/users/owner/U')?.href).toBe('/apps/A/connectors/C/owners/owner/U');
    expect(resolvePastedPath('/api/v1/apps/A/xaa/access_profiles/by_app_entitlement_id/E')?.href).toBe('/apps/A/xaa/access-profiles?entitlementId=E');
    expect(resolvePastedPath('/api/v1/iam/personal_clients/my-cli')?.href).toBe('/iam/personal-clients?id=my-cli');
  });

  it('maps a console URL, keeping its search parameters', () => {
    expect(resolvePastedPath('http://127.0.0.1:5173/apps/A/owners?userIds=u1,u2')?.href).toBe('/apps/A/owners?userIds=u1%2Cu2');
  });

  it('returns nothing for text that is not a path or for other schemes', () => {
    expect(resolvePastedPath('hello')).toBeNull();
    expect(resolvePastedPath('javascript:alert(1)')).toBeNull();
  });

  it('finds pages a partial path belongs to', () => {
    expect(partialMatches('/apps/A/sso').map((match) => [match.page.id, match.params])).toEqual([['sso-application', { appId: 'A' }]]);
    expect(partialMatches('/apps/A')).toEqual([]);
  });
});
