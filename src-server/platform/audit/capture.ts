import { sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@shared/constants';
import type { Database } from '../db/client';
import type { AuditScope } from './scope';

/**
 * Turns the row capture of the audited tables on for the rest of the transaction (see the
 * audit trigger migration): from here, every row they gain, change or lose is kept for the line.
 */
async function startRowCapture(tx: Database): Promise<void> {
  await tx.execute(
    sql`select set_config('audit.capture', 'on', true), set_config('audit.rows', '', true),
               set_config('audit.row_count', '0', true)`,
  );
}

/**
 * What every audited write adds to its transaction: the row capture on while `work` runs, then
 * the line written from what it captured.
 */
export async function withCapturedLine<T>(
  tx: Database,
  work: () => Promise<T>,
  line: () => CapturedLine,
): Promise<T> {
  await startRowCapture(tx);
  const result = await work();
  await writeCapturedLine(tx, line());
  return result;
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
 * transaction (a failure rolls the change back with it): audit_write_line (migration 0029), whose
 * plan each connection keeps. Service, shop, record id and name come from the path when it names
 * them, else from the record's row, else from the first row touched, else from the caller.
 */
async function writeCapturedLine(tx: Database, line: CapturedLine): Promise<void> {
  const { actor } = line.scope;
  const details = line.details ? JSON.stringify(line.details) : null;
  await tx.execute(sql`
    select audit_write_line(${line.at.toISOString()}::timestamptz, ${line.scope.serviceId}::integer,
      ${line.shopId}::integer, ${actor?.userId ?? null}::integer, ${actor?.name ?? null}::text,
      ${actor?.email ?? null}::text, ${actor?.role ?? null}::smallint, ${line.entity}::text,
      ${line.table}::text, ${line.entityId}::text, ${line.action}::text, ${details}::jsonb,
      ${line.scope.clientAddress}::text, ${line.scope.consoleVersion}::text,
      ${actor?.serviceId ?? null}::integer, ${actor?.shopId ?? null}::integer)`);
}
