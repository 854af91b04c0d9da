import { useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

export function useServiceTags(subdomain: string) {
  return useQuery({
    queryKey: ['serviceTags.all', subdomain],
    queryFn: () => call('serviceTags.all', { subdomain, noPaginate: true }),
    staleTime: 60_000,
  });
}
