import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { paymentStatisticsQuerySchema } from '@shared/api';
import type { Dashboard, PaymentStatisticsResponse, ShopOption } from '@shared/api';
import { guardTenant } from '../../platform/auth/guard';
import { assertShopInReach, inReach } from '../../platform/auth/reach';
import type { AppContext } from '../../platform/context';
import { shops } from '../../platform/db/schema';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { loadDashboard } from './dashboard';
import { salesByPeriod, salesByShopPage, salesTotals } from '../payments';

type TenantParams = { Params: { subdomain: string } };

/**
 * Sales figures from the payment rollups: the statistics behind the summary screen
 * (GET /{scope}/services/payments-statistical), the dashboard, and the shops the payment
 * screens filter by.
 */
export function registerSalesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { scope: string } }>(
    '/:scope/services/payments-statistical',
    async (request): Promise<PaymentStatisticsResponse> => {
      const { reach } = await guardTenant(ctx, request, 'summary', request.params.scope);
      const query = parseInput(paymentStatisticsQuerySchema, request.query);
      if (query.shopId !== undefined) await assertShopInReach(ctx.db, reach, query.shopId);
      const scope = { ...reach, shopId: query.shopId };
      const range = { from: query.from, to: query.to };
      const [periods, total, shopsPage] = await Promise.all([
        salesByPeriod(ctx.db, scope, range, query.interval),
        salesTotals(ctx.db, scope, range),
        salesByShopPage(ctx.db, scope, range, query, query),
      ]);
      return {
        ...paginated(shopsPage.items, shopsPage.total, query, endpointUrl(request)),
        countData: { interval: query.interval, ...range, periods, total },
      };
    },
  );

  app.get<TenantParams>('/:subdomain/dashboard', async (request): Promise<{ data: Dashboard }> => {
    const { caller, tenant } = await guardTenant(ctx, request, 'dashboard', request.params.subdomain);
    return { data: await loadDashboard(ctx.db, tenant, caller, ctx.clock()) };
  });

  app.get<TenantParams>('/:subdomain/shop-options', async (request): Promise<{ data: ShopOption[] }> => {
    const { reach } = await guardTenant(ctx, request, 'dashboard', request.params.subdomain);
    const data = await ctx.db
      .select({ id: shops.id, name: shops.name, shopCode: shops.shopCode })
      .from(shops)
      .where(inReach(reach, { serviceId: shops.serviceId, shopId: shops.id }))
      .orderBy(asc(shops.shopCode), asc(shops.id));
    return { data };
  });
}
