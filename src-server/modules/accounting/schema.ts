/**
 * 会計連携設定: a service's names for its sales journals (accounts, sub-accounts, tax categories
 * per accounting software), the business day's start, the default tax rate and the file form.
 * The settings are one document, edited and saved whole (src-shared/validation/forms/accounting.ts
 * checks it on the way in and again when it is read).
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { AccountingSettingsFormValues } from '@shared/validation';
import { authorColumn, services, timestamps } from '../../platform/db/schema';

export const accountingSettings = pgTable('accounting_settings', {
  serviceId: integer('service_id')
    .primaryKey()
    .references(() => services.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<AccountingSettingsFormValues>().notNull(),
  updatedBy: authorColumn('updated_by'),
  ...timestamps,
});
