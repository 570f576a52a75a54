// The two history operations (spec ops 11 and 12): requests, keys and infinite query options;
// the schemas live in history.schema.ts. Both are newest first, paged by page token with a
// maximum page size of 200, and read as infinite queries (pages load as the admin scrolls).
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { HISTORY_MAX_PAGE_SIZE, toolBindingHistoryPageSchema, xaaSettingsHistoryPageSchema } from './history.schema';
import { pageQuery } from './pagination';

export * from './history.schema';

export interface ToolRef {
  appId: string;
  connectorId: string;
  toolId: string;
}

export interface HistoryPageRequest {
  pageToken?: string;
  pageSize?: number;
  signal?: AbortSignal;
}

/** Op 11: one page of the tool binding history of (app, connector, mcp tool), newest first. */
export function listToolBindingHistory(ref: ToolRef, { pageToken, pageSize = HISTORY_MAX_PAGE_SIZE, signal }: HistoryPageRequest = {}) {
  return apiRequest({
    operation: 'Tool binding history',
    method: 'GET',
    path: apiPath`/api/v1/apps/${ref.appId}/connectors/${ref.connectorId}/tool_bindings/by_tool/${ref.toolId}/history`,
    query: pageQuery({ pageSize, pageToken }, HISTORY_MAX_PAGE_SIZE),
    schema: toolBindingHistoryPageSchema,
    signal,
  });
}

/** Op 12: one page of the tenant's cross-app-access settings history, newest first. */
export function listXaaSettingsHistory({ pageToken, pageSize = HISTORY_MAX_PAGE_SIZE, signal }: HistoryPageRequest = {}) {
  return apiRequest({
    operation: 'Cross-app access settings history',
    method: 'GET',
    path: apiPath`/api/v1/settings/cross-app-access/history`,
    query: pageQuery({ pageSize, pageToken }, HISTORY_MAX_PAGE_SIZE),
    schema: xaaSettingsHistoryPageSchema,
    signal,
  });
}

export const historyKeys = {
  all: ['history'] as const,
  toolBinding: (ref: ToolRef) => [...historyKeys.all, 'tool-binding', ref.appId, ref.connectorId, ref.toolId] as const,
  xaaSettings: () => [...historyKeys.all, 'xaa-settings'] as const,
};

/** A list ends when nextPageToken is empty or absent (DESIGN.md). */
const nextToken = (page: { nextPageToken: string }) => page.nextPageToken || undefined;

// History is append-only and can be 10,000 entries long: loaded pages stay fresh for the page's
// life (no refetch of 50 pages behind the admin's back); a reload reads it anew.
const HISTORY_STALE_TIME = 5 * 60_000;

export const toolBindingHistoryInfiniteQueryOptions = (ref: ToolRef) =>
  infiniteQueryOptions({
    queryKey: historyKeys.toolBinding(ref),
    queryFn: ({ pageParam, signal }) => listToolBindingHistory(ref, { pageToken: pageParam, signal }),
    initialPageParam: '',
    getNextPageParam: nextToken,
    staleTime: HISTORY_STALE_TIME,
  });

export const xaaSettingsHistoryInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: historyKeys.xaaSettings(),
    queryFn: ({ pageParam, signal }) => listXaaSettingsHistory({ pageToken: pageParam, signal }),
    initialPageParam: '',
    getNextPageParam: nextToken,
    staleTime: HISTORY_STALE_TIME,
  });
