import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ADDRESS_API_BASE_PATH, API_BASE_PATH } from '@shared/constants';
import { configureZodJapanese } from '@shared/validation';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerBodyParsers } from './http/body';
import { onClientError, onFrameworkError, registerErrorHandling } from './http/error-handler';
import { registerForbiddenCharacterGuard } from './http/forbidden-characters';
import './imports/register';
import { installJobs } from './jobs/install';
import type { JobOptions } from './jobs/install';
import { registerAccountRoutes } from './routes/account';
import { registerAddressRoutes } from './routes/address';
import { registerAppRoutes } from './routes/app';
import { registerAuthRoutes } from './routes/auth';
import { registerCouponUsageRoutes } from './routes/coupon-usage';
import { registerContractRoutes } from './routes/contracts';
import { registerCouponRoutes } from './routes/coupons';
import { registerCustomerRoutes } from './routes/customers';
import { installPushWorker } from './pushes/install';
import type { PushOptions } from './pushes/install';
import { registerGroupRoutes } from './routes/groups';
import { registerHealthRoutes } from './routes/health';
import { registerLookupRoutes } from './routes/lookups';
import { registerMediaRoutes } from './routes/media';
import { registerNewsRoutes } from './routes/news';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPaymentRoutes } from './routes/payments';
import { registerSalesRoutes } from './routes/sales';
import { registerServiceSettingRoutes } from './routes/service-settings';
import { registerServiceRoutes } from './routes/services';
import { registerShopContentRoutes } from './routes/shop-content';
import { registerStoreSettingRoutes } from './routes/store-settings';
import { registerStoreRoutes } from './routes/stores';
import { registerUserRoutes } from './routes/users';
import { DEFAULT_SETTINGS, systemClock } from './settings';
import type { Clock, ServerSettings } from './settings';

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
