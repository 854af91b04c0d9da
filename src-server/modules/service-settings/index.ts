import type { ServerModule } from '../../platform/module';
import { registerServiceSettingRoutes } from './routes';

/** Creating and editing services (サービス設定). */
export const serviceSettingsModule: ServerModule = { name: 'service-settings', routes: registerServiceSettingRoutes };
