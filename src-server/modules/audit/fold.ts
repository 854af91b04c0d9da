import { sql } from 'drizzle-orm';
import type { Duty } from '../../platform/background/duties';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { rawRows } from '../../platform/db/raw-select';

/** Lines moved per transaction: a short lock on the counters, a small WAL burst. */
const FOLD_BATCH = 1_000;
/** How often the intake is folded: it holds at most about this long's lines for the reads to add. */
const FOLD_INTERVAL_MS = 1_000;

/**
 * Moves the lines written into audit_intake into audit_log and its counts, a batch per
 * transaction (audit_fold, migration 0030), until the intake is empty or `shouldStop`; answers
 * how many. Each line moves once, whoever else folds at the same time.
 */
export async function foldAuditIntake(
  db: Database,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let folded = 0;
  for (;;) {
    const [row] = await rawRows<{ folded: number }>(db, sql`select audit_fold(${FOLD_BATCH}) as folded`);
    const batch = Number(row?.folded ?? 0);
    folded += batch;
    if (batch < FOLD_BATCH || shouldStop()) return folded;
  }
}

/**
 * A fold as the duty runs it: then the intake vacuumed, so the rows its lines left behind do not
 * pile up until autovacuum comes by (the list counts the intake's lines, reading every row).
 */
export async function foldAndVacuumAuditIntake(
  db: Database,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const folded = await foldAuditIntake(db, shouldStop);
  if (folded > 0) await db.execute(sql`vacuum audit_intake`);
  return folded;
}

/** The fold as a duty: once per database, every second, whatever the number of processes. */
export function auditFoldDuty(ctx: Pick<AppContext, 'db'>): Duty {
  return {
    name: 'audit.fold-intake',
    intervalMs: () => FOLD_INTERVAL_MS,
    run: async ({ shouldStop }) => {
      await foldAndVacuumAuditIntake(ctx.db, shouldStop);
    },
  };
}
