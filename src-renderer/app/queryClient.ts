import { QueryClient } from '@tanstack/react-query';
import { isCallError } from '../bridge/call';

/** Client errors (4xx) will not change on a retry; only network failures are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isCallError(error) && error.failure.kind === 'network' && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
