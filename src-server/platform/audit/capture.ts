import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@shared/constants';
import { bracketedTransaction } from '../db/bracketed-transaction';
import type { Database } from '../db/client';
import type { AuditScope } from './scope';

/**
 * Turns the row capture of the audited tables on for the rest of the transaction (see the
 * audit trigger migration): from here, every row they gain, change or lose is kept for the line.
 */
const ROW_CAPTURE_ON = sql`select set_config('audit.capture', 'on', true), set_config('audit.rows', '', true),
                                  set_config('audit.row_count', '0', true)`;

/**
 * What the trail adds to an audited write's transaction: the row capture on while `work` runs
 * (turned on with its BEGIN), then the line written from what it captured (with its COMMIT): no
 * round trip added to the work's. See bracketedTransaction.
 */
export function auditedTransaction<T>(
  root: Database,
  work: (tx: Database) => Promise<T>,
  line: () => CapturedLine,
): Promise<T> {
  return bracketedTransaction(root, ROW_CAPTURE_ON, work, () => capturedLineStatement(line()));
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
 * The request's line with the rows it captured, one statement inside the request's transaction (a
 * failure rolls the change back with it): audit_write_line (migration 0029), whose plan each
 * connection keeps. Service, shop, record id and name come from the path when it names them,
 * else from the record's row, else from the first row touched, else from the caller.
 */
function capturedLineStatement(line: CapturedLine): SQL {
  const { actor } = line.scope;
  const details = line.details ? JSON.stringify(line.details) : null;
  return sql`
    select audit_write_line(${line.at.toISOString()}::timestamptz, ${line.scope.serviceId}::integer,
      ${line.shopId}::integer, ${actor?.userId ?? null}::integer, ${actor?.name ?? null}::text,
      ${actor?.email ?? null}::text, ${actor?.role ?? null}::smallint, ${line.entity}::text,
      ${line.table}::text, ${line.entityId}::text, ${line.action}::text, ${details}::jsonb,
      ${line.scope.clientAddress}::text, ${line.scope.consoleVersion}::text,
      ${actor?.serviceId ?? null}::integer, ${actor?.shopId ?? null}::integer)`;
}
