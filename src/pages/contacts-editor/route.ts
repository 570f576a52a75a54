import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const contactsEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/contacts',
  staticData: {
    page: {
      id: 'contacts',
      title: 'Contacts',
      group: 'Settings',
      changes: true,
      description: "Edit the organization's security, billing and operations contact addresses.",
      intro: "The organization's security, billing and operations contact addresses.",
      apiPaths: ['/api/v1/settings/contacts'],
      tryIt: {},
    },
  },
}).lazy(() => import('./contacts-editor-page').then((module) => module.Route));
