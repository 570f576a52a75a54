import { createRoute } from '@tanstack/react-router';
import { ssoApplicationQueryOptions } from '../../api/sso-applications';
import { ensureRouteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';

export const ssoApplicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/sso/$id',
  loader: ({ context: { queryClient }, params, abortController }) => ensureRouteData(queryClient, ssoApplicationQueryOptions(params.appId, params.id), abortController.signal),
  ssr: false,
  staticData: {
    page: {
      id: 'sso-application',
      title: 'SSO application',
      group: 'Applications',
      description: 'Read an OIDC or SAML SSO application, with its certificates decoded.',
      params: { appId: 'App id', id: 'SSO application id' },
      apiPaths: ['/api/v1/apps/{appId}/sso/applications/{id}'],
      tryIt: { params: { appId: 'samlAppId', id: 'ssoSamlId' } },
      notFoundTitle: ({ appId, id }) => `No SSO application "${id}" in app "${appId}"`,
    },
  },
}).lazy(() => import('./sso-application-page').then((module) => module.Route));
