import { z } from 'zod';
import {
  ACCOUNTING_TARGET,
  DEPARTMENT_SOURCE,
  FILE_ENCODING,
  JOURNAL_CATEGORIES,
  JOURNAL_CATEGORY,
  JOURNAL_MAX_DAYS,
  JOURNAL_MAX_SHOPS,
  LINE_ENDING,
  TAX_RATE,
  YAYOI_EDITION,
} from '../constants/accounting';
import type { AccountingTarget, JournalCategory } from '../constants/accounting';
import { MAX_INTEGER } from '../constants/limits';
import { daysBetween } from '../datetime/calendar-days';
import { ja } from '../messages/ja';
import { formatMessage } from '../messages/format';
import { accountingSettingsFormSchema } from '../validation/forms/accounting';
import type { AccountingSettingsFormValues, TargetSettings } from '../validation/forms/accounting';
import { fieldMessage } from '../validation/message';
import { optionalUpdatedAtSchema } from './writes';
import { dayQuerySchema, rangeChecks } from './payments';

/**
 * 会計ソフト連携 (ours, beyond the spec): the sales journals for 弥生会計, freee and
 * マネーフォワード クラウド会計, and the company's own names for them (会計連携設定).
 *   GET /{subdomain}/accounting/settings          -> accountingSettingsResponseSchema
 *   PUT /{subdomain}/accounting/settings          accountingSettingsRequestSchema -> accountingSettingsWriteResponseSchema
 *   GET /{subdomain}/accounting/journal-summary   journalSummaryQuerySchema -> journalSummaryResponseSchema
 *   GET /{subdomain}/exports/{0101|0102|0103}     journalFiltersSchema -> an export job (src-shared/api/jobs.ts)
 * Head office only (master, and a client with the summaryManagement policy, as the summary).
 * Before the first save the settings are DEFAULT_ACCOUNTING_SETTINGS with `updatedAt` null.
 */

export const accountingSettingsSchema = accountingSettingsFormSchema.extend({
  /** Null until the settings are first saved. */
  updatedAt: z.string().nullable(),
});
export type AccountingSettings = z.output<typeof accountingSettingsSchema>;
export const accountingSettingsResponseSchema = z.object({ data: accountingSettingsSchema });
export const accountingSettingsWriteResponseSchema = z.object({
  message: z.string(),
  data: accountingSettingsSchema,
});

/** The settings with the `updatedAt` they were read with (null for the first save). */
export const accountingSettingsRequestSchema = accountingSettingsFormSchema.extend({
  updatedAt: optionalUpdatedAtSchema,
});
export type AccountingSettingsRequest = z.input<typeof accountingSettingsRequestSchema>;

const categories = ja.accounting.categories;

function receivables(account: string): TargetSettings['receivables'] {
  return Object.fromEntries(
    JOURNAL_CATEGORIES.map((category) => [category, { account, subAccount: categories[category] }]),
  ) as Record<JournalCategory, { account: string; subAccount: string }>;
}

/** Each software's standard names (its tax categories for 税込 sales at 10% and 8%). */
function defaultTarget(target: AccountingTarget): TargetSettings {
  const tax = {
    yayoi: { receivable: '対象外', standard: '課税売上内10%', reduced: '課税売上内軽減8%' },
    freee: { receivable: '対象外', standard: '課税売上10%', reduced: '課税売上8%（軽）' },
    moneyForward: { receivable: '対象外', standard: '課税売上 10%', reduced: '課税売上 (軽)8%' },
  }[target];
  return {
    receivables: receivables('売掛金'),
    sales: { account: '売上高', subAccount: '' },
    cancellations: { account: '売上高', subAccount: '' },
    taxCategories: {
      receivable: tax.receivable,
      sales10: tax.standard,
      sales8: tax.reduced,
      cancellations10: tax.standard,
      cancellations8: tax.reduced,
    },
    encoding: FILE_ENCODING.SHIFT_JIS,
    lineEnding: LINE_ENDING.CRLF,
  };
}

