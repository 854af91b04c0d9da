import type { ServerModule } from '../../platform/module';
import { registerAccountRoutes } from './routes';

/** The signed-in user's own account and company settings (アカウント設定, 会社設定). */
export const accountModule: ServerModule = { name: 'account', routes: registerAccountRoutes };
