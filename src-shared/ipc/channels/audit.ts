import {
  auditLogDetailResponseSchema,
  auditLogListResponseSchema,
  auditLogQuerySchema,
  auditRecordHistoryRequestSchema,
  auditRecordHistoryResponseSchema,
} from '../../api/audit';
import { z } from 'zod';
import { apiChannel } from '../api-channel';

/** 操作ログ (issue 28, a reference-server extra): the list, a line, and a record's 変更履歴. */
export const auditChannels = {
  'audit.list': apiChannel({
    method: 'GET',
    path: 'audit-logs',
    request: auditLogQuerySchema,
    response: auditLogListResponseSchema,
  }),
  'audit.get': apiChannel({
    method: 'GET',
    path: 'audit-logs/{id}',
    request: z.object({ id: z.number().int().positive() }),
    response: auditLogDetailResponseSchema,
  }),
  'audit.recordHistory': apiChannel({
    method: 'GET',
    path: 'audit-logs/records/{entity}/{id}',
    request: auditRecordHistoryRequestSchema,
    response: auditRecordHistoryResponseSchema,
  }),
} as const;
