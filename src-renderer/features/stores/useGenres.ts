import { useChannelQuery } from '../../bridge/channelQuery';

export function useGenres() {
  return useChannelQuery('genres.list', {}, { staleTime: Infinity });
}
