import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

/** `/open/$pageId`: the open-by-id form of a page whose path needs ids (navigation leads here). */
export const openByIdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/open/$pageId',
  // Any search parameter pre-fills the field of the same name.
  validateSearch: z.record(z.string(), z.catch(z.string(), '')),
}).lazy(() => import('./open-by-id-page').then((module) => module.Route));
