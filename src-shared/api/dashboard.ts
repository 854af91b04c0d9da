import { z } from 'zod';
import { apiIdSchema } from './ids';
import { paymentChannelSchema, paymentMethodSchema, paymentStatusSchema } from './payments';
import { salesFiguresShape, salesTotalsSchema } from './statistics';

/**
 * The service dashboard (issue 13), read from the payment rollups:
 *   GET /{subdomain}/dashboard   -> dashboardResponseSchema
 * All four roles: head office sees the whole service and its top shops, a group user its
 * group's shops, a store user its own shop. The notices are those in force today for the user.
 */

export const dashboardScopeSchema = z.object({
  kind: z.enum(['service', 'group', 'shop']),
  name: z.string(),
});

export const dailySalesSchema = z.object({
  /** `yyyy-MM-dd` (Tokyo). */
  day: z.string(),
  ...salesFiguresShape,
});
export type DailySales = z.infer<typeof dailySalesSchema>;

export const topShopSchema = z.object({
  id: apiIdSchema,
  shopCode: z.string().nullable(),
  storeName: z.string(),
  ...salesFiguresShape,
});
export type TopShop = z.infer<typeof topShopSchema>;

export const latestPaymentSchema = z.object({
  id: apiIdSchema,
  transactionId: z.string(),
  paidAt: z.string(),
  storeName: z.string(),
  amount: z.number().int(),
  paymentMethod: paymentMethodSchema,
  channel: paymentChannelSchema,
  status: paymentStatusSchema,
});
export type LatestPayment = z.infer<typeof latestPaymentSchema>;

export const dashboardNoticeSchema = z.object({
  id: apiIdSchema,
  content: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The shop it is addressed to; null for the whole service. */
  shopName: z.string().nullable(),
});
export type DashboardNotice = z.infer<typeof dashboardNoticeSchema>;

export const dashboardSchema = z.object({
  scope: dashboardScopeSchema,
  /** Today (Tokyo) so far, and the whole of yesterday. */
  today: salesTotalsSchema,
  yesterday: salesTotalsSchema,
  /**
   * Yesterday up to the time of day it is now: what today so far compares with (前日同時刻比).
   * Optional: a backend without it is compared with the whole of yesterday, and says so.
   */
  yesterdaySameTime: salesTotalsSchema.optional(),
  /** This month so far, and last month over the same days (1st to today's day of the month). */
  thisMonth: salesTotalsSchema,
  lastMonthToDate: salesTotalsSchema,
  /** The last DASHBOARD_CHART_DAYS days, oldest first, zeros included. */
  daily: z.array(dailySalesSchema),
  /** This month's best shops (empty for a store user, who has one). */
  topShops: z.array(topShopSchema),
  latestPayments: z.array(latestPaymentSchema),
  notices: z.array(dashboardNoticeSchema),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
