import type { FastifyInstance } from 'fastify';
import { couponUsageListQuerySchema, couponUsageSummaryQuerySchema } from '@shared/api';
import type { CouponUsageSummary } from '@shared/api';
import { COUPON_USAGE_DEFAULT_DAYS, COUPON_USAGE_MAX_DAYS, MS_PER_DAY } from '@shared/constants';
import { endOfTokyoDay, startOfTokyoDay, tokyoDay } from '@shared/datetime';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { guardTenantArea } from '../../platform/auth/area-guard';
import type { AppContext } from '../../platform/context';
import { validationFailed } from '../../platform/errors';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { marketingScopeOf } from './scope';
import { listCouponUsesPage, summariseCouponUses } from './usage';

type TenantParams = { Params: { subdomain: string } };
const fields = ja.server.fields;

/** Coupon uses: the history list and the dashboard's summary (see src-shared/api/coupon-usage.ts). */
export function registerCouponUsageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<TenantParams>('/:subdomain/coupons/history-using', async (request) => {
    const { caller, tenant } = await guardTenantArea(
      ctx,
      request,
      'couponUsageHistoryList',
      request.params.subdomain,
    );
    const query = parseInput(couponUsageListQuerySchema, request.query);
    assertOrdered(query.dateFrom, query.dateTo);
    const { items, total } = await listCouponUsesPage(
      ctx.db,
      marketingScopeOf(caller, tenant.id),
      { ...query, from: startOfTokyoDay(query.dateFrom), to: endOfTokyoDay(query.dateTo) },
      query,
    );
    return paginated(items, total, query, endpointUrl(request));
  });

  app.get<TenantParams>(
    '/:subdomain/coupons/history-using/summary',
    async (request): Promise<{ data: CouponUsageSummary }> => {
      const { caller, tenant } = await guardTenantArea(
        ctx,
        request,
        'couponUsageHistory',
        request.params.subdomain,
      );
      const query = parseInput(couponUsageSummaryQuerySchema, request.query);
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
        marketingScopeOf(caller, tenant.id),
        { ...query, from, to },
        { dateFrom, dateTo },
      );
      return { data };
    },
  );
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
