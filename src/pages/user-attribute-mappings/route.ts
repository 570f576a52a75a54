import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const userAttributeMappingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-attribute-mappings',
  validateSearch: z.object({ id: z.optional(z.catch(z.string(), '')) }),
  staticData: {
    page: {
      id: 'user-attribute-mappings',
      title: 'User attribute mappings',
      group: 'Credentials',
      changes: true,
      description: 'Delete a user attribute mapping by id.',
      intro:
        'Delete a user attribute mapping by its id. A mapping tells the service which app attribute feeds a user attribute; once deleted, nothing reads from it any more.',
      search: { id: 'Mapping id' },
      apiPaths: ['/api/v1/user-attribute-mappings/{id}'],
      tryIt: { search: { id: 'userAttributeMappingId' } },
    },
  },
}).lazy(() => import('./user-attribute-mappings-page').then((module) => module.Route));
