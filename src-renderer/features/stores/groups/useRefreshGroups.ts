import { useQueryClient } from '@tanstack/react-query';
import { invalidateChannels } from '../../../bridge/channelQuery';

/** Reads the group lists (and the store lists, which show group names) again after a write. */
export function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => invalidateChannels(queryClient, ['groups.list', 'groups.all', 'stores.list']);
}
