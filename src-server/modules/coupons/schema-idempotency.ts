/**
 * Idempotency keys of the app-facing API (the `Idempotency-Key` header): the first answer to a
 * key, kept for 24 hours so that a retried call gets it again instead of acting twice.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { char, index, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { serviceIdColumn } from '../../platform/db/schema';

export const appIdempotencyKeys = pgTable(
  'app_idempotency_keys',
  {
    serviceId: serviceIdColumn(),
    key: varchar('key', { length: 255 }).notNull(),
    /** Hex SHA-256 of what was asked (the path's ids and the body): another request under the key is refused. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.key] }),
    index('app_idempotency_keys_created_idx').on(table.serviceId, table.createdAt),
  ],
);
