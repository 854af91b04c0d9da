import { useQueryClient } from '@tanstack/react-query';
import { STORE_LIST_KEY } from '../useStoreList';
import { GROUP_LIST_KEY } from './useGroupList';
import { ALL_GROUPS_KEY } from './useGroupOptions';

/** Reads the group lists (and the store lists, which show group names) again after a write. */
export function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [GROUP_LIST_KEY, ALL_GROUPS_KEY, STORE_LIST_KEY].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
}
