import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const appOwnersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/owners',
  validateSearch: z.object({ userIds: z.optional(z.catch(z.string(), '')) }),
}).lazy(() => import('./app-owners-page').then((module) => module.Route));
