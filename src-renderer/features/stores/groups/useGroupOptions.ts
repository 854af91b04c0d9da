import { useChannelQuery } from '../../../bridge/channelQuery';

/** Every group of the service (selects, filters, the group pages' headings); head office only. */
export function useGroupOptions(subdomain: string, enabled = true) {
  return useChannelQuery('groups.all', { subdomain, noPaginate: true }, { enabled });
}
