import { keepPreviousData } from '@tanstack/react-query';
import type { UserListQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

export function useUserList(query: UserListQuery) {
  return useChannelQuery('users.list', query, { placeholderData: keepPreviousData });
}
