import { z } from 'zod';
import {
  dashboardResponseSchema,
  ecHistoryQuerySchema,
  ecPaymentUpdateRequestSchema,
  paymentDetailResponseSchema,
  paymentHistoryListResponseSchema,
  paymentHistoryQuerySchema,
  paymentStatisticsQuerySchema,
  paymentStatisticsResponseSchema,
  paymentWriteResponseSchema,
  shopOptionsResponseSchema,
} from '../../api';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

/**
 * Payments, EC payments, the sales statistics, the dashboard and the shops they filter by
 * (issue 13; see src-shared/api/payments.ts, statistics.ts, dashboard.ts and lookups.ts).
 */
export const paymentChannels = {
  'payments.list': apiChannel({
    method: 'GET',
    path: API_PATHS.payments.list,
    request: paymentHistoryQuerySchema.safeExtend(servicePath),
    response: paymentHistoryListResponseSchema,
  }),
  'payments.get': apiChannel({
    method: 'GET',
    path: API_PATHS.payments.item,
    request: z.object(recordPath),
    response: paymentDetailResponseSchema,
  }),
  'ecPayments.list': apiChannel({
    method: 'GET',
    path: API_PATHS.payments.ecList,
    request: ecHistoryQuerySchema.safeExtend(servicePath),
    response: paymentHistoryListResponseSchema,
  }),
  'ecPayments.get': apiChannel({
    method: 'GET',
    path: API_PATHS.payments.ecItem,
    request: z.object(recordPath),
    response: paymentDetailResponseSchema,
  }),
  /** Confirm the sales, change the amount of an unconfirmed payment, or cancel it. */
  'ecPayments.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.payments.ecItem,
    request: ecPaymentUpdateRequestSchema.extend(recordPath),
    response: paymentWriteResponseSchema,
  }),
  /** `{scope}` of the spec's call is the service's subdomain. */
  'sales.statistics': apiChannel({
    method: 'GET',
    path: API_PATHS.sales.statistics,
    request: paymentStatisticsQuerySchema.safeExtend(servicePath),
    response: paymentStatisticsResponseSchema,
  }),
  'dashboard.get': apiChannel({
    method: 'GET',
    path: API_PATHS.sales.dashboard,
    request: z.object(servicePath),
    response: dashboardResponseSchema,
  }),
  /** The shops the caller may see: the shop filters of the payment screens and the notice form. */
  'shops.options': apiChannel({
    method: 'GET',
    path: API_PATHS.sales.shopOptions,
    request: z.object(servicePath),
    response: shopOptionsResponseSchema,
  }),
} as const;
