import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const appOwnersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/owners',
  validateSearch: z.object({ userIds: z.optional(z.catch(z.string(), '')) }),
  ssr: false,
  staticData: {
    page: {
      id: 'app-owners',
      title: 'App owners',
      group: 'Applications',
      changes: true,
      description: 'Set the owners of an application, or remove some of them.',
      intro:
        "Set owners: the app's owners become exactly this list (an empty list leaves the app with no owners, after a confirmation). Remove owners: only these users lose ownership. The API cannot list owners, so this page never shows the current ones, only what you send.",
      params: { appId: 'App id' },
      search: { userIds: 'User ids' },
      apiPaths: ['/api/v1/apps/{appId}/owners'],
      tryIt: { params: { appId: 'appId' }, search: { userIds: 'ownerUserIds' } },
    },
  },
}).lazy(() => import('./app-owners-page').then((module) => module.Route));
