import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AUDIT_RECORD_HISTORY_LIMIT, AUDIT_SERVICE_ALL, AUDIT_SERVICE_NONE } from '@shared/api';
import type { AuditLogDetail, AuditLogItem, AuditRowChange } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import type { AuditAction, AuditEntity, Role } from '@shared/constants';
import { addDays, startOfTokyoDay } from '@shared/datetime';
import { capturedRowsOf } from '../../platform/audit/changes';
import {
  AUDIT_DAYS_ALL_SERVICES,
  AUDIT_DAYS_NO_SERVICE,
  auditLog,
  auditLogDays,
} from '../../platform/audit/schema';
import { inReach } from '../../platform/auth/reach';
import type { Caller } from '../../platform/auth/session';
import type { Database } from '../../platform/db/client';
import { eqWhenGiven, indexOrder } from '../../platform/db/list-helpers';
import { cappedCount } from '../../platform/db/planner-estimate';
import { services, shops } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { pageOffset } from '../../platform/http/pagination';
import { apiTime } from '../../platform/http/time';

/** Which lines a caller reads: master every line, anyone else their service's (and shops'). */
export type AuditReach = { kind: 'all' } | { kind: 'service'; serviceId: number; shopScope: SQL | undefined };

export function auditReachOf(caller: Caller): AuditReach {
  if (caller.role === ROLE_MASTER) return { kind: 'all' };
  const serviceId = caller.serviceId ?? -1;
  return {
    kind: 'service',
    serviceId,
    shopScope: inReach({ serviceId, caller }, { shopId: auditLog.shopId }),
  };
}

function reachCondition(reach: AuditReach): SQL | undefined {
  if (reach.kind === 'all') return undefined;
  return and(eq(auditLog.serviceId, reach.serviceId), reach.shopScope);
}

/** The list's filters as the server reads them (the service already resolved to its id). */
export interface AuditFilter {
  from?: string | undefined;
  to?: string | undefined;
  /** undefined: every line; null: head office's own (no service); a number: that service's. */
  serviceId?: number | null | undefined;
  userId?: number | undefined;
  entity?: AuditEntity | undefined;
  action?: AuditAction | undefined;
}

/** The service filter of the list: `all`, `none` or a subdomain; an unknown one matches nothing. */
export async function serviceFilterOf(
  db: Database,
  service: string | undefined,
): Promise<number | null | undefined> {
  if (service === undefined || service === AUDIT_SERVICE_ALL) return undefined;
  if (service === AUDIT_SERVICE_NONE) return null;
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.subdomain, service))
    .limit(1);
  return row?.id ?? -1;
}

function periodConditions(filter: AuditFilter): SQL[] {
  const start = filter.from ? startOfTokyoDay(filter.from) : null;
  const end = filter.to ? startOfTokyoDay(addDays(filter.to, 1)) : null;
  return [
    ...(start ? [gte(auditLog.occurredAt, start)] : []),
    ...(end ? [lt(auditLog.occurredAt, end)] : []),
  ];
}

export function auditConditions(reach: AuditReach, filter: AuditFilter): SQL | undefined {
  return and(
    reachCondition(reach),
    filter.serviceId === undefined
      ? undefined
      : filter.serviceId === null
        ? isNull(auditLog.serviceId)
        : eq(auditLog.serviceId, filter.serviceId),
    ...periodConditions(filter),
    eqWhenGiven(auditLog.userId, filter.userId),
    eqWhenGiven(auditLog.entity, filter.entity),
    eqWhenGiven(auditLog.action, filter.action),
  );
}

const ITEM_COLUMNS = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  subdomain: services.subdomain,
  serviceName: services.name,
  shopId: auditLog.shopId,
  shopName: shops.name,
  userId: auditLog.userId,
  userName: auditLog.userName,
  userEmail: auditLog.userEmail,
  role: auditLog.role,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  entityLabel: auditLog.entityLabel,
  action: auditLog.action,
  clientAddress: auditLog.clientAddress,
  consoleVersion: auditLog.consoleVersion,
};

function linesQuery<Extra extends Record<string, SQL | typeof auditLog.changes | typeof auditLog.details>>(
  db: Database,
  where: SQL | undefined,
  extra: Extra,
) {
  return db
    .select({ ...ITEM_COLUMNS, ...extra })
    .from(auditLog)
    .leftJoin(services, eq(services.id, auditLog.serviceId))
    .leftJoin(shops, eq(shops.id, auditLog.shopId))
    .where(where)
    .$dynamic();
}

/** A line as the list query answers it (left joins: the service and shop may be gone). */
type ItemRow = Omit<AuditLogItem, 'occurredAt' | 'role' | 'entity' | 'action'> & {
  occurredAt: Date;
  role: number | null;
  entity: string;
  action: string;
};

function toItem(row: ItemRow): AuditLogItem {
  return {
    ...row,
    occurredAt: apiTime(row.occurredAt),
    role: row.role as Role | null,
    entity: row.entity as AuditEntity,
    action: row.action as AuditAction,
  };
}

export interface AuditPage {
  items: AuditLogItem[];
  total: number;
  estimated: boolean;
}

