import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { ChannelName, ChannelRequest, ChannelResult } from '@shared/ipc';
import { call } from './call';

/**
 * The cache key of a channel's answer: the channel's name, then the request it was asked with
 * (a channel that takes no request has the name alone). The call is made from the same two
 * values, so a key and what it caches can never disagree.
 */
export type ChannelKey<C extends ChannelName> = readonly [C] | readonly [C, ChannelRequest<C>];

export function channelKey<C extends ChannelName>(channel: C, request?: ChannelRequest<C>): ChannelKey<C> {
  return request === undefined ? [channel] : [channel, request];
}

/** Everything TanStack Query takes for a query but the key and the function, which the channel gives. */
export type ChannelQueryOptions<C extends ChannelName, TData = ChannelResult<C>> = Omit<
  UseQueryOptions<ChannelResult<C>, Error, TData, ChannelKey<C>>,
  'queryKey' | 'queryFn'
>;

/** The query options of one channel asked with one request (for useQuery, fetchQuery, setQueryData). */
export function channelQuery<C extends ChannelName, TData = ChannelResult<C>>(
  channel: C,
  request: ChannelRequest<C>,
  options?: ChannelQueryOptions<C, TData>,
) {
  return queryOptions<ChannelResult<C>, Error, TData, ChannelKey<C>>({
    ...options,
    queryKey: channelKey(channel, request),
    queryFn: () => call(channel, request),
  });
}

/**
 * A channel's query seen only by its answer: for a screen that serves several kinds whose
 * channels answer alike (the gallery, the menu and the top page of the app).
 */
export interface AnswerQuery<R> {
  queryKey: readonly [ChannelName, ...unknown[]];
  queryFn: () => Promise<R>;
}

export function answerQuery<C extends ChannelName>(
  channel: C,
  request: ChannelRequest<C>,
): AnswerQuery<ChannelResult<C>> {
  return { queryKey: channelKey(channel, request), queryFn: () => call(channel, request) };
}

/** useQuery of one channel's answer to one request. */
export function useChannelQuery<C extends ChannelName, TData = ChannelResult<C>>(
  channel: C,
  request: ChannelRequest<C>,
  options?: ChannelQueryOptions<C, TData>,
) {
  return useQuery(channelQuery(channel, request, options));
}

/** Marks every cached answer of the channels stale (and reads again those on screen). */
export function invalidateChannels(
  queryClient: QueryClient,
  channels: readonly ChannelName[],
): Promise<unknown> {
  return Promise.all(channels.map((channel) => queryClient.invalidateQueries({ queryKey: [channel] })));
}

/** invalidateChannels bound to the screen's query client. */
export function useInvalidateChannels(): (channels: readonly ChannelName[]) => Promise<unknown> {
  const queryClient = useQueryClient();
  return (channels) => invalidateChannels(queryClient, channels);
}
