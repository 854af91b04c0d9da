/**
 * The audit trail (操作ログ): one line per write, export, download and sign-in. Append-only:
 * the database refuses UPDATE, DELETE and TRUNCATE of a line (see the audit trigger migration),
 * except the retention purge of lines past their retention. No foreign keys: a line outlives
 * the user, shop or service it names. After changing this file, regenerate the migrations with
 * `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

function lineColumns() {
  return {
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The service the action was in; null for head-office actions outside any service. */
    serviceId: integer('service_id'),
    shopId: integer('shop_id'),
    /** Who: null for a failed sign-in of an unknown address. The name and e-mail as they were then. */
    userId: integer('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    role: smallint('role'),
    /** AUDIT_ENTITIES and AUDIT_ACTIONS of src-shared/constants/audit.ts. */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    /** The record's name or title when the line was written. */
    entityLabel: text('entity_label'),
    action: varchar('action', { length: 40 }).notNull(),
    /**
     * The rows the action changed: `[{ t: table, op: 'i'|'u'|'d', id, c: { column: [before, after] } }]`,
     * a secret column as `"*"` (changed, value never kept). See platform/audit/changes.ts.
     */
    changes: jsonb('changes').notNull().default([]),
    /** What a line of no row change says: the export kind and filters, a sign-in's failure reason, counts. */
    details: jsonb('details'),
    clientAddress: varchar('client_address', { length: 64 }),
    consoleVersion: varchar('console_version', { length: 40 }),
  };
}

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...lineColumns(),
  },
  (table) => [
    index('audit_log_time_idx').on(table.occurredAt.desc(), table.id.desc()),
    index('audit_log_service_time_idx').on(table.serviceId, table.occurredAt.desc(), table.id.desc()),
    index('audit_log_record_idx').on(table.entity, table.entityId, table.occurredAt.desc(), table.id.desc()),
    index('audit_log_user_time_idx').on(table.userId, table.occurredAt.desc(), table.id.desc()),
    // The entity and action filters' pages, newest first, for master and within a service.
    index('audit_log_entity_time_idx').on(table.entity, table.occurredAt.desc(), table.id.desc()),
    index('audit_log_service_entity_time_idx').on(
      table.serviceId,
      table.entity,
      table.occurredAt.desc(),
      table.id.desc(),
    ),
    index('audit_log_action_time_idx').on(table.action, table.occurredAt.desc(), table.id.desc()),
    index('audit_log_service_action_time_idx').on(
      table.serviceId,
      table.action,
      table.occurredAt.desc(),
      table.id.desc(),
    ),
    // One user's lines within a client's service: its page and its count read this index alone.
    index('audit_log_service_user_time_idx').on(
      table.serviceId,
      table.userId,
      table.occurredAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Where a line is written in its transaction (audit_write_line, writeAuditLines): the line's
 * columns and nothing else, no index, no count, so the write pays for one narrow row. The
 * `audit.fold-intake` duty moves its lines into audit_log (their ids kept: both take them from
 * audit_log's sequence) and counts them, in batches, each line once (audit_fold, migration 0030).
 * The database refuses to change a line here and to delete one that audit_log does not hold
 * exactly.
 */
export const auditIntake = pgTable('audit_intake', {
  id: bigint('id', { mode: 'number' })
    .notNull()
    .default(sql`nextval('audit_log_id_seq'::regclass)`),
  ...lineColumns(),
});

/**
 * Every line, folded or not: audit_log and audit_intake (migration 0030). One statement reads one
 * snapshot, in which a fold has either happened or not: each line is read once. Read the trail
 * through this view, never audit_log alone.
 */
export const auditLines = pgView('audit_lines', {
  id: bigint('id', { mode: 'number' }).notNull(),
  ...lineColumns(),
}).existing();

/** audit_log_days' service_key of head office's own lines (no service). */
export const AUDIT_DAYS_NO_SERVICE = 0;
/** audit_log_days' service_key of every line of the day, whatever its service (master's total). */
export const AUDIT_DAYS_ALL_SERVICES = -1;

/**
 * Lines per service and Tokyo calendar day, kept by a trigger on audit_log: the list's total
 * for a period without counting millions of lines. `service_key` AUDIT_DAYS_NO_SERVICE (0)
 * stands for no service, AUDIT_DAYS_ALL_SERVICES (-1) for every line of the day.
 */
export const auditLogDays = pgTable(
  'audit_log_days',
  {
    serviceKey: integer('service_key').notNull(),
    day: date('day').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceKey, table.day] })],
);

/** audit_log_facet_totals' facets: every line (value ''), and the filters a count per value is kept for. */
export const AUDIT_FACET_ALL = '*';
export const AUDIT_FACET_USER = 'u';
export const AUDIT_FACET_ENTITY = 'e';
export const AUDIT_FACET_ACTION = 'a';

/**
 * Lines per service (the same service_key as audit_log_days) over the whole trail, in all
 * (AUDIT_FACET_ALL) and per value of one filter (a user id, an entity or an action), kept by the
 * same trigger: the list's total without a period, alone or with one of those filters, without
 * counting the lines. A line without a user counts under no user.
 */
export const auditLogFacetTotals = pgTable(
  'audit_log_facet_totals',
  {
    serviceKey: integer('service_key').notNull(),
    facet: varchar('facet', { length: 1 }).notNull(),
    value: varchar('value', { length: 40 }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceKey, table.facet, table.value] })],
);
