import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const accessProfilesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/xaa/access-profiles',
  validateSearch: z.object({ entitlementId: z.optional(z.catch(z.string(), '')) }),
}).lazy(() => import('./access-profiles-page').then((module) => module.Route));
