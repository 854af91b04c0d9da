import type { ServerModule } from '../../platform/module';
import { summaryExport } from './export';
import { registerSalesRoutes } from './routes';

/** The dashboard and the summary (ダッシュボード, 集計) over the payment rollups; CSV export 0004. */
export const salesModule: ServerModule = {
  name: 'sales',
  routes: registerSalesRoutes,
  jobs: { exports: { summary: summaryExport } },
};