/** What a service's journals use until its settings are saved. */
export const DEFAULT_ACCOUNTING_SETTINGS: AccountingSettingsFormValues = {
  defaultTarget: ACCOUNTING_TARGET.YAYOI,
  businessDayCutoffMinutes: 0,
  defaultTaxRate: TAX_RATE.STANDARD,
  department: DEPARTMENT_SOURCE.SHOP_NAME,
  yayoiEdition: YAYOI_EDITION.DESKTOP,
  targets: {
    yayoi: defaultTarget('yayoi'),
    freee: defaultTarget('freee'),
    moneyForward: defaultTarget('moneyForward'),
  },
};

const serverFields = ja.server.fields;

/** `1,2,3`: the shops picked (none: every shop in reach), at most JOURNAL_MAX_SHOPS. */
export const shopIdListQuerySchema = z
  .string()
  .trim()
  .regex(/^\d+(,\d+)*$/)
  .transform((value, context) => {
    const ids = [...new Set(value.split(',').map(Number))].sort((a, b) => a - b);
    if (ids.some((id) => id < 1 || id > MAX_INTEGER)) {
      context.issues.push({ code: 'custom', message: ja.server.invalidValue, input: value });
      return z.NEVER;
    }
    if (ids.length > JOURNAL_MAX_SHOPS) {
      context.issues.push({
        code: 'custom',
        message: formatMessage(ja.accounting.validation.tooManyShops, { max: JOURNAL_MAX_SHOPS }),
        input: value,
      });
      return z.NEVER;
    }
    return ids;
  });

function journalRangeCheck(context: z.core.ParsePayload<{ from: string; to: string }>): void {
  const { from, to } = context.value;
  if (daysBetween(from, to) < JOURNAL_MAX_DAYS) return;
  context.issues.push({
    code: 'custom',
    message: fieldMessage(serverFields.to, ja.server.rangeTooLong, { max: JOURNAL_MAX_DAYS }),
    path: ['to'],
    input: to,
    continue: true,
  });
}

/** The period (business days, both included) and shops of a journal: its export and its summary. */
export const journalFiltersShape = {
  from: dayQuerySchema,
  to: dayQuerySchema,
  shopIds: shopIdListQuerySchema.optional(),
};
export const journalFiltersSchema = z.object(journalFiltersShape).check(rangeChecks, journalRangeCheck);
export type JournalFilters = z.output<typeof journalFiltersSchema>;

export const accountingTargetSchema = z.enum(ACCOUNTING_TARGET);

export const journalSummaryQuerySchema = z
  .object({ ...journalFiltersShape, target: accountingTargetSchema })
  .check(rangeChecks, journalRangeCheck);
export type JournalSummaryQuery = z.input<typeof journalSummaryQuerySchema>;

/** The sales of one payment method at one tax rate over the period. */
export const journalSummaryRowSchema = z.object({
  category: z.enum(JOURNAL_CATEGORY),
  taxRate: z.enum(TAX_RATE),
  /** Every payment of the period, the cancelled ones too (the sales lines). */
  grossAmount: z.number().int(),
  /** The cancelled ones (the cancellation lines). */
  cancelledAmount: z.number().int(),
});
export type JournalSummaryRow = z.infer<typeof journalSummaryRowSchema>;

/** What the journal of a period will hold, before it is exported. */
export const journalSummarySchema = z.object({
  target: accountingTargetSchema,
  from: z.string(),
  to: z.string(),
  businessDayCutoffMinutes: z.number().int(),
  shopCount: z.number().int(),
  rows: z.array(journalSummaryRowSchema),
  total: z.object({
    grossAmount: z.number().int(),
    cancelledAmount: z.number().int(),
    /** gross - cancelled: the summary's 売上金額 for the same days and shops (when the cutoff is 0:00). */
    netAmount: z.number().int(),
  }),
  lines: z.number().int(),
  slips: z.number().int(),
  /** How many files the export writes (more than one: a zip). */
  files: z.number().int(),
  /** Shops whose 部門 the target will cut (弥生会計: 24 half-width digits). */
  departmentCut: z.array(z.string()),
  /** The settings were never saved: the defaults apply. */
  settingsSaved: z.boolean(),
});
export type JournalSummary = z.infer<typeof journalSummarySchema>;
export const journalSummaryResponseSchema = z.object({ data: journalSummarySchema });
