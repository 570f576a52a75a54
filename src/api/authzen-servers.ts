// AuthZEN servers (spec: "AuthZEN server"; operation 3, List AuthZEN servers). Read-only, paged.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiPath, apiRequest } from './client';
import { pageQuery, type PageRequest } from './pagination';
import { message, openEnum, pageOf, str, strList, timestamp } from './wire';

/** Spec, Limits: List AuthZEN servers takes at most 100 per page. */
export const AUTHZEN_MAX_PAGE_SIZE = 100;
export const AUTHZEN_MODES = ['AUTHZEN_MODE_UNSPECIFIED'] as const;

export const authzenServerSchema = message({
  id: str(),
  appId: str(),
  displayName: str(),
  activePolicyId: str(),
  evaluateEntitlementId: str(),
  searchEntitlementId: str(),
  mode: openEnum(AUTHZEN_MODES),
  tokenAudience: str(),
  tokenResource: str(),
  tokenScopes: strList(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const listAuthzenServersResponseSchema = pageOf(authzenServerSchema);

export type AuthzenServer = z.infer<typeof authzenServerSchema>;
export type AuthzenServerPage = z.infer<typeof listAuthzenServersResponseSchema>;

/** Operation 3: GET /api/v1/apps/{app_id}/authzen_servers?pageSize&pageToken. */
export function listAuthzenServers(appId: string, page: PageRequest, signal?: AbortSignal) {
  return apiRequest({
    operation: 'List AuthZEN servers',
    method: 'GET',
    path: apiPath`/api/v1/apps/${appId}/authzen_servers`,
    query: pageQuery(page, AUTHZEN_MAX_PAGE_SIZE),
    schema: listAuthzenServersResponseSchema,
    signal,
  });
}

export const authzenServerKeys = {
  all: ['authzen-servers'] as const,
  app: (appId: string) => [...authzenServerKeys.all, appId] as const,
  page: (appId: string, pageSize: number, pageToken: string) => [...authzenServerKeys.app(appId), 'page', pageSize, pageToken] as const,
};

/** One page, as the URL names it (page size and token). */
export const authzenServersPageQueryOptions = (appId: string, pageSize: number, pageToken: string) =>
  queryOptions({
    queryKey: authzenServerKeys.page(appId, pageSize, pageToken),
    queryFn: ({ signal }) => listAuthzenServers(appId, { pageSize, pageToken }, signal),
  });

/**
 * "Load all": the pages after `fromToken`, each at the maximum size, one after another. Reports
 * each page as it arrives so the caller can show progress; stops when the signal aborts.
 */
export async function listAllAuthzenServers(
  appId: string,
  onPage: (page: AuthzenServerPage) => void,
  { fromToken = '', signal }: { fromToken?: string; signal?: AbortSignal } = {},
): Promise<void> {
  let pageToken = fromToken;
  do {
    const page = await listAuthzenServers(appId, { pageSize: AUTHZEN_MAX_PAGE_SIZE, pageToken }, signal);
    if (signal?.aborted) return;
    onPage(page);
    pageToken = page.nextPageToken;
  } while (pageToken);
}
