import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AUDIT_OUTCOMES, auditInfiniteQueryOptions } from '../../api/console-audit';
import { historySearchShape } from '../../components/timeline/history-search';
import { ensureRouteInfiniteData } from '../../query-client';
import { rootRoute } from '../shell/root-route';

const { actor, from, to, entry } = historySearchShape;

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  // The server-side filters and the `entry` permalink; bad values fall back to "none" (z.catch).
  validateSearch: z.object({ actor, operation: historySearchShape.text, outcome: z.optional(z.catch(z.optional(z.enum(AUDIT_OUTCOMES)), undefined)), from, to, entry }),
  loaderDeps: ({ search: { actor, operation, outcome, from, to } }) => ({ actor, operation, outcome, from, to }),
  loader: ({ context: { queryClient }, deps, abortController }) => ensureRouteInfiniteData(queryClient, auditInfiniteQueryOptions(deps), abortController.signal),
  ssr: false,
  staticData: {
    page: {
      id: 'audit',
      title: 'Console audit log',
      group: 'History',
      description: 'Who changed what through this console, and who tried as a viewer: every change, refused or failed call.',
      intro: "Every change made through this console, and every call it refused for the person's role: who, when, what was sent (secrets redacted) and how it ended. Newest first.",
      tryIt: {},
    },
  },
}).lazy(() => import('./audit-page').then((module) => module.Route));
