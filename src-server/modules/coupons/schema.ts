/**
 * Coupons and their uses: the store-marketing side of a service (its news are in the news
 * module). Each row belongs to a service and to the shop that made it; a store sees its own, a
 * group its group's shops'.
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
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers';
import {
  authorColumn,
  mediaFiles,
  serviceIdColumn,
  shopIdColumn,
  timestamps,
} from '../../platform/db/schema';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    imageId: integer('image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    /** LIMIT_TYPE of src-shared/constants. */
    limitType: smallint('limit_type').notNull(),
    /** Uses left; null when not limited. The app's use decrements it atomically. */
    remainingUsage: integer('remaining_usage'),
    usedCount: integer('used_count').notNull().default(0),
    displayNote: text('display_note').notNull().default(''),
    /** A key of NOTE_BACKGROUNDS of src-shared/constants. */
    noteBackground: varchar('note_background', { length: 16 }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** 00:00:00 Tokyo of the first day. */
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** 23:59:59 Tokyo of the last day. */
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** ACCOUNT_STATUS: ACTIVE, or PAUSE while the shop has paused it. */
    status: smallint('status').notNull().default(2),
    createdBy: authorColumn('created_by'),
    ...timestamps,
  },
  (table) => [
    index('coupons_service_regist_idx').on(table.serviceId, table.registDate.desc(), table.id.desc()),
    index('coupons_shop_regist_idx').on(table.shopId, table.registDate.desc(), table.id.desc()),
    index('coupons_service_period_idx').on(table.serviceId, table.endDate, table.startDate),
    check('coupons_limit_type_check', sql`${table.limitType} in (0, 1)`),
    check(
      'coupons_remaining_check',
      sql`(${table.limitType} = 0 and ${table.remainingUsage} is null) or (${table.limitType} = 1 and ${table.remainingUsage} >= 0)`,
    ),
    check('coupons_used_count_check', sql`${table.usedCount} >= 0`),
    check('coupons_status_check', sql`${table.status} in (2, 3)`),
    check('coupons_period_check', sql`${table.startDate} <= ${table.endDate}`),
    check(
      'coupons_note_background_check',
      sql`${table.noteBackground} in ('skyBlue', 'red', 'orange', 'navyBlue', 'yellow', 'green', 'pink', 'brown', 'black', 'white')`,
    ),
  ],
);

/** One use of a coupon by a customer of the service, at the coupon's shop. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: serviceIdColumn(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** The coupon's shop, kept here so the history filters and scopes without a join. */
    shopId: shopIdColumn(),
    /** Null once the customer is deleted: the use still counts. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_uses_service_used_idx').on(table.serviceId, table.usedAt.desc(), table.id.desc()),
    index('coupon_uses_shop_used_idx').on(table.shopId, table.usedAt.desc(), table.id.desc()),
    index('coupon_uses_coupon_used_idx').on(table.couponId, table.usedAt.desc()),
    index('coupon_uses_customer_idx').on(table.customerId),
  ],
);
