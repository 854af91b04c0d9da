import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Duty } from '../background/duties';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { accessTokens } from '../db/schema';

/** A session that ended (expired, signed out or revoked) is kept this long, then deleted. */
export const ENDED_SESSION_RETENTION_MS = 24 * 60 * 60_000;
/** How often the ended sessions are deleted (by one process of the database at a time). */
export const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes the sessions that ended over `retentionMs` before `now`: their tokens sign nobody in
 * any more, and without this every login would leave a row behind for good. Answers how many.
 */
export async function purgeEndedSessions(db: Database, now: Date, retentionMs: number): Promise<number> {
  const endedBefore = new Date(now.getTime() - retentionMs);
  const deleted = await db
    .delete(accessTokens)
    .where(
      or(
        lt(accessTokens.expiresAt, endedBefore),
        and(isNotNull(accessTokens.revokedAt), lt(accessTokens.revokedAt, endedBefore)),
      ),
    )
    .returning({ id: accessTokens.id });
  return deleted.length;
}

/** The purge of ended sessions as a duty: once per database every hour, whatever the number of processes. */
export function sessionRetentionDuty(ctx: Pick<AppContext, 'db' | 'clock'>): Duty {
  return {
    name: 'auth.purge-ended-sessions',
    intervalMs: () => SESSION_PURGE_INTERVAL_MS,
    run: async () => {
      await purgeEndedSessions(ctx.db, ctx.clock(), ENDED_SESSION_RETENTION_MS);
    },
  };
}
