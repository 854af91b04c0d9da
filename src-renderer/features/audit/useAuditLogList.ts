import { keepPreviousData } from '@tanstack/react-query';
import type { AuditLogQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

export function useAuditLogList(query: AuditLogQuery) {
  return useChannelQuery('audit.list', query, { placeholderData: keepPreviousData });
}
