import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const ssoApplicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/sso/$id',

}).lazy(() => import('./sso-application-page').then((module) => module.Route));
