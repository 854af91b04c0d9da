import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_STATUS } from '@shared/constants';
import type { Role } from '@shared/constants';
import { noteAuditActor } from '../audit/scope';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { accessTokens, users } from '../db/schema';
import { sessionExpired } from '../errors';

/** The authenticated user of a request. */
export interface Caller {
  tokenId: number;
  userId: number;
  role: Role;
  serviceId: number | null;
  shopId: number | null;
  groupId: number | null;
}

const TOKEN_BYTES = 32;
/** base64url of TOKEN_BYTES. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates an opaque bearer token; only its hash is stored. */
export async function issueToken(
  { db, clock, settings }: AppContext,
  userId: number,
): Promise<{ accessToken: string; expiresAt: Date }> {
  const accessToken = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(clock().getTime() + settings.tokenTtlMs);
  await db.insert(accessTokens).values({ userId, tokenHash: hashToken(accessToken), expiresAt });
  return { accessToken, expiresAt };
}

/** The caller of a request with a live bearer token of an active user; anything else is 401. */
export async function authenticate({ db, clock }: AppContext, request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw sessionExpired();
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      userId: users.id,
      role: users.role,
      serviceId: users.serviceId,
      shopId: users.shopId,
      groupId: users.groupId,
      nameSei: users.nameSei,
      nameMei: users.nameMei,
      email: users.email,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, clock()),
        eq(users.status, ACCOUNT_STATUS.ACTIVE),
      ),
    )
    .limit(1);
  if (!row) throw sessionExpired();
  const { nameSei, nameMei, email, ...caller } = row;
  const role = row.role as Role;
  noteAuditActor({ ...caller, role, name: `${nameSei} ${nameMei}`, email });
  return { ...caller, role };
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export async function revokeToken(db: Database, tokenId: number, now: Date): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
}

/** Ends every other session of the user (after a password change). */
export async function revokeOtherTokens(db: Database, caller: Caller, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.userId, caller.userId),
        ne(accessTokens.id, caller.tokenId),
        isNull(accessTokens.revokedAt),
      ),
    );
}
