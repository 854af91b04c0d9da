import { formatMessage, ja } from '@shared/messages';
import { useChannelQuery } from '../../bridge/channelQuery';

/** The services a user may be placed in (master: all, client: its own), as select options by subdomain. */
export function useServiceOptions() {
  return useChannelQuery(
    'lookups.services',
    { noPaginate: true },
    {
      select: (answer) =>
        answer.data.map((service) => ({
          value: service.subdomain,
          label: formatMessage(ja.services.optionLabel, { name: service.name, subdomain: service.subdomain }),
        })),
      staleTime: 60_000,
    },
  );
}
