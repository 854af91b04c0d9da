import {
  auditLogDetailResponseSchema,
  auditLogListResponseSchema,
  auditLogQuerySchema,
  auditRecordHistoryRequestSchema,
  auditRecordHistoryResponseSchema,
} from '../../api/audit';
import { z } from 'zod';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordIdField } from './path-params';

/** 操作ログ (issue 28, a reference-server extra): the list, a line, and a record's 変更履歴. */
export const auditChannels = {
  'audit.list': apiChannel({
    method: 'GET',
    path: API_PATHS.audit.list,
    request: auditLogQuerySchema,
    response: auditLogListResponseSchema,
  }),
  'audit.get': apiChannel({
    method: 'GET',
    path: API_PATHS.audit.item,
    request: z.object({ id: recordIdField }),
    response: auditLogDetailResponseSchema,
  }),
  'audit.recordHistory': apiChannel({
    method: 'GET',
    path: API_PATHS.audit.recordHistory,
    request: auditRecordHistoryRequestSchema,
    response: auditRecordHistoryResponseSchema,
  }),
} as const;
