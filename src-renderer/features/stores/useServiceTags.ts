import { useChannelQuery } from '../../bridge/channelQuery';

export function useServiceTags(subdomain: string) {
  return useChannelQuery('serviceTags.all', { subdomain, noPaginate: true }, { staleTime: 60_000 });
}
