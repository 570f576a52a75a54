import { createRoute } from '@tanstack/react-router';
import { historySearchSchema } from '../../components/timeline/history-search';
import { rootRoute } from '../shell/root-route';

export const toolBindingHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/connectors/$connectorId/tools/$toolId/history',
  // Filters and the `entry` permalink; bad values fall back to "none" (z.catch).
  validateSearch: historySearchSchema,
}).lazy(() => import('./tool-binding-history-page').then((module) => module.Route));
