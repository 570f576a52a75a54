import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const servicePrincipalCredentialsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/service-principals/$servicePrincipalId/credentials',
  validateSearch: z.object({ id: z.optional(z.catch(z.string(), '')) }),
}).lazy(() => import('./service-principal-credentials-page').then((module) => module.Route));
