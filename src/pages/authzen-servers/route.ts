import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const authzenServersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/authzen-servers',

}).lazy(() => import('./authzen-servers-page').then((module) => module.Route));
