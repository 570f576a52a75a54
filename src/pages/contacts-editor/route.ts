import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const contactsEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/contacts',

}).lazy(() => import('./contacts-editor-page').then((module) => module.Route));
