import type { ServerModule } from '../../platform/module';
import { registerStoreSettingRoutes } from './routes';

/** A shop's own settings (店舗設定: default, basic, detail, sound, QR code). */
export const storeSettingsModule: ServerModule = { name: 'store-settings', routes: registerStoreSettingRoutes };
