import type { ChannelName } from '@shared/ipc';

/** What a group write changes: the group lists, and the store lists, which show group names. */
export const GROUP_WRITE_CHANNELS = [
  'groups.list',
  'groups.all',
  'stores.list',
] as const satisfies readonly ChannelName[];
