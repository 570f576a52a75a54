import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { xaaSettingsHistoryInfiniteQueryOptions } from '../../api/history';
import { historySearchShape } from '../../components/timeline/history-search';
import { ensureRouteInfiniteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';

export const xaaSettingsHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/cross-app-access/history',
  // Filters, the `entry` permalink and the changes-only / full snapshot view; bad values fall back (z.catch).
  validateSearch: z.object({ ...historySearchShape, view: z.optional(z.catch(z.enum(['changes', 'full']), 'changes')) }),
  loader: ({ context: { queryClient }, abortController }) => ensureRouteInfiniteData(queryClient, xaaSettingsHistoryInfiniteQueryOptions(), abortController.signal),
  ssr: false,
  staticData: {
    page: {
      id: 'xaa-settings-history',
      title: 'Cross-app access settings history',
      group: 'History',
      description: "Audit every change of the tenant's cross-app-access settings on a timeline.",
      intro: "Every change of the tenant's cross-app-access settings, newest first, with what changed against the settings before it.",
      apiPaths: ['/api/v1/settings/cross-app-access/history'],
      tryIt: {},
    },
  },
}).lazy(() => import('./xaa-settings-history-page').then((module) => module.Route));
