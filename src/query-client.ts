import { type EnsureInfiniteQueryDataOptions, type EnsureQueryDataOptions, type FetchQueryOptions, MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api/api-error';
import { CONSOLE_ME_KEY, type ConsoleMe } from './api/console-me';
import { reportApiError } from './session/session-state';

export function createQueryClient() {
  // Every failed read and write is seen here, once: a 401 after the console has shown who is
  // signed in is an ended session (src/session/session-state.ts), whichever page sent it.
  const report = (error: unknown) => reportApiError(error, client.getQueryData<ConsoleMe>(CONSOLE_ME_KEY));
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry only what may pass next time; a 4xx answer will not change by asking again. A read
        // that got no answer within API_TIMEOUT_MS is not retried by itself: a server that stalled
        // for 45 s will likely stall again, and two more tries would keep the spinner for over two
        // minutes; the page shows the timeout at once, with its Retry.
        retry: (failureCount, error) => failureCount < 2 && (!isApiError(error) || (error.retryable && error.kind !== 'unexpected-response' && error.kind !== 'timeout')),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * What a route's loader reads: the query's data from the cache, or fetched into it. When the router
 * gives the load up (the admin moved on before the page showed), a request that no page on screen
 * uses is cancelled, as unmounting the last `useQuery` would.
 */
export function ensureRouteData<TData, TKey extends QueryKey>(queryClient: QueryClient, options: EnsureQueryDataOptions<TData, Error, TData, TKey>, signal: AbortSignal): Promise<TData> {
  cancelWhenAborted(queryClient, options.queryKey, signal);
  return queryClient.ensureQueryData(options);
}

/** The first page of an infinite query, as `ensureRouteData` reads a query. */
export function ensureRouteInfiniteData<TData, TKey extends QueryKey, TPageParam>(
  queryClient: QueryClient,
  options: EnsureInfiniteQueryDataOptions<TData, Error, TData, TKey, TPageParam>,
  signal: AbortSignal,
) {
  cancelWhenAborted(queryClient, options.queryKey, signal);
  return queryClient.ensureInfiniteQueryData(options);
}

/** As `ensureRouteData`, for a read whose failure the page shows itself: never throws. */
export function prefetchRouteData<TData, TKey extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<TData, Error, TData, TKey>, signal: AbortSignal): Promise<void> {
  cancelWhenAborted(queryClient, options.queryKey, signal);
  return queryClient.prefetchQuery(options);
}

function cancelWhenAborted(queryClient: QueryClient, queryKey: QueryKey, signal: AbortSignal) {
  const cancel = () => {
    // The router aborts every finished load too, when the next one starts: a page that shows the
    // query keeps it (its own unmount cancels what is then in flight).
    if (queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() === 0) void queryClient.cancelQueries({ queryKey, exact: true });
  };
  signal.addEventListener('abort', cancel, { once: true });
}
