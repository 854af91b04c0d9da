import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import type { ChannelName } from '@shared/ipc';
import { isCallError } from '../bridge/call';
import { invalidateChannels } from '../bridge/channelQuery';

/** Every write the server accepts adds to the audit trail: 操作ログ and each record's 変更履歴 are read again. */
const TRAIL_CHANNELS: readonly ChannelName[] = ['audit.list', 'audit.recordHistory'];

/** Client errors (4xx) will not change on a retry; only network failures are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isCallError(error) && error.failure.kind === 'network' && failureCount < 1;
}

/**
 * Every request goes to main, which knows whether the API answers: `networkMode: 'always'`
 * keeps TanStack Query from pausing requests because the OS reports no internet (a loopback
 * or LAN API answers without it).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => invalidateChannels(queryClient, TRAIL_CHANNELS),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
        // 'always' turns this off by default; here "reconnect" is main finding the API again.
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}

/**
 * TanStack Query's idea of "online" follows main's reachability of the API instead of the
 * browser's online/offline events, so the screens refetch when the API answers again
 * (refetchOnReconnect). Answers the function that stops following.
 */
export function followApiConnection(): () => void {
  let stop: () => void = () => undefined;
  onlineManager.setEventListener((setOnline) => {
    stop = window.bridge.on('desktop.connectionChanged', ({ reachable }) => setOnline(reachable));
    return stop;
  });
  return () => {
    stop();
    onlineManager.setOnline(true);
  };
}
