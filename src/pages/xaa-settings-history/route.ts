import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { historySearchShape } from '../../components/timeline/history-search';
import { rootRoute } from '../shell/root-route';

export const xaaSettingsHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/cross-app-access/history',
  // Filters, the `entry` permalink and the changes-only / full snapshot view; bad values fall back (z.catch).
  validateSearch: z.object({ ...historySearchShape, view: z.optional(z.catch(z.enum(['changes', 'full']), 'changes')) }),
}).lazy(() => import('./xaa-settings-history-page').then((module) => module.Route));
