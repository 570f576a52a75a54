// Cross-app access (XAA) access profiles (spec operations 13 "Get access profile by entitlement"
// and 8 "Delete access profile"): requests, keys, query options and the delete hook; the schemas
// live in access-profiles.schema.ts. A delete is a soft delete: the record stays and carries
// deletedAt, its scope bindings and backing entitlement go with it, and outstanding grants end
// with the entitlement (spec, States and transitions).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { isNotFound } from './api-error';
import { getAccessProfileByEntitlementResponseSchema } from './access-profiles.schema';
import { emptyResponse } from './wire';

export * from './access-profiles.schema';

export const accessProfileKeys = {
  all: ['access-profiles'] as const,
  app: (appId: string) => [...accessProfileKeys.all, appId] as const,
  byEntitlement: (appId: string, appEntitlementId: string) => [...accessProfileKeys.app(appId), 'by-entitlement', appEntitlementId] as const,
};

export function getAccessProfileByEntitlement(appId: string, appEntitlementId: string, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Get access profile by entitlement',
    method: 'GET',
    path: apiPath`/api/v1/apps/${appId}/xaa/access_profiles/by_app_entitlement_id/${appEntitlementId}`,
    schema: getAccessProfileByEntitlementResponseSchema,
    signal,
  });
}

export const accessProfileByEntitlementQueryOptions = (appId: string, appEntitlementId: string) =>
  queryOptions({
    queryKey: accessProfileKeys.byEntitlement(appId, appEntitlementId),
    queryFn: ({ signal }) => getAccessProfileByEntitlement(appId, appEntitlementId, signal),
  });

export interface DeleteAccessProfileInput {
  appId: string;
  id: string;
  /** The entitlement the profile was looked up by: its query is refreshed after the delete. */
  appEntitlementId: string;
}

/** Soft delete; the body is exactly `{}` (spec, operation 8). */
export function deleteAccessProfile({ appId, id }: Pick<DeleteAccessProfileInput, 'appId' | 'id'>, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Delete access profile',
    method: 'DELETE',
    path: apiPath`/api/v1/apps/${appId}/xaa/access_profiles/${id}`,
    body: {},
    schema: emptyResponse,
    signal,
  });
}

export function useDeleteAccessProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccessProfileInput) => deleteAccessProfile(input),
    // Read the looked-up profile again so the card shows deletedAt and the cascade (scope count 0),
    // after a NotFound too: deleted elsewhere (another tab, another admin), it must not stay "Live".
    onSettled: (_data, error, input) => {
      if (error && !isNotFound(error)) return;
      return queryClient.invalidateQueries({ queryKey: accessProfileKeys.byEntitlement(input.appId, input.appEntitlementId) });
    },
  });
}
