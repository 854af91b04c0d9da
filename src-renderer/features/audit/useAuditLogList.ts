import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery } from '@shared/api';
import { call } from '../../bridge/call';

export function useAuditLogList(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['audit.list', query],
    queryFn: () => call('audit.list', query),
    placeholderData: keepPreviousData,
  });
}
