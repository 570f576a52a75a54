import { createRoute } from '@tanstack/react-router';
import { connectorOwnerUserQueryOptions } from '../../api/connector-owners';
import { ensureRouteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';

export const connectorOwnerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/connectors/$connectorId/owners/$roleSlug/$userId',
  loader: ({ context: { queryClient }, params, abortController }) => ensureRouteData(queryClient, connectorOwnerUserQueryOptions(params), abortController.signal),
  ssr: false,
  staticData: {
    page: {
      id: 'connector-owner',
      title: 'Connector owner',
      group: 'Applications',
      description: "Read one user ownership source of a connector, with the user's full profile.",
      params: { appId: 'App id', connectorId: 'Connector id', roleSlug: 'Role slug', userId: 'User id' },
      apiPaths: ['/api/v2/apps/{appId}/connectors/{connectorId}/owners/users/{roleSlug}/{userId}'],
      tryIt: { params: { appId: 'appId', connectorId: 'connectorId', roleSlug: 'roleSlug', userId: 'ownerUserId' } },
      notFoundTitle: ({ userId, roleSlug }) => `User "${userId}" is not a "${roleSlug}" owner of this connector`,
    },
  },
}).lazy(() => import('./connector-owner-page').then((module) => module.Route));
