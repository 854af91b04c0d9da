/**
 * Credentials of a service's customer app: the app-facing API (`/app/...`) authenticates with
 * one of these, never with a console user's token. Only the key's SHA-256 is stored.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { char, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { serviceIdColumn } from '../../platform/db/schema';

export const serviceAppKeys = pgTable(
  'service_app_keys',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    /** What the key is for (「iOSアプリ 本番」), for the people who rotate it. */
    label: text('label').notNull(),
    /** The key's first characters, to tell keys apart in logs without revealing them. */
    keyPrefix: varchar('key_prefix', { length: 12 }).notNull(),
    /** Hex SHA-256 of the key. */
    keyHash: char('key_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('service_app_keys_hash_unique').on(table.keyHash),
    index('service_app_keys_service_idx').on(table.serviceId),
  ],
);
