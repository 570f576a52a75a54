import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const personalClientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/iam/personal-clients',
  validateSearch: z.object({ id: z.optional(z.catch(z.string(), '')) }),
  staticData: {
    page: {
      id: 'personal-clients',
      title: 'Personal clients',
      group: 'Credentials',
      changes: true,
      description: 'Delete a personal client credential; its API access ends at once.',
      intro: 'Delete a personal client credential by its name. Deleting revokes it: every tool or script using it loses API access at once.',
      search: { id: 'Personal client name' },
      apiPaths: ['/api/v1/iam/personal_clients/{id}'],
      tryIt: { search: { id: 'personalClientId' } },
    },
  },
}).lazy(() => import('./personal-clients-page').then((module) => module.Route));
