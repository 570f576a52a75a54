import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { PageSkeleton } from '../../components/page-skeleton';
import { consoleMeQueryOptions } from '../../api/console-me';
import { goToSignIn, requireSignIn } from '../../session/require-sign-in';
import { sessionState } from '../../session/session-state';
import { AppLayout } from './app-layout';
import { RootError } from './root-error';

export interface RouterContext {
  queryClient: QueryClient;
  /** True while the build draws pages to HTML (src/prerender.tsx): nobody is signed in there. */
  prerendering: boolean;
}

// The 404 / open-by-id form (with Mantine's inputs) is rare on a first load: its own chunk.
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

function LazyNotFound() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <NotFoundPage />
    </Suspense>
  );
}

function RootPending() {
  return <AppLayout pending />;
}

/** Where a sign-in comes back to: the address's path and search. */
const returnPath = (href: string) => href.replace(/#.*$/, '');

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // After signing out in this tab, any visit goes to sign in first (the root's loader runs once,
  // its beforeLoad on every navigation).
  beforeLoad: async ({ location, preload }) => {
    if (!preload && sessionState() === 'signed-out') await goToSignIn(returnPath(location.href));
  },
  // Who is signed in, before any page shows (in parallel with the page's own loader). A preload
  // (a hovered link) only reads it: leaving for the sign-in page is for a real visit.
  loader: async ({ context: { queryClient, prerendering }, location, preload }) => {
    if (prerendering) return;
    if (preload) await queryClient.prefetchQuery(consoleMeQueryOptions());
    else await requireSignIn(queryClient, returnPath(location.href));
  },
  component: AppLayout,
  pendingComponent: RootPending,
  notFoundComponent: LazyNotFound,
  errorComponent: RootError,
});
