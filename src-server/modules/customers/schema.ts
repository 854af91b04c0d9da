/**
 * Customers: the people who use a service's app. Payments, coupon uses and pushes point at them,
 * so the table is shared by several areas; the customers area owns its screens and writes.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { authorColumn, serviceIdColumn, timestamps } from '../../platform/db/schema';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
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
    updatedBy: authorColumn('updated_by'),
    ...timestamps,
    /**
     * The name search's index terms: every character and every pair of neighbouring characters
     * of the kanji and of the katakana name, each prefixed with the service id (`12:山田`), so
     * one GIN index finds a service's customers whose name contains a keyword. Core PostgreSQL
     * only (pg_trgm is not in PGlite's default build, and splits no Japanese words). Kept by the
     * database itself: customer_name_grams() is defined in the migration.
     */
    nameGrams: text('name_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`customer_name_grams(service_id, name_sei || name_mei, name_sei_kana || name_mei_kana)`,
      ),
  },
  (table) => [
    index('customers_service_regist_idx').on(table.serviceId, table.registDate.desc(), table.id.desc()),
    // varchar_pattern_ops: equality and the prefix search (`LIKE '0901234%'`) in any collation.
    index('customers_service_mobile_prefix_idx').on(
      table.serviceId,
      table.mobilePhone.op('varchar_pattern_ops'),
    ),
    index('customers_service_kana_idx').on(
      table.serviceId,
      sql`(${table.nameSeiKana} || ${table.nameMeiKana})`,
    ),
    index('customers_name_grams_idx').using('gin', table.nameGrams),
  ],
);

/**
 * The account a customer linked in the app (spec: Customer linked, mailAddress and mobileNo):
 * at most one per customer; the e-mail address is unique in the service (in any letter case).
 */
export const customerLinkedAccounts = pgTable(
  'customer_linked_accounts',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mailAddress: varchar('mail_address', { length: 255 }),
    /** Digits only, as mobilePhone. */
    mobileNo: varchar('mobile_no', { length: 11 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_linked_accounts_customer_idx').on(table.customerId),
    // Unique per service, and the e-mail search's prefix index (`LIKE 'sato%'`).
    uniqueIndex('customer_linked_accounts_mail_idx').on(
      table.serviceId,
      sql`lower(${table.mailAddress}) text_pattern_ops`,
    ),
    index('customer_linked_accounts_mobile_idx').on(
      table.serviceId,
      table.mobileNo.op('varchar_pattern_ops'),
    ),
    index('customer_linked_accounts_linked_idx').on(table.serviceId, table.linkedAt.desc(), table.id.desc()),
    check(
      'customer_linked_accounts_something_check',
      sql`${table.mailAddress} is not null or ${table.mobileNo} is not null`,
    ),
  ],
);

/** A phone of a customer's app that can receive pushes (an FCM registration token). */
export const customerDeviceTokens = pgTable(
  'customer_device_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: serviceIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 512 }).notNull(),
    /** DEVICE_PLATFORM of src-shared/constants. */
    platform: smallint('platform').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_device_tokens_token_idx').on(table.serviceId, table.token),
    // A push to all walks a service's tokens in id order, one batch after another.
    index('customer_device_tokens_service_idx').on(table.serviceId, table.id),
    index('customer_device_tokens_customer_idx').on(table.customerId),
    check('customer_device_tokens_platform_check', sql`${table.platform} in (1, 2)`),
  ],
);
