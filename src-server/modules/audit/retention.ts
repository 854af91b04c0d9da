import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_MIN_RETENTION_DAYS } from '@shared/constants';
import { auditLog } from '../../platform/audit/schema';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { PollLoop } from '../../platform/jobs/poll-loop';
import { DAY_MS } from '../../platform/settings';
import { foldAuditIntake } from './fold';

/** Lines deleted per transaction: the purge never holds a long lock or a large WAL burst. */
const PURGE_BATCH = 5_000;

/**
 * Deletes the 操作ログ lines older than the retention (never less than a year: the database
 * refuses younger ones, whatever the setting says) in batches; answers how many.
 */
export async function purgeAuditLines(db: Database, now: Date, retentionDays: number): Promise<number> {
  const days = Math.max(retentionDays, AUDIT_MIN_RETENTION_DAYS);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  // Lines are purged from audit_log: those still in the intake go there first.
  await foldAuditIntake(db);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit.purge', 'on', true)`);
      const old = tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            lt(auditLog.occurredAt, cutoff),
            sql`${auditLog.occurredAt} < now() - make_interval(days => ${AUDIT_MIN_RETENTION_DAYS})`,
          ),
        )
        .orderBy(auditLog.id)
        .limit(PURGE_BATCH);
      const deleted = await tx
        .delete(auditLog)
        .where(inArray(auditLog.id, old))
        .returning({ id: auditLog.id });
      return deleted.length;
    });
    purged += batch;
    if (batch < PURGE_BATCH) return purged;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Purges the 操作ログ lines past their retention now (the app also does it every few hours). */
    purgeAuditLines(): Promise<number>;
  }
}

/** The purge of old lines, run now and then while the app is up. */
export function installAuditRetention(app: FastifyInstance, ctx: AppContext): void {
  const purge = () => purgeAuditLines(ctx.db, ctx.clock(), ctx.settings.auditRetentionDays);
  const loop = new PollLoop(
    async () => void (await purge()),
    () => ctx.settings.auditPurgeIntervalMs,
    (error) => app.log.error({ err: error }, 'audit purge failed; retrying at the next round'),
  );
  app.decorate('purgeAuditLines', purge);
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', () => loop.stop());
}
