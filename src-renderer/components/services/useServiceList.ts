import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServiceListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export function useServiceList(query: ServiceListQuery) {
  return useQuery({
    queryKey: ['services.list', query],
    queryFn: () => call('services.list', query),
    placeholderData: keepPreviousData,
  });
}
