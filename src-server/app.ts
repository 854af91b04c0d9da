import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@shared/constants';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerBodyParsers } from './http/body';
import { onFrameworkError, registerErrorHandling } from './http/error-handler';
import { registerAccountRoutes } from './routes/account';
import { registerAuthRoutes } from './routes/auth';
import { registerHealthRoutes } from './routes/health';
import { registerServiceRoutes } from './routes/services';
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
}

/** The management API v1 as a Fastify instance, not yet listening (tests call inject() on it). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
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
  });
  registerBodyParsers(app);
  registerErrorHandling(app);
  await app.register(
    async (api) => {
      registerHealthRoutes(api, ctx);
      registerAuthRoutes(api, ctx);
      registerAccountRoutes(api, ctx);
      registerServiceRoutes(api, ctx);
    },
    { prefix: API_BASE_PATH },
  );
  return app;
}
