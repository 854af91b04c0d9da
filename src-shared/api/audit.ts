import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_RECORD_ENTITIES } from '../constants/audit';
import type { AuditAction, AuditEntity } from '../constants/audit';
import { roleSchema } from './users';
import { listQuerySchema, paginatedSchema, queryIdSchema } from './common';
import { dayQuerySchema, rangeChecks } from './payments';

/**
 * The audit trail (操作ログ, issue 28), a reference-server extra:
 *   GET /audit-logs                          auditLogQuerySchema -> auditLogListResponseSchema
 *   GET /audit-logs/{id}                     -> auditLogDetailResponseSchema
 *   GET /audit-logs/records/{entity}/{id}    -> auditRecordHistoryResponseSchema (a record's 変更履歴)
 *   GET /{subdomain}/exports/0009            CSV of the list's filters
 * Roles: master (every service, and head office's own lines) and client (their service).
 * A record's history is open to whoever may open the record, within their shops.
 */

/** The service filter of master: every line, head office's own (no service), or one service. */
export const AUDIT_SERVICE_ALL = 'all';
export const AUDIT_SERVICE_NONE = 'none';

export const auditLogFiltersShape = {
  /** On or after this Tokyo day. */
  from: dayQuerySchema.optional(),
  /** On or before this Tokyo day. */
  to: dayQuerySchema.optional(),
  /** Master: `all`, `none` or a subdomain (a client's own service always). */
  service: z.string().trim().min(1).max(63).optional(),
  userId: queryIdSchema.optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
};
export const auditLogFiltersSchema = z.object(auditLogFiltersShape).check(rangeChecks);

/** Newest first by default; `typeSort=ASC` for the oldest first. */
export const auditLogQuerySchema = listQuerySchema.extend(auditLogFiltersShape).check(rangeChecks);
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

const entitySchema = z.custom<AuditEntity>((value) => AUDIT_ENTITIES.includes(value as AuditEntity));
const actionSchema = z.custom<AuditAction>((value) => AUDIT_ACTIONS.includes(value as AuditAction));

export const auditLogItemSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  subdomain: z.string().nullable(),
  serviceName: z.string().nullable(),
  shopId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  role: roleSchema.nullable(),
  entity: entitySchema,
  entityId: z.string().nullable(),
  entityLabel: z.string().nullable(),
  action: actionSchema,
  clientAddress: z.string().nullable(),
  consoleVersion: z.string().nullable(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;
export const auditLogListResponseSchema = paginatedSchema(auditLogItemSchema);

/** One column a row changed: before and after, or only that it changed (a secret). */
export const auditFieldChangeSchema = z.object({
  column: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  secret: z.boolean(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditRowChangeSchema = z.object({
  table: z.string(),
  operation: z.enum(['create', 'update', 'delete']),
  rowId: z.string().nullable(),
  label: z.string().nullable(),
  fields: z.array(auditFieldChangeSchema),
});
export type AuditRowChange = z.infer<typeof auditRowChangeSchema>;

export const auditLogDetailSchema = auditLogItemSchema.extend({
  changes: z.array(auditRowChangeSchema),
  /** Rows the action changed beyond those kept on the line. */
  moreRows: z.number().int(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogDetail = z.infer<typeof auditLogDetailSchema>;
export const auditLogDetailResponseSchema = z.object({ data: auditLogDetailSchema });

export const auditRecordEntitySchema = z.enum(AUDIT_RECORD_ENTITIES);
export const auditRecordHistoryRequestSchema = z.object({
  entity: auditRecordEntitySchema,
  id: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().min(1)]).transform(String),
});
export type AuditRecordHistoryRequest = z.input<typeof auditRecordHistoryRequestSchema>;
/** The latest changes of one record, newest first (at most AUDIT_RECORD_HISTORY_LIMIT). */
export const auditRecordHistoryResponseSchema = z.object({ data: z.array(auditLogDetailSchema) });
export const AUDIT_RECORD_HISTORY_LIMIT = 100;
