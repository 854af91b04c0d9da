import type { QueryClient } from '@tanstack/react-query';
import type { AuditRecordEntity } from '@shared/constants';
import { channelQuery } from '../../bridge/channelQuery';

/**
 * A record's 変更履歴 as RecordHistory asks it. Not retried: a backend without the trail (404) or
 * a caller who may not read it (403) hides the section.
 */
export function recordHistoryQuery(entity: AuditRecordEntity, id: number | string) {
  return channelQuery('audit.recordHistory', { entity, id: String(id) }, { retry: false });
}

/**
 * Asks a record's 変更履歴 as the edit screen's route is matched (the id is the route's), so it
 * answers with the record instead of being asked once the record has.
 */
export function prefetchRecordHistory(queryClient: QueryClient, entity: AuditRecordEntity, id: number): void {
  // A failure is the section's to show (or hide) when it asks again.
  void queryClient.prefetchQuery(recordHistoryQuery(entity, id));
}
