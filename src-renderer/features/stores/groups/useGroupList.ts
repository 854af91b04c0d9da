import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChannelRequest } from '@shared/ipc';
import { call } from '../../../bridge/call';

export const GROUP_LIST_KEY = 'groups.list';

export function useGroupList(query: ChannelRequest<'groups.list'>) {
  return useQuery({
    queryKey: [GROUP_LIST_KEY, query],
    queryFn: () => call('groups.list', query),
    placeholderData: keepPreviousData,
  });
}
