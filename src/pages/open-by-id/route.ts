import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OPEN_BY_ID_PATH } from '../../route-catalog';
import { rootRoute } from '../shell/root-route';

/** The open-by-id form of a page whose path needs ids (its navigation item leads here). */
export const openByIdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: OPEN_BY_ID_PATH,
  // Any search parameter pre-fills the field of the same name.
  validateSearch: z.record(z.string(), z.catch(z.string(), '')),
}).lazy(() => import('./open-by-id-page').then((module) => module.Route));
