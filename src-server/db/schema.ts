/**
 * The database schema of the reference API (PostgreSQL dialect; PGlite runs the same SQL).
 * Every tenant row carries a service_id. After changing this file, regenerate the SQL
 * migrations with `npx drizzle-kit generate` (see drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
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

const timestamps = {
  registDate: timestamp('regist_date', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A 0/1 flag column (the API's ENABLE/DISABLE). */
const flag = (name: string) => smallint(name).notNull().default(0);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  zipcode: varchar('zipcode', { length: 7 }),
  address: text('address'),
  telephone: varchar('telephone', { length: 11 }),
  ...timestamps,
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subdomain: varchar('subdomain', { length: 63 }).notNull(),
    enableTopSetting: flag('enable_top_setting'),
    enableCustomerSetting: flag('enable_customer_setting'),
    enableTrailCalc: flag('enable_trail_calc'),
    enableCouponSetting: flag('enable_coupon_setting'),
    enableNotificationSetting: flag('enable_notification_setting'),
    enableGallerySetting: flag('enable_gallery_setting'),
    enableMenuSetting: flag('enable_menu_setting'),
    ...timestamps,
  },
  (table) => [uniqueIndex('services_subdomain_unique').on(table.subdomain)],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('groups_service_name_unique').on(table.serviceId, table.name)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    shopCode: varchar('shop_code', { length: 32 }),
    name: text('name').notNull(),
    zipcode: varchar('zipcode', { length: 7 }).notNull(),
    /** JIS X 0401 prefecture code (1 Hokkaido .. 47 Okinawa). */
    prefectureId: smallint('prefecture_id').notNull(),
    municipality: text('municipality').notNull(),
    streetAddress: text('street_address').notNull(),
    buildingName: text('building_name'),
    telephone: varchar('telephone', { length: 11 }).notNull(),
    /** SHOP_STATUS of ./enums. */
    status: smallint('status').notNull(),
    ecEnabled: flag('ec_enabled'),
    ...timestamps,
  },
  (table) => [
    index('shops_service_idx').on(table.serviceId),
    index('shops_group_idx').on(table.groupId),
    check('shops_prefecture_check', sql`${table.prefectureId} between 1 and 47`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so the unique index is case-insensitive in effect. */
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    nameSei: text('name_sei').notNull(),
    nameMei: text('name_mei').notNull(),
    status: smallint('status').notNull().default(2),
    /** Null for master users only. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    policySummaryManagement: boolean('policy_summary_management').notNull().default(false),
    policyPaymentHistory: boolean('policy_payment_history').notNull().default(false),
    passwordExpiredAt: timestamp('password_expired_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_service_idx').on(table.serviceId),
    check('users_role_check', sql`${table.role} between 1 and 4`),
    check('users_status_check', sql`${table.status} in (2, 3)`),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('access_tokens_hash_unique').on(table.tokenHash),
    index('access_tokens_user_idx').on(table.userId),
  ],
);

/** Failed logins, kept in the database so every server process shares the rate limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attemptedAt),
    index('login_attempts_ip_idx').on(table.ip, table.attemptedAt),
  ],
);
