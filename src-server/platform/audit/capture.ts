import { sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@shared/constants';
import type { Database } from '../db/client';
import type { AuditScope } from './scope';

/**
 * Turns the row capture of the audited tables on for the rest of the transaction (see the
 * audit trigger migration): from here, every row they gain, change or lose is kept for the line.
 */
export async function startRowCapture(tx: Database): Promise<void> {
  await tx.execute(
    sql`select set_config('audit.capture', 'on', true), set_config('audit.rows', '', true),
               set_config('audit.row_count', '0', true)`,
  );
}

export interface CapturedLine {
  at: Date;
  scope: AuditScope;
  entity: AuditEntity;
  action: AuditAction;
  /** The table whose row is the record the line is about (its id and name when no path names it). */
  table: string | null;
  /** The record's id from the path, when the path names it. */
  entityId: string | null;
  /** The shop the path names (`/shops/{shopId}/...`). */
  shopId: number | null;
  details: Record<string, unknown> | null;
}

/**
 * Writes the request's line with the rows it captured, in one statement inside the request's
 * transaction (a failure rolls the change back with it). Service, shop, record id and name come
 * from the path when it names them, else from the record's row, else from the first row touched,
 * else from the caller.
 */
export async function writeCapturedLine(tx: Database, line: CapturedLine): Promise<void> {
  const { actor } = line.scope;
  const details = line.details ? JSON.stringify(line.details) : null;
  await tx.execute(sql`
    with captured as (
      select coalesce(('[' || nullif(substr(current_setting('audit.rows', true), 2), '') || ']')::jsonb, '[]'::jsonb) as rows,
             coalesce(nullif(current_setting('audit.row_count', true), ''), '0')::integer as counted
    ), touched as (
      select e.r, e.n from captured, jsonb_array_elements(captured.rows) with ordinality as e(r, n)
    ), record as (
      select r from touched
       where r ->> 't' = ${line.table}::text and (${line.entityId}::text is null or r ->> 'id' = ${line.entityId}::text)
       order by (r ->> 'op' = 'i') desc, n limit 1
    ), first_row as (
      select r from touched order by n limit 1
    )
    insert into audit_log (occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity,
                           entity_id, entity_label, action, changes, details, client_address, console_version)
    select ${line.at.toISOString()}::timestamptz,
           coalesce(${line.scope.serviceId}::integer, (select (r ->> 'sv')::integer from record),
                    (select (r ->> 'sv')::integer from first_row), ${actor?.serviceId ?? null}::integer),
           coalesce(${line.shopId}::integer, (select (r ->> 'sh')::integer from record),
                    (select (r ->> 'sh')::integer from first_row), ${actor?.shopId ?? null}::integer),
           ${actor?.userId ?? null}::integer, ${actor?.name ?? null}::text, ${actor?.email ?? null}::text,
           ${actor?.role ?? null}::smallint, ${line.entity}::text,
           coalesce(${line.entityId}::text, (select r ->> 'id' from record)),
           (select r ->> 'lb' from record),
           ${line.action}::text, captured.rows,
           case when captured.counted > jsonb_array_length(captured.rows)
                then coalesce(${details}::jsonb, '{}'::jsonb)
                     || jsonb_build_object('moreRows', captured.counted - jsonb_array_length(captured.rows))
                else ${details}::jsonb end,
           ${line.scope.clientAddress}::text, ${line.scope.consoleVersion}::text
      from captured`);
}
