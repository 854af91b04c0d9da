/**
 * Handling contracts (取扱契約番号) of a shop and its estimate products (試算商品): a product is
 * priced in yen and offered under one of its own shop's contracts, whose terms make the trial
 * calculation's instalment table (src-shared/trial). Every row belongs to a service and a shop.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { authorColumn, mediaFiles, shops, timestamps } from '../../platform/db/schema';

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    /** Always the shop's service (contracts_shop_fk). */
    serviceId: integer('service_id').notNull(),
    shopId: integer('shop_id').notNull(),
    /** The natural key within the shop: imports find a contract by it. */
    contractNumber: varchar('contract_number', { length: 20 }).notNull(),
    /** Payment condition: '1'–'99', 'onetimePayment' or 'ribbonPayment' (parseContractCondition). */
    condition: varchar('condition', { length: 16 }).notNull(),
    /** INTEREST_TYPE of src-shared/constants. */
    interestType: smallint('interest_type').notNull(),
    /** Yen: the fixed monthly payment of revolving, else the smallest instalment allowed (null: none). */
    amountPayment: integer('amount_payment'),
    /** Percent, two decimals. */
    interestRate: numeric('interest_rate', { precision: 4, scale: 2, mode: 'number' }).notNull().default(0),
    createdBy: authorColumn('created_by'),
    ...timestamps,
  },
  (table) => [
    // One key for shop and service: a check per written row (an import writes 100,000) instead
    // of two, and a contract can never name another service than its shop's. A service's
    // deletion reaches its contracts through its shops.
    foreignKey({
      name: 'contracts_shop_fk',
      columns: [table.shopId, table.serviceId],
      foreignColumns: [shops.id, shops.serviceId],
    }).onDelete('cascade'),
    unique('contracts_shop_number_key').on(table.shopId, table.contractNumber),
    // Lets an estimate product's foreign key require a contract of its own shop.
    unique('contracts_id_shop_key').on(table.id, table.shopId),
    index('contracts_shop_regist_idx').on(table.shopId, table.registDate.desc(), table.id.desc()),
    check('contracts_number_check', sql`${table.contractNumber} ~ '^[A-Za-z0-9-]{1,20}$'`),
    check(
      'contracts_condition_check',
      sql`${table.condition} ~ '^[1-9][0-9]?$' or ${table.condition} in ('onetimePayment', 'ribbonPayment')`,
    ),
    check('contracts_interest_type_check', sql`${table.interestType} in (1, 2, 3)`),
    check(
      'contracts_interest_rate_check',
      sql`${table.interestRate} >= 0 and ${table.interestRate} <= 99.99`,
    ),
    check('contracts_free_rate_check', sql`${table.interestType} <> 1 or ${table.interestRate} = 0`),
    check(
      'contracts_amount_payment_check',
      sql`${table.amountPayment} is null or ${table.amountPayment} >= 0`,
    ),
    check(
      'contracts_revolving_check',
      sql`${table.condition} <> 'ribbonPayment' or (${table.interestType} <> 2 and ${table.amountPayment} >= 1)`,
    ),
  ],
);

export const estimateProducts = pgTable(
  'estimate_products',
  {
    id: serial('id').primaryKey(),
    /** Always the shop's service (estimate_products_shop_fk). */
    serviceId: integer('service_id').notNull(),
    shopId: integer('shop_id').notNull(),
    /** The natural key within the shop: imports and image file names find a product by it. */
    title: text('title').notNull(),
    /** Price in yen. */
    amount: integer('amount').notNull(),
    imageId: integer('image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    contractId: integer('contract_id').notNull(),
    createdBy: authorColumn('created_by'),
    ...timestamps,
  },
  (table) => [
    // As contracts_shop_fk: a product can never name another service than its shop's.
    foreignKey({
      name: 'estimate_products_shop_fk',
      columns: [table.shopId, table.serviceId],
      foreignColumns: [shops.id, shops.serviceId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'estimate_products_contract_fk',
      columns: [table.contractId, table.shopId],
      foreignColumns: [contracts.id, contracts.shopId],
    }).onDelete('restrict'),
    unique('estimate_products_shop_title_key').on(table.shopId, table.title),
    index('estimate_products_shop_regist_idx').on(table.shopId, table.registDate.desc(), table.id.desc()),
    index('estimate_products_service_idx').on(table.serviceId),
    index('estimate_products_contract_idx').on(table.contractId),
    check('estimate_products_amount_check', sql`${table.amount} >= 1`),
    check('estimate_products_title_check', sql`char_length(${table.title}) between 1 and 100`),
  ],
);
