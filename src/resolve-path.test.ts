import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pageCatalog } from './route-catalog';
import { createAppRouter } from './router';
import { consoleAddressParams, idsFromConsoleAddress, partialMatches, resolvePastedPath } from './resolve-path';

const router = createAppRouter(new QueryClient(), { history: createMemoryHistory() });
const pages = pageCatalog(router);

/** Where the console's palette goes for a pasted path: the href its typed navigation builds. */
function hrefFor(input: string): string | undefined {
  const resolved = resolvePastedPath(router, pages, input);
  return resolved ? router.buildLocation({ to: resolved.page.path, params: resolved.params, search: resolved.search }).href : undefined;
}

describe('resolvePastedPath', () => {
  it('maps an API path to its console page', () => {
    expect(hrefFor('/api/v1/apps/A/sso/applications/B')).toBe('/apps/A/sso/B');
    expect(hrefFor('https://tenant.example.com/api/v2/apps/A/connectors/C/owners/users/owner/U')).toBe('/apps/A/connectors/C/owners/owner/U');
    expect(hrefFor('/api/v1/apps/A/xaa/access_profiles/by_app_entitlement_id/E')).toBe('/apps/A/xaa/access-profiles?entitlementId=E');
    expect(hrefFor('/api/v1/iam/personal_clients/my-cli')).toBe('/iam/personal-clients?id=my-cli');
  });

  it('maps a console URL, keeping its search parameters and encoding ids', () => {
    expect(hrefFor('http://127.0.0.1:5173/apps/A/owners?userIds=u1,u2')).toBe('/apps/A/owners?userIds=u1%2Cu2');
    expect(hrefFor('/apps/a%20b/sso/x%2Fy')).toBe('/apps/a%20b/sso/x%2Fy');
  });

  it('returns nothing for text that is not a path or for other schemes', () => {
    expect(resolvePastedPath(router, pages, 'hello')).toBeNull();
    expect(resolvePastedPath(router, pages, 'javascript:alert(1)')).toBeNull();
  });

  it('resolves a console path as the router opens it, and only to a catalog page', () => {
    // The router matches regardless of case and extra trailing slashes: so does the palette.
    expect(hrefFor('/Apps/A/SSO/B')).toBe('/apps/A/sso/B');
    expect(hrefFor('https://console.example.com/apps/A/sso/B//')).toBe('/apps/A/sso/B');
    expect(hrefFor('/settings/auth-configs/C')).toBe('/settings/auth-configs/C');
    // A route that is no catalog page, and an address the router does not open.
    expect(resolvePastedPath(router, pages, '/open/sso-application')).toBeNull();
    expect(resolvePastedPath(router, pages, '/apps/%E0%A4%A/sso/B')).toBeNull();
  });

  it('offers the open-by-id form for a console or API path lacking ids', () => {
    const partial = (input: string) => {
      const resolved = resolvePastedPath(router, pages, input);
      return resolved && { id: resolved.page.id, params: resolved.params, complete: resolved.complete };
    };
    // As the not-found page does for the same address.
    expect(partial('/apps/A/sso')).toEqual({ id: 'sso-application', params: { appId: 'A' }, complete: false });
    expect(partial('/apps/A/sso/')).toEqual({ id: 'sso-application', params: { appId: 'A' }, complete: false });
    expect(partial('/api/v1/apps/A/sso/applications/')).toEqual({ id: 'sso-application', params: { appId: 'A', id: '' }, complete: false });
    expect(partial('/apps/A')).toBeNull();
  });

  it('finds pages a partial path belongs to', () => {
    expect(partialMatches(pages, '/apps/A/sso').map((match) => [match.page.id, match.params])).toEqual([['sso-application', { appId: 'A' }]]);
    expect(partialMatches(pages, '/apps/A')).toEqual([]);
  });
});

describe('idsFromConsoleAddress', () => {
  const origin = 'http://127.0.0.1:5173';
  const sso = pages.find((page) => page.id === 'sso-application')!;
  const authzen = pages.find((page) => page.id === 'authzen-servers')!;
  const ids = (fields: typeof sso.params, name: string, text: string) => idsFromConsoleAddress(router, fields, name, text, origin);

  it('takes the ids from a URL of this console or a bare path whose route has the field', () => {
    expect(ids(authzen.params, 'appId', 'http://127.0.0.1:5173/apps/app-3f8a2c-workday/authzen-servers')).toEqual({ appId: 'app-3f8a2c-workday' });
    expect(ids(authzen.params, 'appId', '  /apps/app-3f8a2c-workday/authzen-servers?x=1#top \n')).toEqual({ appId: 'app-3f8a2c-workday' });
    // Another page with the same parameter: its App id.
    expect(ids(authzen.params, 'appId', `${origin}/apps/A/sso/B`)).toEqual({ appId: 'A' });
    // Every id of the form the address names, decoded.
    expect(ids(sso.params, 'appId', '/apps/a%20b/sso/x%2Fy')).toEqual({ appId: 'a b', id: 'x/y' });
    expect(ids(sso.params, 'id', `${origin}/apps/A/sso/B`)).toEqual({ appId: 'A', id: 'B' });
  });

  it('keeps anything else as typed', () => {
    for (const text of [
      'app-3f8a2c-workday',
      ' app-3f8a2c-workday ',
      'apps/A/authzen-servers',
      'https://tenant.example.com/apps/A/authzen-servers',
      'http://127.0.0.1:5174/apps/A/authzen-servers',
      '//evil.example/apps/A/authzen-servers',
      '/api/v1/apps/A/authzen-servers',
      '/apps/A',
      '/nope',
      '/',
      'http://[::1',
      'javascript:alert(1)',
      '',
    ]) {
      expect(ids(authzen.params, 'appId', text), text).toBeNull();
    }
    // A console address whose route lacks the field's parameter.
    expect(ids(sso.params, 'id', '/apps/A/authzen-servers')).toBeNull();
    expect(consoleAddressParams(router, '/open/sso-application', origin)).toEqual({ pageId: 'sso-application' });
    expect(ids(authzen.params, 'appId', '/open/sso-application')).toBeNull();
  });
});
