import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_GROUPS, entryLink, pageCatalog, pathParamNames, tryItValues } from './route-catalog';
import { createAppRouter } from './router';

const pages = pageCatalog(createAppRouter(new QueryClient(), { history: createMemoryHistory() }));

describe('page catalog (read from the route tree)', () => {
  it('lists every page once, in the tree order, with a unique id', () => {
    expect(pages.map((page) => page.id)).toEqual([
      'home',
      'mcp-server-wizard',
      'contacts',
      'auth-config',
      'xaa-settings-history',
      'sso-application',
      'authzen-servers',
      'app-owners',
      'access-profiles',
      'connector-owner',
      'tool-binding-history',
      'audit',
      'user-attribute-mappings',
      'service-principal-credentials',
      'personal-clients',
    ]);
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    for (const page of pages) expect(PAGE_GROUPS).toContain(page.group);
  });

  it('labels every path parameter, in path order, and names no parameter the path lacks', () => {
    for (const page of pages) {
      expect(page.params.map((param) => param.name), page.id).toEqual(pathParamNames(page.path));
      for (const param of page.params) expect(param.label, `${page.id} ${param.name}`).not.toBe(param.name);
    }
    expect(pages.find((page) => page.id === 'connector-owner')?.params.map((param) => param.label)).toEqual(['App id', 'Connector id', 'Role slug', 'User id']);
  });

  it('names API paths whose parameters are the page’s own', () => {
    for (const page of pages) {
      const names = new Set([...page.params, ...page.search].map((param) => param.name));
      for (const api of page.apiPaths) {
        for (const [, name] of api.matchAll(/\{([A-Za-z]+)\}/g)) if (name !== 'profileId') expect(names, `${page.id}: ${api}`).toContain(name);
      }
    }
  });

  it('fills Try-it links from the demo ids, and leads pages needing ids to their open-by-id form', () => {
    const sso = pages.find((page) => page.id === 'sso-application');
    expect(sso && tryItValues(sso, { samlAppId: 'A', ssoSamlId: 'S' })).toEqual({ params: { appId: 'A', id: 'S' }, search: {} });
    expect(sso && entryLink(sso)).toEqual({ to: '/open/$pageId', params: { pageId: 'sso-application' } });
    const contacts = pages.find((page) => page.id === 'contacts');
    expect(contacts && entryLink(contacts)).toEqual({ to: '/settings/contacts', params: {} });
    expect(pages.filter((page) => page.tryIt === undefined).map((page) => page.id)).toEqual(['home']);
  });
});
