import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const toolBindingHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/connectors/$connectorId/tools/$toolId/history',

}).lazy(() => import('./tool-binding-history-page').then((module) => module.Route));
