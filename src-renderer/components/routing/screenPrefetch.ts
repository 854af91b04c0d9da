import type { QueryClient } from '@tanstack/react-query';
import type { ChannelName, ChannelRequest } from '@shared/ipc';
import { channelQuery } from '../../bridge/channelQuery';

/** Where a screen is opened: the route's parameters and its address (path and query). */
export interface ScreenPrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
}

/**
 * What a screen's module may export as `prefetch`: the queries it asks first, started by the
 * router as soon as the route is matched (app/router.tsx), before the screen's code has rendered
 * (and, at sign-in, while the shell around it is still being built). It must ask exactly what the
 * screen will ask (the same channel and request), so the screen finds the answer on its way.
 */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void;

/**
 * Asks one channel as a screen's query will (the same key), unless an answer fresh by
 * `staleTime` (the screen query's own, when it sets one) is cached.
 */
export function prefetchChannel<C extends ChannelName>(
  queryClient: QueryClient,
  channel: C,
  request: ChannelRequest<C>,
  options: { staleTime?: number } = {},
): void {
  // A failed prefetch is the screen's to ask again and show.
  void queryClient.prefetchQuery(channelQuery(channel, request, options));
}
