import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { accessProfileByEntitlementQueryOptions } from '../../api/access-profiles';
import { prefetchRouteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';

export const accessProfilesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/xaa/access-profiles',
  validateSearch: z.object({ entitlementId: z.optional(z.catch(z.string(), '')) }),
  loaderDeps: ({ search }) => ({ entitlementId: search.entitlementId ?? '' }),
  // The lookup's answer, NotFound included, is part of the page (shown beside the lookup form),
  // not a failure of it: the loader warms the cache and never throws.
  loader: ({ context: { queryClient }, params, deps, abortController }) =>
    deps.entitlementId ? prefetchRouteData(queryClient, accessProfileByEntitlementQueryOptions(params.appId, deps.entitlementId), abortController.signal) : undefined,
  ssr: false,
  staticData: {
    page: {
      id: 'access-profiles',
      title: 'Access profiles',
      group: 'Applications',
      changes: true,
      description: 'Look up a cross-app-access profile by entitlement, and delete it.',
      intro: 'A cross-app access profile is a requestable bundle of scopes for one resource server. Look one up by the entitlement it is linked to; delete it here.',
      params: { appId: 'App id' },
      search: { entitlementId: 'Entitlement id' },
      apiPaths: ['/api/v1/apps/{appId}/xaa/access_profiles/by_app_entitlement_id/{entitlementId}', '/api/v1/apps/{appId}/xaa/access_profiles/{profileId}'],
      tryIt: { params: { appId: 'appId' }, search: { entitlementId: 'entitlementId' } },
    },
  },
}).lazy(() => import('./access-profiles-page').then((module) => module.Route));
