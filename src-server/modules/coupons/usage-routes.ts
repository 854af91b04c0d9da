import { API_PATHS, couponUsageListQuerySchema, couponUsageSummaryQuerySchema } from '@shared/api';
import type { CouponUsageSummary } from '@shared/api';
import { COUPON_USAGE_DEFAULT_DAYS, COUPON_USAGE_MAX_DAYS, MS_PER_DAY } from '@shared/constants';
import { endOfTokyoDay, startOfTokyoDay, tokyoDay } from '@shared/datetime';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { AppContext } from '../../platform/context';
import { validationFailed } from '../../platform/errors';
import { pageAnswer } from '../../platform/http/answers';
import { listCouponUsesPage, summariseCouponUses } from './usage';
import type { ModuleHttp } from '../../platform/module';

const fields = ja.server.fields;

/** Coupon uses: the history list and the dashboard's summary (see src-shared/api/coupon-usage.ts). */
export function registerCouponUsageRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(API_PATHS.coupons.usage, {
    access: guards.tenant('couponUsageHistoryList'),
    query: couponUsageListQuerySchema,
    async handler({ request, access, query }) {
      assertOrdered(query.dateFrom, query.dateTo);
      const filter = { ...query, from: startOfTokyoDay(query.dateFrom), to: endOfTokyoDay(query.dateTo) };
      return pageAnswer(request, await listCouponUsesPage(ctx.db, access.reach, filter, query), query);
    },
  });

  route.get(API_PATHS.coupons.usageSummary, {
    access: guards.tenant('couponUsageHistory'),
    query: couponUsageSummaryQuerySchema,
    async handler({ access, query }): Promise<{ data: CouponUsageSummary }> {
      const today = tokyoDay(ctx.clock()) ?? '';
      const dateTo = query.dateTo ?? today;
      const dateFrom =
        query.dateFrom ??
        tokyoDay(Date.parse(`${dateTo}T00:00:00Z`) - (COUPON_USAGE_DEFAULT_DAYS - 1) * MS_PER_DAY) ??
        '';
      assertOrdered(dateFrom, dateTo);
      const span = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / MS_PER_DAY + 1;
      if (span > COUPON_USAGE_MAX_DAYS) {
        throw validationFailed([
          {
            name: 'dateTo',
            message: fieldMessage(fields.dateTo, ja.validation.numberBetween, {
              min: 1,
              max: COUPON_USAGE_MAX_DAYS,
            }),
          },
        ]);
      }
      const from = startOfTokyoDay(dateFrom);
      const to = endOfTokyoDay(dateTo);
      if (!from || !to)
        throw validationFailed([
          { name: 'dateFrom', message: fieldMessage(fields.dateFrom, ja.validation.invalidDate) },
        ]);
      const data = await summariseCouponUses(
        ctx.db,
        access.reach,
        { ...query, from, to },
        { dateFrom, dateTo },
      );
      return { data };
    },
  });
}

function assertOrdered(dateFrom: string | undefined, dateTo: string | undefined): void {
  if (dateFrom && dateTo && dateFrom > dateTo) {
    throw validationFailed([
      {
        name: 'dateTo',
        message: fieldMessage(fields.dateTo, ja.validation.dateRangeOrder, { start: fields.dateFrom }),
      },
    ]);
  }
}
