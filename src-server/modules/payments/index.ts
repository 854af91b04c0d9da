import type { ServerModule } from '../../platform/module';
import { paymentHistoriesExport } from './export';
import { registerPaymentRoutes } from './routes';

export {
  JOURNAL_EARLY_SLOTS_END_MINUTES,
  JOURNAL_SLOT_MINUTES,
  journalDailyShopTotals,
  journalEarlySlotTotals,
  paymentMonthlyShopTotals,
  payments,
} from './schema';
export {
  ZERO_TOTALS,
  salesByDay,
  salesByPeriod,
  salesByShopPage,
  salesTotals,
  shopRollupRows,
} from './rollups';
export type { DayRange, SalesScope } from './rollups';
export { demoIngestKey, demoPayment, demoShopsOf, seedDemoPayments } from './demo';
export type { DemoShop } from './demo';

/**
 * In-store and EC payments (決済履歴, EC決済履歴): the ingest endpoint, the lists and EC
 * changes, and the daily and monthly rollups the summary and dashboard read; CSV export 0002.
 */
export const paymentsModule: ServerModule = {
  name: 'payments',
  routes: registerPaymentRoutes,
  jobs: { exports: { paymentHistories: paymentHistoriesExport } },
};