/** Counted exactly up to this many lines; past it the planner's estimate stands in. */
const EXACT_COUNT_LIMIT = 10_000;

/**
 * A page of the trail, newest first (or oldest, `ASC`). Filtered by service and period only, its
 * total comes from audit_log_days, riding along with the page (one statement, one round trip);
 * with a user, record or action filter the lines are counted, up to EXACT_COUNT_LIMIT.
 */
export async function listAuditPage(
  db: Database,
  reach: AuditReach,
  filter: AuditFilter,
  page: PageRequest & { typeSort: 'ASC' | 'DESC' },
): Promise<AuditPage> {
  const where = auditConditions(reach, filter);
  const pageOf = <Extra extends Record<string, SQL>>(extra: Extra) =>
    linesQuery(db, where, extra)
      .orderBy(indexOrder(auditLog.occurredAt, page.typeSort), indexOrder(auditLog.id, page.typeSort))
      .limit(page.limit)
      .offset(pageOffset(page));
  const daysTotal = daysTotalOf(reach, filter);
  if (daysTotal) {
    const rows = await pageOf({ daysTotal });
    const total = rows[0] ? Number(rows[0].daysTotal) : await scalarTotal(db, daysTotal);
    return { items: rows.map(({ daysTotal: _total, ...row }) => toItem(row)), total, estimated: false };
  }
  const [rows, counted] = await Promise.all([pageOf({}), countLines(db, where)]);
  return { items: rows.map(toItem), ...counted };
}

/**
 * The total from the day rollups, when they hold every filter: a service (or none, or all) and
 * whole Tokyo days. A shop-side caller's reach is narrower than a service, so it is counted.
 */
function daysTotalOf(reach: AuditReach, filter: AuditFilter): SQL | null {
  const { userId, entity, action } = filter;
  if (userId !== undefined || entity !== undefined || action !== undefined) return null;
  if (reach.kind === 'service' && reach.shopScope !== undefined) return null;
  const serviceKey =
    reach.kind === 'service'
      ? reach.serviceId
      : filter.serviceId === undefined
        ? AUDIT_DAYS_ALL_SERVICES
        : (filter.serviceId ?? AUDIT_DAYS_NO_SERVICE);
  const conditions = [
    eq(auditLogDays.serviceKey, serviceKey),
    // A master who picks another service than a client's reach: nothing.
    reach.kind === 'service' && filter.serviceId !== undefined && filter.serviceId !== reach.serviceId
      ? sql`false`
      : undefined,
    filter.from ? gte(auditLogDays.day, filter.from) : undefined,
    filter.to ? sql`${auditLogDays.day} <= ${filter.to}` : undefined,
  ];
  return sql`(select coalesce(sum(${auditLogDays.lines}), 0) from ${auditLogDays} where ${and(...conditions) ?? sql`true`})`;
}

async function scalarTotal(db: Database, total: SQL): Promise<number> {
  const [row] = await db.select({ total }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}

function countLines(db: Database, where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
  return cappedCount(db, auditLog, where, EXACT_COUNT_LIMIT);
}

type DetailRow = ItemRow & { changes: unknown; details: unknown };

const OPERATIONS = { i: 'create', u: 'update', d: 'delete' } as const;

function toDetail(row: DetailRow): AuditLogDetail {
  const { changes, details, ...item } = row;
  const { moreRows, ...rest } = (details ?? {}) as Record<string, unknown>;
  const rowChanges: AuditRowChange[] = capturedRowsOf(changes).map((captured) => ({
    table: captured.t,
    operation: OPERATIONS[captured.op] ?? 'update',
    rowId: captured.id === null || captured.id === undefined ? null : String(captured.id),
    label: captured.lb ?? null,
    fields: Object.entries(captured.c).map(([column, value]) =>
      Array.isArray(value)
        ? { column, before: value[0] ?? null, after: value[1] ?? null, secret: false }
        : { column, before: null, after: null, secret: true },
    ),
  }));
  return {
    ...toItem(item),
    changes: rowChanges,
    moreRows: typeof moreRows === 'number' ? moreRows : 0,
    details: details === null || Object.keys(rest).length === 0 ? null : rest,
  };
}

const DETAIL_COLUMNS = { changes: auditLog.changes, details: auditLog.details };

/** One line in the caller's reach, or null. */
export async function findAuditLine(
  db: Database,
  reach: AuditReach,
  id: number,
): Promise<AuditLogDetail | null> {
  const [row] = await linesQuery(db, and(reachCondition(reach), eq(auditLog.id, id)), DETAIL_COLUMNS).limit(
    1,
  );
  return row ? toDetail(row) : null;
}

/** A record's own 変更履歴: its latest lines in the caller's reach, newest first. */
export async function recordHistory(
  db: Database,
  reach: AuditReach,
  entity: AuditEntity,
  entityId: string,
): Promise<AuditLogDetail[]> {
  const rows = await linesQuery(
    db,
    and(reachCondition(reach), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)),
    DETAIL_COLUMNS,
  )
    .orderBy(indexOrder(auditLog.occurredAt, 'DESC'), indexOrder(auditLog.id, 'DESC'))
    .limit(AUDIT_RECORD_HISTORY_LIMIT);
  return rows.map(toDetail);
}
