import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { paymentIngestKeys } from './schema';

const KEY_PREFIX = 'cpk_';
const KEY_BYTES = 32;
/** `cpk_` and base64url of KEY_BYTES. */
const KEY_PATTERN = /^cpk_[A-Za-z0-9_-]{43}$/;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * A new ingest API key for the service: handed to its payment provider once, kept only as a
 * hash. The demo's payment feed and the benchmark make theirs the same way.
 */
export async function issueIngestKey(db: Database, serviceId: number, label: string): Promise<string> {
  const key = `${KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
  await insertIngestKey(db, serviceId, key, label);
  return key;
}

/** Registers a key made elsewhere (the demo's well-known keys). */
export async function insertIngestKey(
  db: Database,
  serviceId: number,
  key: string,
  label: string,
): Promise<void> {
  if (!KEY_PATTERN.test(key)) throw new Error('not an ingest key');
  await db
    .insert(paymentIngestKeys)
    .values({ serviceId, keyHash: hashKey(key), keyPrefix: key.slice(0, 12), label })
    .onConflictDoNothing();
}

/** The service a live key belongs to, or null for a missing, malformed, unknown or revoked key. */
export async function serviceOfIngestKey(db: Database, key: string | undefined): Promise<number | null> {
  if (!key || !KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({ serviceId: paymentIngestKeys.serviceId })
    .from(paymentIngestKeys)
    .where(and(eq(paymentIngestKeys.keyHash, hashKey(key)), isNull(paymentIngestKeys.revokedAt)))
    .limit(1);
  return row?.serviceId ?? null;
}
