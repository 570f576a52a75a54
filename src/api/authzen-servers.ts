// AuthZEN servers (spec operation 3, List AuthZEN servers): the paged request, keys and query
// options; the schemas live in authzen-servers.schema.ts. Read-only, paged.
import { queryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { AUTHZEN_MAX_PAGE_SIZE, listAuthzenServersResponseSchema, type AuthzenServerPage } from './authzen-servers.schema';
import { pageQuery, type PageRequest } from './pagination';

export * from './authzen-servers.schema';

/** Operation 3: GET /api/v1/apps/{app_id}/authzen_servers?page_size&page_token. */
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
