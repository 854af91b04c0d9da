import type { ServerModule } from '../../platform/module';
import { journalExports } from './export';
import { registerAccountingRoutes } from './routes';

export { accountingSettings } from './schema';
export { seedAccountingSettings } from './demo';

/**
 * 会計ソフト連携: the sales journals for 弥生会計, freee and マネーフォワード クラウド会計 (CSV
 * exports 0101 / 0102 / 0103, through the job flow) and 会計連携設定, the company's own names for them.
 */
export const accountingModule: ServerModule = {
  name: 'accounting',
  routes: registerAccountingRoutes,
  jobs: { exports: journalExports },
};
