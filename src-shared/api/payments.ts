import { z } from 'zod';
import { apiIdSchema } from './ids';
import { EC_PAYMENT_STATUS, EC_SALES_TYPE } from '../constants/ec';
import { MAX_INTEGER } from '../constants/limits';
import {
  ONETIME_PAYMENT,
  ONETIME_PAYMENT_CODE,
  PAYMENT_CHANNEL,
  PAYMENT_INGEST_MAX_BATCH,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  RIBBON_PAYMENT,
} from '../constants/payment';
import { tokyoDay } from '../datetime/tokyo';
import { ja } from '../messages/ja';
import { ecPaymentFormShape } from '../validation/forms/ec-payment';
import { fieldMessage } from '../validation/message';
import { listQuerySchema, paginatedSchema, queryIdSchema } from './common';
import { editRequestSchema, writeResponseSchema } from './writes';

/**
 * Payments (issue 13):
 *   POST /{subdomain}/payments/ingest        header x-api-key (the service's ingest key, not a
 *                                            user token); paymentIngestRequestSchema ->
 *                                            paymentIngestResponseSchema. Idempotent on
 *                                            transactionId: a payment sent again is not stored again;
 *                                            a later state of it moves it on (`changed`); other
 *                                            content is a 409 naming rows and fields
 *                                            (docs/payment-ingest.md).
 *   GET  /{subdomain}/payment-histories      paymentHistoryQuerySchema -> paymentHistoryListResponseSchema
 *   GET  /{subdomain}/payment-histories/{id} -> paymentDetailResponseSchema
 *   GET  /{subdomain}/ec-histories           ecHistoryQuerySchema -> paymentHistoryListResponseSchema
 *   GET  /{subdomain}/ec-histories/{id}      -> paymentDetailResponseSchema
 *   PUT  /{subdomain}/ec-histories/{id}      ecPaymentUpdateRequestSchema -> paymentWriteResponseSchema
 * Roles: the route table's paymentHistoryList / ecHistoryList / ecHistoryEdit, and a client
 * only with the paymentHistory policy. A store user sees its shop's payments, a group user
 * those of its group's shops.
 */

export const paymentChannelSchema = z.enum(PAYMENT_CHANNEL);
export const paymentMethodSchema = z.enum(PAYMENT_METHOD);
export const paymentStatusSchema = z.enum(PAYMENT_STATUS);
export const ecSalesTypeSchema = z.enum(EC_SALES_TYPE);
export const ecPaymentStatusSchema = z.enum(EC_PAYMENT_STATUS);

const fields = ja.server.fields;

