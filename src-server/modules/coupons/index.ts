import type { ServerModule } from '../../platform/module';
import { registerAppRoutes } from './app-routes';
import { couponsExport } from './export';
import { registerCouponRoutes } from './routes';
import { registerCouponUsageRoutes } from './usage-routes';

export { coupons } from './schema';
export type { MediaUrlOf } from './reads';
export { issueAppKey } from './app-key';
export { seedCoupons } from './demo';
export type { MarketingSeed, SeededCoupon } from './demo';

/**
 * Coupons (クーポン), their uses in the app (the app-facing POST /app/coupons/{id}/use with the
 * service's app key) and the usage history; CSV export 0005.
 */
export const couponsModule: ServerModule = {
  name: 'coupons',
  routes(http, ctx) {
    registerCouponRoutes(http, ctx);
    registerCouponUsageRoutes(http, ctx);
    registerAppRoutes(http, ctx);
  },
  jobs: { exports: { coupons: couponsExport } },
};
