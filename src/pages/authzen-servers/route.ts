import { createRoute } from '@tanstack/react-router';
import { authzenServersPageQueryOptions } from '../../api/authzen-servers';
import { ensureRouteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';
import { DEFAULT_PAGE_SIZE, authzenSearchSchema } from './search';

export const authzenServersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/authzen-servers',
  validateSearch: authzenSearchSchema,
  // The page the address names; "load all" reads page after page from the page itself.
  loaderDeps: ({ search }) => ({ pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE, pageToken: search.pageToken ?? '', all: search.all ?? false }),
  loader: ({ context: { queryClient }, params, deps, abortController }) =>
    deps.all ? undefined : ensureRouteData(queryClient, authzenServersPageQueryOptions(params.appId, deps.pageSize, deps.pageToken), abortController.signal),
  ssr: false,
  staticData: {
    page: {
      id: 'authzen-servers',
      title: 'AuthZEN servers',
      group: 'Applications',
      description: "List an application's AuthZEN servers, page by page.",
      params: { appId: 'App id' },
      apiPaths: ['/api/v1/apps/{appId}/authzen_servers'],
      tryIt: { params: { appId: 'appId' } },
      // The list's only id: a NotFound answer means no such app.
      notFoundTitle: ({ appId }) => `No app "${appId}"`,
    },
  },
}).lazy(() => import('./authzen-servers-page').then((module) => module.Route));
