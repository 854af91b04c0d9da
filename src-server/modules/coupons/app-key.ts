import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ja } from '@shared/messages';
import type { Database } from '../../platform/db/client';
import { serviceAppKeys } from './schema-app-keys';
import { services } from '../../platform/db/schema';
import { Unauthenticated } from '../../platform/errors';

/** A key starts with this, so a leaked one is recognisable (secret scanners, logs). */
const KEY_PREFIX = 'csk_';
const KEY_BYTES = 32;
/** csk_ + base64url of KEY_BYTES. */
const KEY_PATTERN = /^csk_[A-Za-z0-9_-]{43}$/;
const SHOWN_PREFIX_LENGTH = 12;

/** The service whose app is calling. */
export interface AppCaller {
  keyId: number;
  serviceId: number;
  subdomain: string;
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export const appUnauthenticated = () => new Unauthenticated(ja.appApi.unauthenticated);

/**
 * Issues a new key for a service's app and returns it; only its hash is kept, so this is the
 * one time it can be read. `key` may be given to install a known key (the demo data's).
 */
export async function issueAppKey(
  db: Database,
  serviceId: number,
  label: string,
  key: string = `${KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`,
): Promise<{ id: number; key: string }> {
  if (!KEY_PATTERN.test(key)) throw new Error('an app key is csk_ followed by 43 base64url characters');
  const [row] = await db
    .insert(serviceAppKeys)
    .values({ serviceId, label, keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashKey(key) })
    .returning({ id: serviceAppKeys.id });
  if (!row) throw new Error('app key was not saved');
  return { id: row.id, key };
}

export async function revokeAppKey(db: Database, keyId: number, now: Date): Promise<void> {
  await db.update(serviceAppKeys).set({ revokedAt: now }).where(eq(serviceAppKeys.id, keyId));
}

/** The app calling with `Authorization: Bearer <app key>`: a live key of an existing service, else 401. */
export async function authenticateApp(db: Database, request: FastifyRequest): Promise<AppCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const key = match?.[1];
  if (!key || !KEY_PATTERN.test(key)) throw appUnauthenticated();
  const [row] = await db
    .select({ keyId: serviceAppKeys.id, serviceId: services.id, subdomain: services.subdomain })
    .from(serviceAppKeys)
    .innerJoin(services, eq(services.id, serviceAppKeys.serviceId))
    .where(and(eq(serviceAppKeys.keyHash, hashKey(key)), isNull(serviceAppKeys.revokedAt)))
    .limit(1);
  if (!row) throw appUnauthenticated();
  return row;
}
