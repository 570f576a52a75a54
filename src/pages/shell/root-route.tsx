import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { PageSkeleton } from '../../components/page-skeleton';
import { RouteError } from '../../components/route-error';
import { AppLayout } from './app-layout';

export interface RouterContext {
  queryClient: QueryClient;
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

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: LazyNotFound,
  errorComponent: RouteError,
});
