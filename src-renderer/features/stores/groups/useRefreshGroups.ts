import { useInvalidateChannels } from '../../../bridge/channelQuery';
import { GROUP_WRITE_CHANNELS } from './groupWriteChannels';

/** Reads the group lists (and the store lists, which show group names) again after a write. */
export function useRefreshGroups() {
  const invalidate = useInvalidateChannels();
  return () => invalidate(GROUP_WRITE_CHANNELS);
}
