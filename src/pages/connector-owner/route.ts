import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const connectorOwnerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/connectors/$connectorId/owners/$roleSlug/$userId',

}).lazy(() => import('./connector-owner-page').then((module) => module.Route));
