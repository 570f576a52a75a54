import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const authConfigEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/auth-configs/$id',

}).lazy(() => import('./auth-config-editor-page').then((module) => module.Route));
