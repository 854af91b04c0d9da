import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AUDIT_RECORD_HISTORY_LIMIT, AUDIT_SERVICE_ALL, AUDIT_SERVICE_NONE } from '@shared/api';
import type { AuditLogDetail, AuditLogItem, AuditRowChange } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import type { AuditAction, AuditEntity, Role } from '@shared/constants';
import { addDays, startOfTokyoDay } from '@shared/datetime';
import { capturedRowsOf } from '../../platform/audit/changes';
import {
  AUDIT_DAYS_ALL_SERVICES,
  AUDIT_DAYS_NO_SERVICE,
  AUDIT_FACET_ACTION,
  AUDIT_FACET_ALL,
  AUDIT_FACET_ENTITY,
  AUDIT_FACET_USER,
  auditIntake,
  auditLines,
  auditLogDays,
  auditLogFacetTotals,
} from '../../platform/audit/schema';
import { inReach } from '../../platform/auth/reach';
import type { Caller } from '../../platform/auth/session';
import type { Database } from '../../platform/db/client';
import { eqWhenGiven, indexOrder } from '../../platform/db/list-helpers';
import { cappedCount } from '../../platform/db/planner-estimate';
import { preparedStatement, preparedStatementRows } from '../../platform/db/prepared-rows';
import type { PreparedStatement } from '../../platform/db/prepared-rows';
import { rawRows } from '../../platform/db/raw-select';
import { services, shops } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { pageOffset } from '../../platform/http/pagination';
import { apiTime } from '../../platform/http/time';

/**
 * Which lines a caller reads: master every line, anyone else their service's, and a shop-side
 * caller only their shops' (`shopScope`, the condition on a line's shop column).
 */
export type AuditReach =
  | { kind: 'all' }
  | { kind: 'service'; serviceId: number; shopScope: ((shopId: AnyPgColumn) => SQL | undefined) | undefined };

export function auditReachOf(caller: Caller): AuditReach {
  if (caller.role === ROLE_MASTER) return { kind: 'all' };
  const serviceId = caller.serviceId ?? -1;
  const shopScope = (shopId: AnyPgColumn) => inReach({ serviceId, caller }, { shopId });
  return {
    kind: 'service',
    serviceId,
    shopScope: shopScope(auditLines.shopId) === undefined ? undefined : shopScope,
  };
}

/** The columns a condition on lines reads: the trail's (audit_lines) or the intake's alone. */
type LineColumns = typeof auditLines | typeof auditIntake;

