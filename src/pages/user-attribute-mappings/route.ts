import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const userAttributeMappingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-attribute-mappings',
  validateSearch: z.object({ id: z.optional(z.catch(z.string(), '')) }),
}).lazy(() => import('./user-attribute-mappings-page').then((module) => module.Route));
