import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const authConfigEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/auth-configs/$id',
  ssr: false,
  staticData: {
    page: {
      id: 'auth-config',
      title: 'Auth provider config',
      group: 'Settings',
      changes: true,
      description: "Update a tenant authentication provider's configuration with an exact update mask.",
      intro:
        'The API cannot read auth configs. Save sends only the fields you change (or tick); everything else stays as stored. Client secrets are write-only and never shown.',
      params: { id: 'Auth config id' },
      apiPaths: ['/api/v1/auth-configs/{id}'],
      tryIt: { params: { id: 'authConfigId' } },
    },
  },
}).lazy(() => import('./auth-config-editor-page').then((module) => module.Route));
