// SSO applications (spec operation 15, Get SSO application): the request, keys and query
// options; the schemas live in sso-applications.schema.ts. Read-only.
import { queryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { getSsoApplicationResponseSchema } from './sso-applications.schema';

export * from './sso-applications.schema';

/** Operation 15: GET /api/v1/apps/{app_id}/sso/applications/{id}. */
export function getSsoApplication(appId: string, id: string, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Get SSO application',
    method: 'GET',
    path: apiPath`/api/v1/apps/${appId}/sso/applications/${id}`,
    schema: getSsoApplicationResponseSchema,
    signal,
  });
}

export const ssoApplicationKeys = {
  all: ['sso-applications'] as const,
  app: (appId: string) => [...ssoApplicationKeys.all, appId] as const,
  detail: (appId: string, id: string) => [...ssoApplicationKeys.app(appId), id] as const,
};

export const ssoApplicationQueryOptions = (appId: string, id: string) =>
  queryOptions({
    queryKey: ssoApplicationKeys.detail(appId, id),
    queryFn: ({ signal }) => getSsoApplication(appId, id, signal).then((response) => response.application),
  });
