import { useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

/** The services a user may be placed in (master: all, client: its own), as select options by subdomain. */
export function useServiceOptions() {
  return useQuery({
    queryKey: ['lookups.services'],
    queryFn: () => call('lookups.services', { noPaginate: true }),
    select: (answer) =>
      answer.data.map((service) => ({
        value: service.subdomain,
        label: `${service.name}（${service.subdomain}）`,
      })),
    staleTime: 60_000,
  });
}
