import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/api';
import { call } from '../../bridge/call';

const detailKey = (id: number) => ['users.get', id] as const;

export function useUserDetail(id: number) {
  return useQuery({ queryKey: detailKey(id), queryFn: () => call('users.get', { id }) });
}

/** Puts a write's answer (the saved user) in place of the loaded one. */
export function useUserDetailUpdater() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData(detailKey(user.id), { data: user });
}
