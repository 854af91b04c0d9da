import { API_PATHS, paymentStatisticsQuerySchema } from '@shared/api';
import type { Dashboard, PaymentStatisticsResponse, ShopOption } from '@shared/api';
import { assertShopInReach } from '../../platform/auth/reach';
import type { AppContext } from '../../platform/context';
import { pageAnswer } from '../../platform/http/answers';
import { salesByPeriod, salesByShopPage, salesTotals } from '../payments';
import { loadDashboard } from './dashboard';
import { listShopOptions } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.sales;

/**
 * Sales figures from the payment rollups: the statistics behind the summary screen
 * (GET /{subdomain}/services/payments-statistical), the dashboard, and the shops the payment
 * screens filter by.
 */
export function registerSalesRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(paths.statistics, {
    access: guards.tenant('summary'),
    query: paymentStatisticsQuerySchema,
    async handler({ request, access: { reach }, query }): Promise<PaymentStatisticsResponse> {
      if (query.shopId !== undefined) await assertShopInReach(ctx.db, reach, query.shopId);
      const scope = { ...reach, shopId: query.shopId };
      const range = { from: query.from, to: query.to };
      const [periods, total, shopsPage] = await Promise.all([
        salesByPeriod(ctx.db, scope, range, query.interval),
        salesTotals(ctx.db, scope, range),
        salesByShopPage(ctx.db, scope, range, query, query),
      ]);
      return {
        ...pageAnswer(request, shopsPage, query),
        countData: { interval: query.interval, ...range, periods, total },
      };
    },
  });

  route.get(paths.dashboard, {
    access: guards.tenant('dashboard'),
    async handler({ access: { caller, tenant } }): Promise<{ data: Dashboard }> {
      return { data: await loadDashboard(ctx.db, tenant, caller, ctx.clock()) };
    },
  });

  route.get(paths.shopOptions, {
    access: guards.tenant('dashboard'),
    async handler({ access: { reach } }): Promise<{ data: ShopOption[] }> {
      return { data: await listShopOptions(ctx.db, reach) };
    },
  });
}