/** One payment as the provider sends it. */
export const ingestPaymentSchema = z
  .object({
    /** Printable ASCII, as payment providers write their ids. */
    transactionId: z.string().regex(/^[\x21-\x7e]{1,64}$/),
    shopCode: z.string().trim().min(1).max(32),
    customerId: z.number().int().min(1).max(MAX_INTEGER).nullable().optional(),
    channel: paymentChannelSchema.default(PAYMENT_CHANNEL.IN_STORE),
    paymentMethod: paymentMethodSchema,
    /** 1-99 instalments, 999 or 'onetimePayment' (bonus one-time), 'ribbonPayment' (revolving). */
    paymentCount: z
      .union([
        z.number().int().min(1).max(99),
        z.literal(ONETIME_PAYMENT_CODE),
        z.literal(ONETIME_PAYMENT),
        z.literal(RIBBON_PAYMENT),
      ])
      .default(1),
    itemName: z.string().trim().min(1).max(200),
    amount: z.number().int().min(1).max(MAX_INTEGER),
    /**
     * Of the amount, the yen (tax included) at the reduced 8% rate, the rest being at 10%: 0 for
     * a payment wholly at 10%, the amount for one wholly at 8%. Omitted or null: the provider
     * does not know, and the journals book it at the service's default rate (会計連携設定).
     */
    reducedRateAmount: z.number().int().min(0).max(MAX_INTEGER).nullable().optional(),
    paidAt: z.iso.datetime({ offset: true }),
    /** In-store payments: completed unless given. EC payments take theirs from ecStatus. */
    status: paymentStatusSchema.optional(),
    ecSalesType: ecSalesTypeSchema.optional(),
    ecStatus: ecPaymentStatusSchema.optional(),
  })
  .check((context) => {
    const payment = context.value;
    const isEc = payment.channel === PAYMENT_CHANNEL.EC;
    const ecFields = ['ecSalesType', 'ecStatus'] as const;
    for (const name of ecFields) {
      const given = payment[name] !== undefined;
      if (isEc === given) continue;
      context.issues.push({
        code: 'custom',
        message: fieldMessage(fields[name], isEc ? ja.server.ecFieldsRequired : ja.server.ecFieldsNotAllowed),
        path: [name],
        input: payment[name],
        continue: true,
      });
    }
    if (typeof payment.reducedRateAmount === 'number' && payment.reducedRateAmount > payment.amount) {
      context.issues.push({
        code: 'custom',
        message: fieldMessage(fields.reducedRateAmount, ja.server.reducedRateOverAmount),
        path: ['reducedRateAmount'],
        input: payment.reducedRateAmount,
        continue: true,
      });
    }
    if (isEc && payment.status !== undefined) {
      context.issues.push({
        code: 'custom',
        message: fieldMessage(fields.status, ja.server.ecFieldsNotAllowed),
        path: ['status'],
        input: payment.status,
        continue: true,
      });
    }
  });
export type IngestPayment = z.output<typeof ingestPaymentSchema>;
export type IngestPaymentInput = z.input<typeof ingestPaymentSchema>;

export const paymentIngestRequestSchema = z.object({
  payments: z
    .array(ingestPaymentSchema)
    .min(1)
    .check((context) => {
      if (context.value.length <= PAYMENT_INGEST_MAX_BATCH) return;
      context.issues.push({
        code: 'custom',
        // The limit named, not 「決済の値が正しくありません。」.
        message: fieldMessage(fields.payments, ja.server.ingestBatchTooLarge, {
          max: PAYMENT_INGEST_MAX_BATCH.toLocaleString('en'),
          count: context.value.length.toLocaleString('en'),
        }),
        input: context.value,
      });
    }),
});
export type PaymentIngestRequest = z.input<typeof paymentIngestRequestSchema>;

export const paymentIngestResultSchema = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  /** The transaction ids that were stored before (by an earlier request, or twice in this one) and left as they were. */
  duplicates: z.array(z.string()),
  /** The transaction ids stored before whose state this request moved on (a cancellation, an EC sale confirmed). */
  changed: z.array(z.string()).default([]),
});
export type PaymentIngestResult = z.infer<typeof paymentIngestResultSchema>;
export const paymentIngestResponseSchema = writeResponseSchema(paymentIngestResultSchema);

/** A Tokyo calendar day in a query: `yyyy-MM-dd` or `yyyy/MM/dd`, answered as `yyyy-MM-dd`. */
export const dayQuerySchema = z
  .string()
  .trim()
  .regex(/^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/)
  .transform((value, context) => {
    const [year = '', month = '', day = ''] = value.split(/[-/]/);
    const normalised = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    // A date that does not exist (2月30日) rolls over; it must read back as itself.
    if (tokyoDay(normalised) !== normalised) {
      context.issues.push({ code: 'custom', message: ja.server.invalidValue, input: value });
      return z.NEVER;
    }
    return normalised;
  });

const optionalId = queryIdSchema.optional();
const optionalAmount = z.coerce.number().int().min(0).max(MAX_INTEGER).optional();

interface RangeValues {
  from?: string | undefined;
  to?: string | undefined;
  amountMin?: number | undefined;
  amountMax?: number | undefined;
}

