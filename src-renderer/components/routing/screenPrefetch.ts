import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, ServiceInView } from '@shared/api';
import type { ChannelName, ChannelRequest } from '@shared/ipc';
import { canAccessRoute, routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { channelQuery } from '../../bridge/channelQuery';

/**
 * Where a screen is opened: the route's parameters and its address (path and query), by whom
 * and in which service (null outside one), as RouteGuard will let it open.
 */
export interface ScreenPrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  user: CurrentUser;
  service: ServiceInView | null;
}

/** Whether the screen's user may open a route (useCanAccess's rule): what the screen will show and ask. */
export function prefetchCanAccess({ user, service }: ScreenPrefetchContext, name: RouteName): boolean {
  return canAccessRoute(routeByName(name), { user, service });
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