function reachCondition(reach: AuditReach, lines: LineColumns = auditLines): SQL | undefined {
  if (reach.kind === 'all') return undefined;
  return and(eq(lines.serviceId, reach.serviceId), reach.shopScope?.(lines.shopId));
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

function periodConditions(filter: AuditFilter, lines: LineColumns): SQL[] {
  const start = filter.from ? startOfTokyoDay(filter.from) : null;
  const end = filter.to ? startOfTokyoDay(addDays(filter.to, 1)) : null;
  return [...(start ? [gte(lines.occurredAt, start)] : []), ...(end ? [lt(lines.occurredAt, end)] : [])];
}

export function auditConditions(
  reach: AuditReach,
  filter: AuditFilter,
  lines: LineColumns = auditLines,
): SQL | undefined {
  return and(
    reachCondition(reach, lines),
    filter.serviceId === undefined
      ? undefined
      : filter.serviceId === null
        ? isNull(lines.serviceId)
        : eq(lines.serviceId, filter.serviceId),
    ...periodConditions(filter, lines),
    eqWhenGiven(lines.userId, filter.userId),
    eqWhenGiven(lines.entity, filter.entity),
    eqWhenGiven(lines.action, filter.action),
  );
}

const ITEM_COLUMNS = {
  id: auditLines.id,
  occurredAt: auditLines.occurredAt,
  subdomain: services.subdomain,
  serviceName: services.name,
  shopId: auditLines.shopId,
  shopName: shops.name,
  userId: auditLines.userId,
  userName: auditLines.userName,
  userEmail: auditLines.userEmail,
  role: auditLines.role,
  entity: auditLines.entity,
  entityId: auditLines.entityId,
  entityLabel: auditLines.entityLabel,
  action: auditLines.action,
  clientAddress: auditLines.clientAddress,
  consoleVersion: auditLines.consoleVersion,
};

function linesQuery<
  Extra extends Record<string, SQL | typeof auditLines.changes | typeof auditLines.details>,
>(db: Database, where: SQL | undefined, extra: Extra) {
  return db
    .select({ ...ITEM_COLUMNS, ...extra })
    .from(auditLines)
    .leftJoin(services, eq(services.id, auditLines.serviceId))
    .leftJoin(shops, eq(shops.id, auditLines.shopId))
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
 * A page of the trail, newest first (or oldest, `ASC`). When a rollup holds the filter (see
 * rollupTotalOf), its total rides along with the page (one statement, one round trip); otherwise
 * the lines are counted, up to EXACT_COUNT_LIMIT. A first page of a service-wide reach is kept
 * compiled (see firstPageKey).
 */
export async function listAuditPage(
  db: Database,
  reach: AuditReach,
  filter: AuditFilter,
  page: PageRequest & { typeSort: 'ASC' | 'DESC' },
): Promise<AuditPage> {
  const key = firstPageKey(reach, filter, page);
  const kept = key === null ? undefined : firstPages.get(key);
  if (kept) return rollupPage(db, await preparedStatementRows<PageRow>(db, kept.statement), kept.total);
  const where = auditConditions(reach, filter);
  const rollupTotal = totalOf(reach, filter);
  const query = pageQuery(where, rollupTotal ?? sql`null`, page);
  // The first page is what everyone opens: prepared (one per page size); the others as they come.
  const statement = pageOffset(page) === 0 ? preparedStatement(query) : null;
  const pageRows = () =>
    statement ? preparedStatementRows<PageRow>(db, statement) : rawRows<PageRow>(db, query);
  if (rollupTotal) {
    if (key !== null && statement) keepFirstPage(key, { statement, total: rollupTotal });
    return rollupPage(db, await pageRows(), rollupTotal);
  }
  const [rows, counted] = await Promise.all([pageRows(), countLines(db, where)]);
  return { items: rows.map(pageItem), ...counted };
}

/** A page whose total rode along in its rows (read alone when the page has none). */
async function rollupPage(db: Database, rows: PageRow[], total: SQL): Promise<AuditPage> {
  return {
    items: rows.map(pageItem),
    total: rows[0] ? Number(rows[0].total) : await scalarTotal(db, total),
    estimated: false,
  };
}

interface RollupPage {
  statement: PreparedStatement;
  total: SQL;
}

/**
 * First pages kept compiled, by reach, filter and page size: the page everyone opens (the
 * 操作ログ's, again at each visit and refresh) runs without drizzle building and compiling its
 * SQL again (about 0.07 ms a page, a fifth of it). Only the statement is kept, never its rows.
 * The oldest goes past FIRST_PAGES_KEPT.
 */
const firstPages = new Map<string, RollupPage>();
const FIRST_PAGES_KEPT = 256;

/** The first page's key, or null when it is not kept (a later page, a shop-side reach). */
function firstPageKey(
  reach: AuditReach,
  filter: AuditFilter,
  page: PageRequest & { typeSort: 'ASC' | 'DESC' },
): string | null {
  if (pageOffset(page) !== 0 || (reach.kind === 'service' && reach.shopScope !== undefined)) return null;
  return JSON.stringify([
    reach.kind === 'all' ? null : reach.serviceId,
    filter.serviceId === undefined ? 'every' : filter.serviceId,
    filter.from ?? null,
    filter.to ?? null,
    filter.userId ?? null,
    filter.entity ?? null,
    filter.action ?? null,
    page.limit,
    page.typeSort,
  ]);
}

function keepFirstPage(key: string, page: RollupPage): void {
  if (firstPages.size >= FIRST_PAGES_KEPT) {
    const oldest = firstPages.keys().next().value;
    if (oldest !== undefined) firstPages.delete(oldest);
  }
  firstPages.set(key, page);
}

/** A list page's row as the driver answers it (no mapping by drizzle: the page is the hot path). */
interface PageRow {
  id: number | string;
  occurred_at: Date | string;
  subdomain: string | null;
  service_name: string | null;
  shop_id: number | null;
  shop_name: string | null;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  role: number | null;
  entity: string;
  entity_id: string | null;
  entity_label: string | null;
  action: string;
  client_address: string | null;
  console_version: string | null;
  total: number | string | null;
}

/**
 * One page of lines, with the total riding along when a rollup holds it (else null). The page is
 * cut from audit_log alone, as the bare indexed SQL would, and only its lines meet the service
 * and shop names: joined before the limit, a plan that expects few lines (a generic plan, which
 * knows no user's count) reads every line of the filter and sorts them.
 */
function pageQuery(
  where: SQL | undefined,
  total: SQL,
  page: PageRequest & { typeSort: 'ASC' | 'DESC' },
): SQL {
  const order = (table: SQL) =>
    sql`${indexOrder(sql`${table}.occurred_at`, page.typeSort)}, ${indexOrder(sql`${table}.id`, page.typeSort)}`;
  return sql`
    select page.id, page.occurred_at, ${services.subdomain} as subdomain, ${services.name} as service_name,
           page.shop_id, ${shops.name} as shop_name, page.user_id, page.user_name, page.user_email, page.role,
           page.entity, page.entity_id, page.entity_label, page.action, page.client_address, page.console_version,
           ${total} as total
      from (select ${auditLines.id}, ${auditLines.occurredAt}, ${auditLines.serviceId}, ${auditLines.shopId}, ${auditLines.userId},
                   ${auditLines.userName}, ${auditLines.userEmail}, ${auditLines.role}, ${auditLines.entity}, ${auditLines.entityId},
                   ${auditLines.entityLabel}, ${auditLines.action}, ${auditLines.clientAddress}, ${auditLines.consoleVersion}
              from ${auditLines}
             where ${where ?? sql`true`}
             order by ${order(sql`${auditLines}`)}
             limit ${integerLiteral(page.limit)} offset ${integerLiteral(pageOffset(page))}) as page
      left join ${services} on ${services.id} = page.service_id
      left join ${shops} on ${shops.id} = page.shop_id
     order by ${order(sql`page`)}`;
}

/**
 * A page's limit and offset written into the text: PostgreSQL then keeps one generic plan for a
 * prepared page (with them as parameters it assumes a tenth of the table and plans every run).
 */
function integerLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a page bound: ${value}`);
  return sql.raw(String(value));
}

function pageItem(row: PageRow): AuditLogItem {
  return toItem({
    id: Number(row.id),
    occurredAt: row.occurred_at instanceof Date ? row.occurred_at : new Date(row.occurred_at),
    subdomain: row.subdomain,
    serviceName: row.service_name,
    shopId: row.shop_id,
    shopName: row.shop_name,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    role: row.role,
    entity: row.entity,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    action: row.action,
    clientAddress: row.client_address,
    consoleVersion: row.console_version,
  });
}

/**
 * The list's total from the rollups and the lines not folded yet (the intake's, counted: a few at
 * most), in one statement: one snapshot, in which every line is either counted in a rollup or
 * still in the intake. Null when no rollup holds the filter (see rollupTotalOf).
 */
function totalOf(reach: AuditReach, filter: AuditFilter): SQL | null {
  const rollup = rollupTotalOf(reach, filter);
  if (!rollup) return null;
  return sql`(${rollup} + (select count(*) from ${auditIntake} where ${auditConditions(reach, filter, auditIntake) ?? sql`true`}))`;
}

/**
 * The list's total from the rollups the audit_log trigger keeps, when one holds every filter: a
 * service (or none, or all) over the whole trail, alone or with one user, entity or action, from
 * audit_log_facet_totals (a row); a service and whole Tokyo days from audit_log_days (a row per
 * day). A shop-side caller's reach is narrower than a service, so it is counted, and so are the
 * other combinations (a period with a user, two filters).
 */
function rollupTotalOf(reach: AuditReach, filter: AuditFilter): SQL | null {
  if (reach.kind === 'service' && reach.shopScope !== undefined) return null;
  const serviceKey =
    reach.kind === 'service'
      ? reach.serviceId
      : filter.serviceId === undefined
        ? AUDIT_DAYS_ALL_SERVICES
        : (filter.serviceId ?? AUDIT_DAYS_NO_SERVICE);
  // A master who picks another service than a client's reach: nothing.
  const outsideReach =
    reach.kind === 'service' && filter.serviceId !== undefined && filter.serviceId !== reach.serviceId
      ? sql`false`
      : undefined;
  const facets = [
    filter.userId === undefined ? null : { facet: AUDIT_FACET_USER, value: String(filter.userId) },
    filter.entity === undefined ? null : { facet: AUDIT_FACET_ENTITY, value: filter.entity },
    filter.action === undefined ? null : { facet: AUDIT_FACET_ACTION, value: filter.action },
  ].filter((facet) => facet !== null);
  if (facets.length > 1) return null;
  if (filter.from || filter.to) {
    if (facets.length > 0) return null;
    const conditions = and(
      eq(auditLogDays.serviceKey, serviceKey),
      outsideReach,
      filter.from ? gte(auditLogDays.day, filter.from) : undefined,
      filter.to ? sql`${auditLogDays.day} <= ${filter.to}` : undefined,
    );
    return sql`(select coalesce(sum(${auditLogDays.lines}), 0) from ${auditLogDays} where ${conditions})`;
  }
  const { facet, value } = facets[0] ?? { facet: AUDIT_FACET_ALL, value: '' };
  const conditions = and(
    eq(auditLogFacetTotals.serviceKey, serviceKey),
    eq(auditLogFacetTotals.facet, facet),
    eq(auditLogFacetTotals.value, value),
    outsideReach,
  );
  return sql`(select coalesce(sum(${auditLogFacetTotals.lines}), 0) from ${auditLogFacetTotals} where ${conditions})`;
}

async function scalarTotal(db: Database, total: SQL): Promise<number> {
  const [row] = await db.select({ total }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}

function countLines(db: Database, where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
  return cappedCount(db, auditLines, where, EXACT_COUNT_LIMIT);
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

const DETAIL_COLUMNS = { changes: auditLines.changes, details: auditLines.details };

/** One line in the caller's reach, or null. */
export async function findAuditLine(
  db: Database,
  reach: AuditReach,
  id: number,
): Promise<AuditLogDetail | null> {
  const [row] = await linesQuery(db, and(reachCondition(reach), eq(auditLines.id, id)), DETAIL_COLUMNS).limit(
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
    and(reachCondition(reach), eq(auditLines.entity, entity), eq(auditLines.entityId, entityId)),
    DETAIL_COLUMNS,
  )
    .orderBy(indexOrder(auditLines.occurredAt, 'DESC'), indexOrder(auditLines.id, 'DESC'))
    .limit(AUDIT_RECORD_HISTORY_LIMIT);
  return rows.map(toDetail);
}
