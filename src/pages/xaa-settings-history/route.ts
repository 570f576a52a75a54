import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const xaaSettingsHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/cross-app-access/history',

}).lazy(() => import('./xaa-settings-history-page').then((module) => module.Route));
