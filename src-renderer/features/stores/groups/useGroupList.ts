import { keepPreviousData } from '@tanstack/react-query';
import type { ChannelRequest } from '@shared/ipc';
import { useChannelQuery } from '../../../bridge/channelQuery';

export function useGroupList(query: ChannelRequest<'groups.list'>) {
  return useChannelQuery('groups.list', query, { placeholderData: keepPreviousData });
}
