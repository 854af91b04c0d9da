import { useChannelQuery } from '../../bridge/channelQuery';

export function useUserDetail(id: number) {
  return useChannelQuery('users.get', { id });
}