/** The end of a range is not before its start (days, and amounts). */
export function rangeChecks(context: z.core.ParsePayload<RangeValues>): void {
  const { from, to, amountMin, amountMax } = context.value;
  if (from !== undefined && to !== undefined && to < from) {
    context.issues.push({
      code: 'custom',
      message: fieldMessage(fields.to, ja.validation.dateRangeOrder, { start: fields.from }),
      path: ['to'],
      input: to,
      continue: true,
    });
  }
  if (amountMin !== undefined && amountMax !== undefined && amountMax < amountMin) {
    context.issues.push({
      code: 'custom',
      message: fieldMessage(fields.amountMax, ja.server.amountRangeOrder),
      path: ['amountMax'],
      input: amountMax,
      continue: true,
    });
  }
}

const historyFilterShape = {
  /** Paid on or after this Tokyo day. */
  from: dayQuerySchema.optional(),
  /** Paid on or before this Tokyo day. */
  to: dayQuerySchema.optional(),
  shopId: optionalId,
  amountMin: optionalAmount,
  amountMax: optionalAmount,
};

/** The payment history's filters (its list and its CSV export 0002 take the same ones). */
export const paymentHistoryFiltersShape = {
  ...historyFilterShape,
  status: z.coerce.number().pipe(paymentStatusSchema).optional(),
};
export const paymentHistoryFiltersSchema = z.object(paymentHistoryFiltersShape).check(rangeChecks);

/** Sort fields: paidAt (the default; registDate means it too) and amount. */
export const paymentHistoryQuerySchema = listQuerySchema
  .extend(paymentHistoryFiltersShape)
  .check(rangeChecks);
export type PaymentHistoryQuery = z.input<typeof paymentHistoryQuerySchema>;

export const ecHistoryQuerySchema = listQuerySchema
  .extend({ ...historyFilterShape, ecStatus: z.coerce.number().pipe(ecPaymentStatusSchema).optional() })
  .check(rangeChecks);
export type EcHistoryQuery = z.input<typeof ecHistoryQuerySchema>;

export const paymentListItemSchema = z.object({
  id: apiIdSchema,
  transactionId: z.string(),
  paidAt: z.string(),
  shopId: apiIdSchema,
  shopCode: z.string().nullable(),
  storeName: z.string(),
  customerId: apiIdSchema.nullable(),
  customerName: z.string().nullable(),
  itemName: z.string(),
  amount: z.number().int(),
  paymentMethod: paymentMethodSchema,
  /** As stored: '1'..'99', '999', 'onetimePayment' or 'ribbonPayment' (see formatPaymentCount). */
  paymentCount: z.string(),
  channel: paymentChannelSchema,
  status: paymentStatusSchema,
  ecSalesType: ecSalesTypeSchema.nullable(),
  ecStatus: ecPaymentStatusSchema.nullable(),
  registDate: z.string(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

/**
 * A history page. The total is exact (counted from the rollups, or counted outright when it is
 * small); with filters the rollups cannot answer and many rows, it is the planner's estimate
 * and `meta.total_estimated` says so.
 */
export const paymentHistoryListResponseSchema = paginatedSchema(paymentListItemSchema);
export type PaymentHistoryListResponse = z.infer<typeof paymentHistoryListResponseSchema>;

export const paymentDetailSchema = paymentListItemSchema.extend({
  groupName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  ecAuthorizedAmount: z.number().int().nullable(),
  updatedAt: z.string().optional(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export const paymentDetailResponseSchema = z.object({ data: paymentDetailSchema });

/** The edit form plus the updatedAt it was read with (409 when someone changed it since). */
export const ecPaymentUpdateRequestSchema = editRequestSchema(ecPaymentFormShape);
export type EcPaymentUpdateRequest = z.input<typeof ecPaymentUpdateRequestSchema>;
export const paymentWriteResponseSchema = writeResponseSchema(paymentDetailSchema);
