/**
 * Customers: the people who use a service's app. Payments, coupon uses and pushes point at them,
 * so the table is shared by several areas; the customers area owns its screens and writes.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { services, users } from './schema';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    nameSei: text('name_sei').notNull(),
    nameMei: text('name_mei').notNull(),
    /** Full-width katakana readings, searched as well as the kanji. */
    nameSeiKana: text('name_sei_kana').notNull(),
    nameMeiKana: text('name_mei_kana').notNull(),
    /** Digits only (070/080/090 + 8 digits). */
    mobilePhone: varchar('mobile_phone', { length: 11 }),
    homePhone: varchar('home_phone', { length: 11 }),
    /** scrypt hash of the app password; set by the operator, never answered. */
    passwordHash: text('password_hash'),
    /** Who last changed the record from the console (null: the app or the seed). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    registDate: timestamp('regist_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customers_service_regist_idx').on(table.serviceId, table.registDate.desc(), table.id.desc()),
    index('customers_service_mobile_idx').on(table.serviceId, table.mobilePhone),
    index('customers_service_kana_idx').on(table.serviceId, sql`(${table.nameSeiKana} || ${table.nameMeiKana})`),
  ],
);
