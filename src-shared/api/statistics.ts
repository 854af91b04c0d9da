import { z } from 'zod';
import { apiIdSchema } from './ids';
import { REPORT_INTERVAL } from '../constants/report';
import { SUMMARY_MAX_DAYS } from '../constants/payment';
import { daysBetween } from '../datetime/calendar-days';
import { ja } from '../messages/ja';
import { fieldMessage } from '../validation/message';
import { listQuerySchema, paginationLinksSchema, paginationMetaSchema, queryIdSchema } from './common';
import { dayQuerySchema, rangeChecks } from './payments';

/**
 * Sales statistics (spec section 7, "Services"), read from the payment rollups:
 *   GET /{scope}/services/payments-statistical   paymentStatisticsQuerySchema ->
 *                                                 paymentStatisticsResponseSchema
 * `{scope}` is the subdomain of the service. `data` pages through the shops (their totals over
 * the range), `countData` holds the totals per period (weekly, monthly or yearly) and over the
 * whole range. Roles: the route table's summary, and a client only with the summaryManagement
 * policy; a store user sees its shop, a group user its group's shops.
 */

/** The sales (completed payments) of a period, a day or a shop: how many, and how much in yen. */
export const salesFiguresShape = {
  salesCount: z.number().int(),
  salesAmount: z.number().int(),
};

/** Sales (completed payments) and cancellations apart. */
export const salesTotalsSchema = z.object({
  ...salesFiguresShape,
  cancelledCount: z.number().int(),
  cancelledAmount: z.number().int(),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const reportIntervalSchema = z.enum(REPORT_INTERVAL);

/** The range, interval and shop of a summary (its statistics and its CSV export 0004). */
export const summaryFiltersShape = {
  from: dayQuerySchema,
  to: dayQuerySchema,
  interval: reportIntervalSchema.default(REPORT_INTERVAL.MONTHLY),
  shopId: queryIdSchema.optional(),
};

/** The range ends on or after its start, and spans at most SUMMARY_MAX_DAYS. */
function summaryRangeCheck(context: z.core.ParsePayload<{ from: string; to: string }>): void {
  const { from, to } = context.value;
  if (daysBetween(from, to) < SUMMARY_MAX_DAYS) return;
  context.issues.push({
    code: 'custom',
    message: fieldMessage(ja.server.fields.to, ja.server.rangeTooLong, { max: SUMMARY_MAX_DAYS }),
    path: ['to'],
    input: to,
    continue: true,
  });
}

export const summaryFiltersSchema = z.object(summaryFiltersShape).check(rangeChecks, summaryRangeCheck);

/** Sort fields of the shops: salesAmount (the default), salesCount, cancelledAmount, shopCode. */
export const paymentStatisticsQuerySchema = listQuerySchema
  .extend(summaryFiltersShape)
  .check(rangeChecks, summaryRangeCheck);
export type PaymentStatisticsQuery = z.input<typeof paymentStatisticsQuerySchema>;

export const shopSalesSchema = salesTotalsSchema.extend({
  /** The shop's id. */
  id: apiIdSchema,
  shopCode: z.string().nullable(),
  storeName: z.string(),
});
export type ShopSales = z.infer<typeof shopSalesSchema>;

/** One period of the range: weeks start on Monday; the first and last are cut to the range. */
export const periodSalesSchema = salesTotalsSchema.extend({
  /** `yyyy-MM-dd`, both included. */
  start: z.string(),
  end: z.string(),
});
export type PeriodSales = z.infer<typeof periodSalesSchema>;

export const paymentStatisticsResponseSchema = z.object({
  data: z.array(shopSalesSchema),
  countData: z.object({
    interval: reportIntervalSchema,
    from: z.string(),
    to: z.string(),
    periods: z.array(periodSalesSchema),
    total: salesTotalsSchema,
  }),
  meta: paginationMetaSchema,
  links: paginationLinksSchema,
});
export type PaymentStatisticsResponse = z.infer<typeof paymentStatisticsResponseSchema>;
