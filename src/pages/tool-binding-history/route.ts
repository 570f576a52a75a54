import { createRoute } from '@tanstack/react-router';
import { toolBindingHistoryInfiniteQueryOptions } from '../../api/history';
import { historySearchSchema } from '../../components/timeline/history-search';
import { ensureRouteInfiniteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';

export const toolBindingHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apps/$appId/connectors/$connectorId/tools/$toolId/history',
  // Filters and the `entry` permalink; bad values fall back to "none" (z.catch).
  validateSearch: historySearchSchema,
  loader: ({ context: { queryClient }, params, abortController }) => ensureRouteInfiniteData(queryClient, toolBindingHistoryInfiniteQueryOptions(params), abortController.signal),
  ssr: false,
  staticData: {
    page: {
      id: 'tool-binding-history',
      title: 'Tool binding history',
      group: 'History',
      description: 'Audit which toolsets one MCP tool belonged to over time.',
      intro: 'Which profiles (toolsets) this MCP tool belonged to over time, newest first, each profile change in words.',
      params: { appId: 'App id', connectorId: 'Connector id', toolId: 'MCP tool id' },
      apiPaths: ['/api/v1/apps/{appId}/connectors/{connectorId}/tool_bindings/by_tool/{toolId}/history'],
      tryIt: { params: { appId: 'appId', connectorId: 'connectorId', toolId: 'toolId' } },
      // True whichever of the three ids names nothing; the service's message below says which.
      notFoundTitle: ({ appId, connectorId, toolId }) => `No MCP tool "${toolId}" on connector "${connectorId}" in app "${appId}"`,
    },
  },
}).lazy(() => import('./tool-binding-history-page').then((module) => module.Route));
