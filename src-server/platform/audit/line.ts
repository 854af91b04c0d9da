import type { AuditAction, AuditEntity } from '@shared/constants';
import type { Database } from '../db/client';
import type { CapturedRow } from './changes';
import { auditIntake } from './schema';
import type { AuditActor, AuditScope } from './scope';

/** A line written as it is (a sign-in, a download, an applied import): no captured rows. */
export interface AuditLineValues {
  at: Date;
  actor: AuditActor | null;
  serviceId: number | null;
  shopId?: number | null;
  entity: AuditEntity;
  entityId?: string | null;
  entityLabel?: string | null;
  action: AuditAction;
  details?: Record<string, unknown> | null;
  clientAddress?: string | null;
  consoleVersion?: string | null;
}

export function actorColumns(actor: AuditActor | null) {
  return {
    userId: actor?.userId ?? null,
    userName: actor?.name ?? null,
    userEmail: actor?.email ?? null,
    role: actor?.role ?? null,
  };
}

/** Writes one line in `db` (pass the transaction of the work it records). */
export async function writeAuditLine(db: Database, line: AuditLineValues): Promise<void> {
  await writeAuditLines(db, [line]);
}

/** Writes lines as they are, with the rows they changed when known (demo data, migrations). */
export async function writeAuditLines(
  db: Database,
  lines: readonly (AuditLineValues & { changes?: CapturedRow[] })[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(auditIntake).values(lines.map(lineColumns));
}

function lineColumns(line: AuditLineValues & { changes?: CapturedRow[] }) {
  return {
    occurredAt: line.at,
    serviceId: line.serviceId,
    shopId: line.shopId ?? line.actor?.shopId ?? null,
    ...actorColumns(line.actor),
    entity: line.entity,
    entityId: line.entityId ?? null,
    entityLabel: line.entityLabel ?? null,
    action: line.action,
    details: line.details ?? null,
    clientAddress: line.clientAddress ?? null,
    consoleVersion: line.consoleVersion ?? null,
    changes: line.changes ?? [],
  };
}

/** The request's own where-from, for a line written by hand inside an audited request. */
export function originOf(scope: AuditScope): Pick<AuditLineValues, 'clientAddress' | 'consoleVersion'> {
  return { clientAddress: scope.clientAddress, consoleVersion: scope.consoleVersion };
}
