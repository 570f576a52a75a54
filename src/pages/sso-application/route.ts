import { createRoute } from '@tanstack/react-router';
import { ssoApplicationQueryOptions } from '../../api/sso-applications';
import { decodedCertificateQueryOptions } from '../../components/certificate-decode-query';
import { ensureRouteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';
import { allSamlCertificates } from './saml-certificates';

export const ssoApplicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/sso/$id',
  loader: async ({ context: { queryClient }, params, abortController }) => {
    const application = await ensureRouteData(queryClient, ssoApplicationQueryOptions(params.appId, params.id), abortController.signal);
    // Decoding is started, not awaited: the page draws without it (each inspector shows its own
    // progress), and a hovered or focused link has its certificates decoded by the click.
    if (application.saml) for (const { value, fileNameFallback } of allSamlCertificates(application.saml)) void queryClient.prefetchQuery(decodedCertificateQueryOptions(value, fileNameFallback));
    return application;
  },
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
