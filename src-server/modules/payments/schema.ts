/**
 * Payments (the payment provider's records, taken in through the ingest endpoint), the
 * per-service ingest API keys, and the sales rollups (an EC payment's changes are in the audit trail).
 *
 * The rollup tables are kept by triggers on `payments` (migrations 0009 and 0025, custom SQL):
 * every insert, update or delete of payments adds its difference to them in the same
 * transaction, so they always equal a GROUP BY over the payments, however the payments were
 * written. The sales figures read the totals; the sales journals read the journal totals.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { authorColumn, serviceIdColumn, shopIdColumn, timestamps } from '../../platform/db/schema';
import { customers } from '../customers';

export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The payment provider's id of the payment; a payment sent twice is stored once. */
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    /** PAYMENT_CHANNEL of src-shared/constants. */
    channel: smallint('channel').notNull(),
    /** PAYMENT_METHOD of src-shared/constants. */
    paymentMethod: smallint('payment_method').notNull(),
    /** An instalment count ('1'..'99'), or 'onetimePayment' / 'ribbonPayment'. */
    paymentCount: varchar('payment_count', { length: 16 }).notNull(),
    /** What was bought, as the terminal or the EC site describes it. */
    itemName: text('item_name').notNull(),
    /** Yen; for an EC payment the amount now (its sales may be confirmed for less). */
    amount: integer('amount').notNull(),
    /**
     * Of the amount, the yen at the reduced 8% consumption tax rate (the rest is at 10%); null
     * when the provider did not say, and the journals use the service's default rate.
     */
    reducedRateAmount: integer('reduced_rate_amount'),
    /** PAYMENT_STATUS: completed, or cancelled (left out of the sales figures). */
    status: smallint('status').notNull(),
    /** EC payments only: EC_SALES_TYPE and EC_PAYMENT_STATUS. */
    ecSalesType: smallint('ec_sales_type'),
    ecStatus: smallint('ec_status'),
    /** EC payments only: the amount first authorised, which a later amount may not exceed. */
    ecAuthorizedAmount: integer('ec_authorized_amount'),
    /** When the customer paid (the provider's time). */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** Who last changed the payment in the console (EC edits); null when only the provider wrote it. */
    updatedBy: authorColumn('updated_by'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_service_transaction_unique').on(table.serviceId, table.transactionId),
    // The history's period (and period + shop) filters, newest first.
    index('payments_service_paid_idx').on(table.serviceId, table.paidAt.desc(), table.id.desc()),
    index('payments_shop_paid_idx').on(table.shopId, table.paidAt.desc(), table.id.desc()),
    // The history sorted by amount.
    index('payments_service_amount_idx').on(table.serviceId, table.amount.desc(), table.id.desc()),
    // The EC history: the EC payments alone.
    index('payments_ec_service_paid_idx')
      .on(table.serviceId, table.paidAt.desc(), table.id.desc())
      .where(sql`${table.channel} = 2`),
    index('payments_ec_shop_paid_idx')
      .on(table.shopId, table.paidAt.desc(), table.id.desc())
      .where(sql`${table.channel} = 2`),
    index('payments_customer_idx').on(table.customerId),
    check('payments_channel_check', sql`${table.channel} in (1, 2)`),
    check('payments_method_check', sql`${table.paymentMethod} between 1 and 4`),
    check('payments_status_check', sql`${table.status} in (1, 2)`),
    check('payments_amount_check', sql`${table.amount} between 1 and 2147483647`),
    check(
      'payments_reduced_rate_amount_check',
      sql`${table.reducedRateAmount} is null or ${table.reducedRateAmount} between 0 and ${table.amount}`,
    ),
    check(
      'payments_count_check',
      sql`${table.paymentCount} ~ '^[1-9][0-9]?$' or ${table.paymentCount} in ('999', 'onetimePayment', 'ribbonPayment')`,
    ),
    check(
      'payments_ec_check',
      sql`(${table.channel} = 2) = (${table.ecStatus} is not null and ${table.ecSalesType} is not null and ${table.ecAuthorizedAmount} is not null)`,
    ),
    check('payments_ec_status_check', sql`${table.ecStatus} between 1 and 4`),
    check('payments_ec_sales_type_check', sql`${table.ecSalesType} in (1, 2)`),
    check(
      'payments_ec_cancelled_check',
      sql`${table.ecStatus} is null or (${table.status} = 2) = (${table.ecStatus} in (3, 4))`,
    ),
    check('payments_ec_amount_check', sql`${table.amount} <= ${table.ecAuthorizedAmount}`),
  ],
);

