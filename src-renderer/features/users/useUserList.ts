import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export const USER_LIST_KEY = 'users.list';

export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: [USER_LIST_KEY, query],
    queryFn: () => call('users.list', query),
    placeholderData: keepPreviousData,
  });
}
