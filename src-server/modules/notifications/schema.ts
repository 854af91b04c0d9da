/**
 * Notices from head office to a service or to one of its shops, shown on the recipients'
 * dashboards from the start date to the end date (Tokyo calendar days, both included).
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { authorColumn, serviceIdColumn, shops, timestamps } from '../../platform/db/schema';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    /** Null: every user of the service; else the shop's own users (and its group's). */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdBy: authorColumn('created_by'),
    ...timestamps,
  },
  (table) => [
    index('notifications_service_regist_idx').on(table.serviceId, table.registDate.desc(), table.id.desc()),
    index('notifications_regist_idx').on(table.registDate.desc(), table.id.desc()),
    index('notifications_service_period_idx').on(table.serviceId, table.endDate, table.startDate),
    index('notifications_shop_idx').on(table.shopId),
    check('notifications_period_check', sql`${table.startDate} <= ${table.endDate}`),
  ],
);
