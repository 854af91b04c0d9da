import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { APP_IDEMPOTENCY_HEADER, APP_IDEMPOTENCY_TTL_MS } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { invalidField } from '../../platform/errors';
import { appIdempotencyKeys } from './schema-idempotency';

/** Printable ASCII, as clients write UUIDs and the like. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** An answer of the app-facing API as it is sent and kept. */
export interface AppAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * The request's `Idempotency-Key`, or null without one; a key that is not 1–255 printable ASCII
 * characters is refused (422).
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[APP_IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value === 'string' && KEY_PATTERN.test(value)) return value;
  const message = fieldMessage(ja.server.fields.idempotencyKey, ja.server.idempotencyKeyInvalid);
  throw invalidField(APP_IDEMPOTENCY_HEADER, message);
}

/** The fingerprint of what a call asks: another call under the same key must ask the same. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export interface IdempotentCall {
  serviceId: number;
  key: string;
  fingerprint: string;
  now: Date;
}

/**
 * Runs `act` once per key of the service within 24 hours and answers its answer, or the answer
 * kept for the key (`replayed`). The key's row is inserted in the transaction that acts, first:
 * a concurrent call with the same key waits on the row's unique key until that transaction
 * ends, then finds the answer (or, if it failed and rolled back, acts itself). An answer `act`
 * throws (a request error) is not kept. The same key with another request is refused (422).
 */
export async function onceForKey(
  db: Database,
  call: IdempotentCall,
  act: (tx: Database) => Promise<AppAnswer>,
): Promise<AppAnswer & { replayed: boolean }> {
  const expired = new Date(call.now.getTime() - APP_IDEMPOTENCY_TTL_MS);
  const fresh = await db.transaction(async (tx) => {
    await tx
      .delete(appIdempotencyKeys)
      .where(
        and(eq(appIdempotencyKeys.serviceId, call.serviceId), lt(appIdempotencyKeys.createdAt, expired)),
      );
    // A placeholder answer, replaced below before the transaction commits: nobody else sees it.
    const claimed = await tx
      .insert(appIdempotencyKeys)
      .values({
        serviceId: call.serviceId,
        key: call.key,
        requestHash: call.fingerprint,
        statusCode: 0,
        response: sql`'null'::jsonb`,
        createdAt: call.now,
      })
      .onConflictDoNothing()
      .returning({ key: appIdempotencyKeys.key });
    if (claimed.length === 0) return null;
    const answer = await act(tx);
    await tx
      .update(appIdempotencyKeys)
      .set({ statusCode: answer.statusCode, response: answer.body as object })
      .where(and(eq(appIdempotencyKeys.serviceId, call.serviceId), eq(appIdempotencyKeys.key, call.key)));
    return answer;
  });
  if (fresh) return { ...fresh, replayed: false };

  const [kept] = await db
    .select({
      requestHash: appIdempotencyKeys.requestHash,
      statusCode: appIdempotencyKeys.statusCode,
      response: appIdempotencyKeys.response,
    })
    .from(appIdempotencyKeys)
    .where(and(eq(appIdempotencyKeys.serviceId, call.serviceId), eq(appIdempotencyKeys.key, call.key)));
  // Gone since (expired and purged by another call in between): act as a new call.
  if (!kept) return onceForKey(db, call, act);
  if (kept.requestHash !== call.fingerprint) {
    const message = fieldMessage(ja.server.fields.idempotencyKey, ja.server.idempotencyKeyReused);
    throw invalidField(APP_IDEMPOTENCY_HEADER, message);
  }
  return { statusCode: kept.statusCode, body: kept.response, replayed: true };
}
