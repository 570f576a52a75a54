import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const appOwnersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/owners',
  validateSearch: z.object({ userIds: z.optional(z.catch(z.string(), '')) }),
  staticData: {
    page: {
      id: 'app-owners',
      title: 'App owners',
      group: 'Applications',
      description: 'Set the owners of an application, or remove some of them.',
      params: { appId: 'App id' },
      search: { userIds: 'User ids' },
      apiPaths: ['/api/v1/apps/{appId}/owners'],
      tryIt: { params: { appId: 'appId' }, search: { userIds: 'ownerUserIds' } },
    },
  },
}).lazy(() => import('./app-owners-page').then((module) => module.Route));
