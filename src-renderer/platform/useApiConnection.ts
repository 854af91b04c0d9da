import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiConnectionState } from '@shared/ipc';
import { call } from '../bridge/call';

export const API_CONNECTION_QUERY_KEY = ['desktop', 'connection'] as const;

/** Whether main reaches the API now (its own checks, not navigator.onLine); true until told otherwise. */
export function useApiConnection(): boolean {
  const queryClient = useQueryClient();
  const { data } = useQuery<ApiConnectionState>({
    queryKey: API_CONNECTION_QUERY_KEY,
    queryFn: () => call('desktop.connection', undefined),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(
    () =>
      window.bridge.on('desktop.connectionChanged', (state) =>
        queryClient.setQueryData(API_CONNECTION_QUERY_KEY, state),
      ),
    [queryClient],
  );
  return data?.reachable ?? true;
}