/** The keys a payment provider sends payments of a service with. Only a hash is kept. */
export const paymentIngestKeys = pgTable(
  'payment_ingest_keys',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    /** Hex SHA-256 of the key. */
    keyHash: char('key_hash', { length: 64 }).notNull(),
    /** The first characters of the key, to tell keys apart without keeping them. */
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_ingest_keys_hash_unique').on(table.keyHash),
    index('payment_ingest_keys_service_idx').on(table.serviceId),
  ],
);

/** What every rollup row counts: the sales (completed payments) and the cancelled payments apart. */
const totals = {
  salesCount: integer('sales_count').notNull().default(0),
  salesAmount: bigint('sales_amount', { mode: 'number' }).notNull().default(0),
  cancelledCount: integer('cancelled_count').notNull().default(0),
  cancelledAmount: bigint('cancelled_amount', { mode: 'number' }).notNull().default(0),
};

/** A shop's payments per Tokyo calendar day. */
export const paymentDailyShopTotals = pgTable(
  'payment_daily_shop_totals',
  {
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    ...totals,
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day] }),
    index('payment_daily_shop_totals_service_idx').on(table.serviceId, table.day),
  ],
);

/** A shop's payments per Tokyo calendar month (`month` is its first day). */
export const paymentMonthlyShopTotals = pgTable(
  'payment_monthly_shop_totals',
  {
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    ...totals,
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.month] }),
    index('payment_monthly_shop_totals_service_idx').on(table.serviceId, table.month),
  ],
);

/** A whole service's payments per Tokyo calendar day. */
export const paymentDailyServiceTotals = pgTable(
  'payment_daily_service_totals',
  {
    serviceId: serviceIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    ...totals,
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.day] })],
);

/**
 * What the sales journals book, per group of payments: how many, their yen, the part of it the
 * provider said is at the reduced 8% rate, and the yen of payments whose provider said nothing
 * (booked at the service's default rate, a setting that may change); every payment and the
 * cancelled ones apart. Kept by triggers on `payments` (migration 0025) like the totals above.
 */
const journalTotals = {
  paymentCount: integer('payment_count').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  reducedAmount: bigint('reduced_amount', { mode: 'number' }).notNull().default(0),
  unsaidAmount: bigint('unsaid_amount', { mode: 'number' }).notNull().default(0),
  cancelledCount: integer('cancelled_count').notNull().default(0),
  cancelledAmount: bigint('cancelled_amount', { mode: 'number' }).notNull().default(0),
  cancelledReducedAmount: bigint('cancelled_reduced_amount', { mode: 'number' }).notNull().default(0),
  cancelledUnsaidAmount: bigint('cancelled_unsaid_amount', { mode: 'number' }).notNull().default(0),
};

/** The journal rollups keep the early part of a day in half hours, */
export const JOURNAL_SLOT_MINUTES = 30;
/** up to 11:30 (Tokyo): the latest business day cutoff they answer (migration 0025's slots 0-22). */
export const JOURNAL_EARLY_SLOTS_END_MINUTES = 11 * 60 + 30;

/**
 * The journal's category of a payment (1-4 the in-store payment methods, 5 every EC payment),
 * as JOURNAL_CATEGORIES of src-shared/constants orders them.
 */
const journalCategoryColumn = () => smallint('category').notNull();

/** A shop's payments per Tokyo calendar day and journal category. */
export const journalDailyShopTotals = pgTable(
  'journal_daily_shop_totals',
  {
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    category: journalCategoryColumn(),
    ...journalTotals,
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day, table.category] }),
    index('journal_daily_shop_totals_service_idx').on(table.serviceId, table.day),
  ],
);

/**
 * The part of a shop's day before 11:30 (Tokyo), per half hour (`slot` 0 is 0:00–0:29, 22 is
 * 11:00–11:29) and journal category: the payments a business day cutoff (0:00–11:30, in
 * half-hour steps) moves to the day before. A business day is its calendar day less its slots
 * before the cutoff plus the next day's.
 */
export const journalEarlySlotTotals = pgTable(
  'journal_early_slot_totals',
  {
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    category: journalCategoryColumn(),
    ...journalTotals,
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day, table.slot, table.category] }),
    index('journal_early_slot_totals_service_idx').on(table.serviceId, table.day, table.slot),
    check('journal_early_slot_totals_slot_check', sql`${table.slot} between 0 and 22`),
  ],
);
