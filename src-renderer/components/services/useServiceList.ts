import { keepPreviousData } from '@tanstack/react-query';
import type { ServiceListQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

export function useServiceList(query: ServiceListQuery) {
  return useChannelQuery('services.list', query, { placeholderData: keepPreviousData });
}
