import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ADDRESS_API_BASE_PATH, API_BASE_PATH } from '@shared/constants';
import { configureZodJapanese } from '@shared/validation';
import { jobKindsOf, serverModules } from './modules';
import type { PushOptions } from './modules/customers';
import { registerAddressRoutes } from './platform/address/routes';
import { guardsOf } from './platform/auth/guard';
import { sessionRetentionDuty } from './platform/auth/session-retention';
import { installDuties } from './platform/background/install';
import type { DutyOptions } from './platform/background/install';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { requestScopedDatabase } from './platform/db/request-transaction';
import { registerBodyParsers } from './platform/http/body';
import { onClientError, onFrameworkError, registerErrorHandling } from './platform/http/error-handler';
import { registerForbiddenCharacterGuard } from './platform/http/forbidden-characters';
import { endpoints } from './platform/http/endpoints';
import { registerHealthRoutes } from './platform/http/health';
import { installJobs } from './platform/jobs/install';
import type { JobOptions } from './platform/jobs/install';
import { registerMediaRoutes } from './platform/media/routes';
import type { ModuleHttp } from './platform/module';
import { runsWorkers, servesApi } from './platform/roles';
import type { ServerRole } from './platform/roles';
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
  /**
   * What this process does (default both): `api` serves the API without background work,
   * `worker` runs the workers and duties and answers only /health (see platform/roles.ts).
   */
  role?: ServerRole;
  /** Export and import jobs: the background worker runs unless `worker: false` (tests drain it by hand). */
  jobs?: JobOptions;
  /** The push worker and its sender: the worker runs unless `worker: false` (tests drain it by hand). */
  pushes?: PushOptions;
  /** The once-per-database duties (purges, retention): their runner runs unless `runner: false`. */
  duties?: DutyOptions;
  /** See ModuleOptions.auditTrail: false only to measure the trail's cost. */
  auditTrail?: boolean;
  /** Told of every route as it is added (tests that walk every endpoint use it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The management API v1 as a Fastify instance, not yet listening (tests call inject() on it). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // zod's own fallback messages in Japanese, for any issue no rule of ours words.
  configureZodJapanese();
  const ctx: AppContext = {
    // The request's transaction while an audited write runs (platform/audit/trail.ts), else the pool.
    db: requestScopedDatabase(options.db),
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
  const role = options.role ?? 'both';
  await registerBodyParsers(app);
  registerErrorHandling(app);
  registerForbiddenCharacterGuard(app);
  const modules = serverModules({ pushes: options.pushes, auditTrail: options.auditTrail });
  if (servesApi(role)) for (const module of modules) module.hooks?.(app, ctx);
  if (runsWorkers(role)) for (const module of modules) module.install?.(app, ctx);
  await app.register(
    async (api) => {
      registerHealthRoutes(api, ctx, role);
      if (!servesApi(role)) return;
      const http: ModuleHttp = { route: endpoints(api), guards: guardsOf(ctx) };
      registerMediaRoutes(http, ctx);
      for (const module of modules) module.routes(http, ctx);
    },
    { prefix: API_BASE_PATH },
  );
  if (servesApi(role)) {
    await app.register(async (address) => registerAddressRoutes(address), { prefix: ADDRESS_API_BASE_PATH });
  }
  const jobDuties = await installJobs(app, ctx, jobKindsOf(modules), role, options.jobs);
  if (runsWorkers(role)) {
    const moduleDuties = modules.flatMap((module) => module.duties?.(ctx) ?? []);
    installDuties(app, ctx, [...jobDuties, sessionRetentionDuty(ctx), ...moduleDuties], options.duties);
  }
  return app;
}
