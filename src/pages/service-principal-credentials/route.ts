import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const servicePrincipalCredentialsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/service-principals/$servicePrincipalId/credentials',
  validateSearch: z.object({ id: z.optional(z.catch(z.string(), '')) }),
  ssr: false,
  staticData: {
    page: {
      id: 'service-principal-credentials',
      title: 'Service principal credentials',
      group: 'Credentials',
      changes: true,
      description: 'Revoke a client credential of a service principal.',
      intro: 'Revoke one client credential of a service principal. The principal itself and its other credentials stay.',
      params: { servicePrincipalId: 'Service principal id' },
      search: { id: 'Credential id' },
      apiPaths: ['/api/v1/service_principals/{servicePrincipalId}/credentials/{id}'],
      tryIt: { params: { servicePrincipalId: 'servicePrincipalId' }, search: { id: 'credentialId' } },
    },
  },
}).lazy(() => import('./service-principal-credentials-page').then((module) => module.Route));
