import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { pageById, pageCatalog, type CatalogPage } from '../route-catalog';
import { createAppRouter } from '../router';
import { notFoundTitle } from './not-found';

const router = createAppRouter(new QueryClient(), { history: createMemoryHistory() });
const pages = pageCatalog(router);
const page = (id: string): CatalogPage => {
  const found = pageById(pages, id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
};
const notFound = new ApiError({ kind: 'http', operation: 'Get x', message: 'x not found', status: 404, code: 5 });
const unavailable = new ApiError({ kind: 'http', operation: 'Get x', message: 'restarting', status: 503, code: 14 });

describe('what a NotFound answer means to a page', () => {
  it('says plainly what was not found on each page that reads by ids', () => {
    expect(notFoundTitle(page('sso-application'), notFound, { appId: 'app-x', id: 'sso-x' })).toBe('No SSO application "sso-x" in app "app-x"');
    expect(notFoundTitle(page('authzen-servers'), notFound, { appId: 'app-nope' })).toBe('No app "app-nope"');
    expect(notFoundTitle(page('tool-binding-history'), notFound, { appId: 'a', connectorId: 'c', toolId: 't' })).toBe('No MCP tool "t" on connector "c" in app "a"');
    expect(notFoundTitle(page('connector-owner'), notFound, { appId: 'a', connectorId: 'c', roleSlug: 'owner', userId: 'u' })).toBe('User "u" is not a "owner" owner of this connector');
  });

  it('isolates each id, so that one holding a right-to-left override cannot reverse the words after it', () => {
    expect(notFoundTitle(page('tool-binding-history'), notFound, { appId: 'a', connectorId: 'c', toolId: 't\u202E' })).toBe('No MCP tool "\u2068t\u202E\u2069" on connector "c" in app "a"');
  });

  it('names the ids with their labels on a page that has no words of its own', () => {
    expect(notFoundTitle(page('service-principal-credentials'), notFound, { servicePrincipalId: 'sp-x' })).toBe('Not found: Service principal id "sp-x"');
  });

  it('is no NotFound view for another failure, a page without ids, or no page', () => {
    expect(notFoundTitle(page('authzen-servers'), unavailable, { appId: 'app-x' })).toBeUndefined();
    expect(notFoundTitle(page('authzen-servers'), new Error('boom'), { appId: 'app-x' })).toBeUndefined();
    expect(notFoundTitle(page('xaa-settings-history'), notFound, {})).toBeUndefined();
    expect(notFoundTitle(undefined, notFound, {})).toBeUndefined();
  });

  it('is worded by every page whose loader reads by the ids of its address', () => {
    // The access profile lookup's loader never throws: its NotFound is shown beside the lookup form.
    const answeredByThePage = ['access-profiles'];
    const reading = Object.values(router.routesById).filter((route) => route.options.loader && route.options.staticData?.page);
    const unworded = pages.filter((entry) => entry.params.length > 0 && reading.some((route) => route.id === entry.routeId) && !entry.notFoundTitle);
    expect(unworded.map((entry) => entry.id)).toEqual(answeredByThePage);
  });
});
