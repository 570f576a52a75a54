import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const personalClientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/iam/personal-clients',
  validateSearch: z.object({ id: z.optional(z.catch(z.string(), '')) }),
}).lazy(() => import('./personal-clients-page').then((module) => module.Route));
