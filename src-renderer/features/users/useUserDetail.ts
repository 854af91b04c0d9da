import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/api';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export function useUserDetail(id: number) {
  return useChannelQuery('users.get', { id });
}

/** Puts a write's answer (the saved user) in place of the loaded one. */
export function useUserDetailUpdater() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData(channelKey('users.get', { id: user.id }), { data: user });
}
