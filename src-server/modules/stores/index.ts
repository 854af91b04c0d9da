import type { ServerModule } from '../../platform/module';
import { DEFAULT_SETTINGS } from '../../platform/settings';
import { allowIpsImporter } from './allow-ip-import';
import { shopsExport } from './export';
import { storesImporter } from './import';
import { registerStoreRoutes } from './routes';

export { shopIdsByCode } from './references';

/** 店舗管理: stores, their review status and allowed IPs; CSV export 0001, the store and allowed-IP imports. */
export const storesModule: ServerModule = {
  name: 'stores',
  routes: registerStoreRoutes,
  jobs: {
    exports: { shops: shopsExport },
    // Accounts an import opens get the default password validity.
    importers: {
      stores: storesImporter(DEFAULT_SETTINGS.passwordValidityDays),
      storesAllowIp: allowIpsImporter,
    },
  },
};
