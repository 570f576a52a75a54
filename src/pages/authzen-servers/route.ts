import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';
import { authzenSearchSchema } from './search';

export const authzenServersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/authzen-servers',
  validateSearch: authzenSearchSchema,
}).lazy(() => import('./authzen-servers-page').then((module) => module.Route));
