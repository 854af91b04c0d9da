import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ADDRESS_API_BASE_PATH, API_BASE_PATH } from '@shared/constants';
import { configureZodJapanese } from '@shared/validation';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { registerBodyParsers } from './platform/http/body';
import { onClientError, onFrameworkError, registerErrorHandling } from './platform/http/error-handler';
import { registerForbiddenCharacterGuard } from './platform/http/forbidden-characters';
import './imports/register';
import { installJobs } from './platform/jobs/install';
import type { JobOptions } from './platform/jobs/install';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAddressRoutes } from './platform/address/routes';
import { registerAppRoutes } from './modules/coupons/app-routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCouponUsageRoutes } from './modules/coupons/usage-routes';
import { registerContractRoutes } from './modules/contracts/routes';
import { registerCouponRoutes } from './modules/coupons/routes';
import { registerCustomerRoutes } from './modules/customers/routes';
import { installPushWorker } from './modules/customers/push/install';
import type { PushOptions } from './modules/customers/push/install';
import { registerGroupRoutes } from './modules/groups/routes';
import { registerHealthRoutes } from './platform/http/health';
import { registerLookupRoutes } from './modules/lookups/routes';
import { registerMediaRoutes } from './platform/media/routes';
import { registerNewsRoutes } from './modules/news/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { registerSalesRoutes } from './modules/sales/routes';
import { registerServiceSettingRoutes } from './modules/service-settings/routes';
import { registerServiceRoutes } from './modules/services/routes';
import { registerShopContentRoutes } from './modules/shop-content/routes';
import { registerStoreSettingRoutes } from './modules/store-settings/routes';
import { registerStoreRoutes } from './modules/stores/routes';
import { registerUserRoutes } from './modules/users/routes';
import { DEFAULT_SETTINGS, systemClock } from './platform/settings';
import type { Clock, ServerSettings } from './platform/settings';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export interface AppOptions {
  /** An open, migrated database (see openDatabase). */
  db: Database;
  clock?: Clock;
  settings?: Partial<ServerSettings>;
  /** false (default) logs nothing, true logs at info, or a pino level. */
  logger?: boolean | LogLevel;
  /** Export and import jobs: the background worker runs unless `worker: false` (tests drain it by hand). */
  jobs?: JobOptions;
  /** The push worker and its sender: the worker runs unless `worker: false` (tests drain it by hand). */
  pushes?: PushOptions;
  /** Told of every route as it is added (tests that walk every endpoint use it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The management API v1 as a Fastify instance, not yet listening (tests call inject() on it). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // zod's own fallback messages in Japanese, for any issue no rule of ours words.
  configureZodJapanese();
  const ctx: AppContext = {
    db: options.db,
    clock: options.clock ?? systemClock,
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
  };
  const logger = options.logger ?? false;
  const app = Fastify({
    logger: typeof logger === 'string' ? { level: logger } : logger,
    bodyLimit: ctx.settings.bodyLimitBytes,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerBodyParsers(app);
  registerErrorHandling(app);
  registerForbiddenCharacterGuard(app);
  const pushWorker = installPushWorker(app, ctx, options.pushes);
  await app.register(
    async (api) => {
      registerHealthRoutes(api, ctx);
      registerAuthRoutes(api, ctx);
      registerAccountRoutes(api, ctx);
      registerServiceRoutes(api, ctx);
      registerServiceSettingRoutes(api, ctx);
      registerStoreRoutes(api, ctx);
      registerStoreSettingRoutes(api, ctx);
      registerGroupRoutes(api, ctx);
      registerMediaRoutes(api, ctx);
      registerLookupRoutes(api, ctx);
      registerUserRoutes(api, ctx);
      registerCouponRoutes(api, ctx);
      registerContractRoutes(api, ctx);
      registerShopContentRoutes(api, ctx);
      registerCouponUsageRoutes(api, ctx);
      registerNewsRoutes(api, ctx);
      registerAppRoutes(api, ctx);
      registerPaymentRoutes(api, ctx);
      registerSalesRoutes(api, ctx);
      registerNotificationRoutes(api, ctx);
      registerCustomerRoutes(api, ctx, () => pushWorker.notify());
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(async (address) => registerAddressRoutes(address), { prefix: ADDRESS_API_BASE_PATH });
  await installJobs(app, ctx, options.jobs);
  return app;
}
