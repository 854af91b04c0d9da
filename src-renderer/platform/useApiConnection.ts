import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { channelKey, useChannelQuery } from '../bridge/channelQuery';

export const API_CONNECTION_QUERY_KEY = channelKey('desktop.connection');

/** Whether main reaches the API now (its own checks, not navigator.onLine); true until told otherwise. */
export function useApiConnection(): boolean {
  const queryClient = useQueryClient();
  const { data } = useChannelQuery('desktop.connection', undefined, { staleTime: Infinity, retry: false });
  useEffect(
    () =>
      window.bridge.on('desktop.connectionChanged', (state) =>
        queryClient.setQueryData(API_CONNECTION_QUERY_KEY, state),
      ),
    [queryClient],
  );
  return data?.reachable ?? true;
}
