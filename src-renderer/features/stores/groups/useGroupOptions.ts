import { useQuery } from '@tanstack/react-query';
import { call } from '../../../bridge/call';

export const ALL_GROUPS_KEY = 'groups.all';

/** Every group of the service (selects, filters, the group pages' headings); head office only. */
export function useGroupOptions(subdomain: string, enabled = true) {
  return useQuery({
    queryKey: [ALL_GROUPS_KEY, subdomain],
    queryFn: () => call('groups.all', { subdomain, noPaginate: true }),
    enabled,
  });
}
