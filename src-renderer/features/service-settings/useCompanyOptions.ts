import { useChannelQuery } from '../../bridge/channelQuery';

/** The companies a service may belong to (a client sees its own only), as select options by id. */
export function useCompanyOptions() {
  return useChannelQuery(
    'lookups.companies',
    { noPaginate: true },
    {
      select: (answer) => answer.data.map((company) => ({ value: String(company.id), label: company.name })),
      staleTime: 60_000,
    },
  );
}
