/**
 * Two-step sign-in (2段階認証): each account's TOTP secret, its recovery codes, and the sign-ins
 * that passed the password and wait for the code. After changing this file, regenerate the
 * migrations with `npx drizzle-kit generate`.
 */
import {
  bigserial,
  char,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../../platform/db/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's TOTP secret, encrypted with the server's second-factor key (see
 * ./second-factor/secret-box.ts). `enabledAt` is null while an enrolment awaits its first code.
 * `lastUsedStep` is the time step of the last code accepted: a code is taken only for a later
 * step, so no code works twice.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: instant('enabled_at'),
  lastUsedStep: integer('last_used_step'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Ten single-use recovery codes per account, kept as keyed hashes (HMAC-SHA-256). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userIdColumn(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('user_recovery_codes_user_idx').on(table.userId)],
);

/**
 * A sign-in that passed its password and waits for the second step: the code of an enrolled
 * account, or the enrolment the service requires. Only the token's hash is kept; it lives a few
 * minutes and takes a few wrong codes.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userIdColumn(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    /** 'code' (enrolled) or 'enrol' (the service requires a second factor the account lacks). */
    purpose: varchar('purpose', { length: 8 }).notNull(),
    failures: smallint('failures').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('login_challenges_expiry_idx').on(table.expiresAt)],
);

export type LoginChallengePurpose = 'code' | 'enrol';
