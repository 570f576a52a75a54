import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry only what may pass next time; a 4xx answer will not change by asking again.
        retry: (failureCount, error) => failureCount < 2 && (!isApiError(error) || (error.retryable && error.kind !== 'unexpected-response')),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
