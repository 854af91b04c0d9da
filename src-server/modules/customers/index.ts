import type { ServerModule } from '../../platform/module';
import { customersExport } from './export';
import { installPushWorker } from './push/install';
import type { PushOptions } from './push/install';
import type { PushWorker } from './push/worker';
import { registerCustomerRoutes } from './routes';

export { customers } from './schema';
export { FcmPushSender, fcmSettingsFromEnv } from './push/fcm-sender';
export type { PushOptions } from './push/install';
export type { PushSender } from './push/sender';
export { seedDemoCustomers } from './demo';

/**
 * The service's app members (顧客管理), their push templates and pushes, and the push worker
 * that delivers them (FCM or the database sender); CSV export 0003.
 */
export function customersModule(pushes: PushOptions = {}): ServerModule {
  let worker: PushWorker | null = null;
  return {
    name: 'customers',
    install(app, ctx) {
      worker = installPushWorker(app, ctx, pushes);
    },
    routes(http, ctx) {
      registerCustomerRoutes(http, ctx, () => worker?.notify());
    },
    jobs: { exports: { customers: customersExport } },
  };
}
