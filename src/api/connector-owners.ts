// Connector owners (spec operation 14, Get user owner): the request, keys and query options; the
// schemas live in connector-owners.schema.ts. Read-only.
import { queryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { getConnectorOwnerUserResponseSchema } from './connector-owners.schema';

export * from './connector-owners.schema';

export interface ConnectorOwnerRef {
  appId: string;
  connectorId: string;
  roleSlug: string;
  userId: string;
}

/** Operation 14: GET /api/v2/apps/{app_id}/connectors/{connector_id}/owners/users/{role_slug}/{user_ref_id}. */
export function getConnectorOwnerUser(ref: ConnectorOwnerRef, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Get user owner',
    method: 'GET',
    path: apiPath`/api/v2/apps/${ref.appId}/connectors/${ref.connectorId}/owners/users/${ref.roleSlug}/${ref.userId}`,
    schema: getConnectorOwnerUserResponseSchema,
    signal,
  });
}

export const connectorOwnerKeys = {
  all: ['connector-owners'] as const,
  connector: (appId: string, connectorId: string) => [...connectorOwnerKeys.all, appId, connectorId] as const,
  user: (ref: ConnectorOwnerRef) => [...connectorOwnerKeys.connector(ref.appId, ref.connectorId), ref.roleSlug, ref.userId] as const,
};

export const connectorOwnerUserQueryOptions = (ref: ConnectorOwnerRef) =>
  queryOptions({
    queryKey: connectorOwnerKeys.user(ref),
    queryFn: ({ signal }) => getConnectorOwnerUser(ref, signal).then((response) => response.connectorOwnerUser),
  });
