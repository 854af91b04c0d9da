import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, REFERENCE_SERVER_HOST, REFERENCE_SERVER_PORT } from '@shared/constants';
import { buildApp } from './app';
import type { AppOptions } from './app';
import { DutyRunner } from './platform/background/duties';
import { DEFAULT_LEASE_SETTINGS } from './platform/background/lease';
import { openDatabase } from './platform/db/client';
import type { DatabaseOptions } from './platform/db/client';
import { servesApi } from './platform/roles';
import { seedReferenceData } from './demo/reference-data';
import { demoPaymentFeedDuty } from './demo/payment-feed';
import { seedDemoData } from './demo/seed';
import { systemClock } from './platform/settings';
import { loadOrCreateKeyFile } from './config';

export interface StartServerOptions extends Omit<AppOptions, 'db'> {
  /** Default REFERENCE_SERVER_PORT; 0 picks a free port. */
  port?: number;
  /** Default REFERENCE_SERVER_HOST (loopback only). */
  host?: string;
  database: DatabaseOptions;
  /** Loads the demo data (idempotent). */
  demo?: boolean;
  /**
   * With the demo data: a new demo payment through the ingest endpoint every few seconds, as
   * the payment provider would send them (default on with `demo`; false turns it off). One feed
   * per database: the processes serving the API take turns (a duty, see demo/payment-feed.ts).
   */
  demoPaymentFeed?: boolean;
  /** The feed's average pace (default DEMO_FEED_INTERVAL_MS). */
  demoPaymentFeedIntervalMs?: number;
  /** Where the two-step sign-in's key is kept when the settings give none (made on first start). */
  secondFactorKeyFile?: string;
}

export interface RunningServer {
  /** Base URL of the API, including /api/v1 (in a process of role worker, only /health answers there). */
  url: string;
  close(): Promise<void>;
}

/** Opens and migrates the database, optionally seeds the demo data, and listens. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const {
    port = REFERENCE_SERVER_PORT,
    host = REFERENCE_SERVER_HOST,
    database,
    demo = false,
    demoPaymentFeed = demo,
    demoPaymentFeedIntervalMs,
    secondFactorKeyFile,
    ...rest
  } = options;
  const appOptions =
    secondFactorKeyFile && !rest.settings?.secondFactorKey
      ? {
          ...rest,
          settings: { ...rest.settings, secondFactorKey: await loadOrCreateKeyFile(secondFactorKeyFile) },
        }
      : rest;
  const role = appOptions.role ?? 'both';
  const handle = await openDatabase(
    database.kind === 'postgres' ? { applicationName: `cashless-console ${role}`, ...database } : database,
  );
  let app: FastifyInstance | undefined;
  try {
    await seedReferenceData(handle.db);
    if (demo) {
      const { createdServices } = await seedDemoData(handle.db, {
        now: (appOptions.clock ?? systemClock)(),
        passwordValidityDays: appOptions.settings?.passwordValidityDays,
      });
      // The planner's statistics of the tables just filled: PGlite never analyzes by itself, and
      // PostgreSQL's autovacuum would only get there a while later. Without them it guesses one
      // row everywhere and loops where a hash join would do.
      if (createdServices.length > 0) await handle.db.execute(sql`analyze`);
    }
    app = await buildApp({ ...appOptions, db: handle.db });
    const address = await app.listen({ port, host });
    const listening = app;
    const url = `${address}${API_BASE_PATH}`;
    // The feed posts to this process's own API, so it runs where the API is served.
    const feed =
      demo && demoPaymentFeed && servesApi(role)
        ? new DutyRunner(
            {
              db: handle.db,
              clock: appOptions.clock ?? systemClock,
              log: listening.log,
              settings: { ...DEFAULT_LEASE_SETTINGS, ...appOptions.duties?.settings },
            },
            [
              demoPaymentFeedDuty(handle.db, url, {
                intervalMs: demoPaymentFeedIntervalMs,
                log: (message) => listening.log.warn(message),
              }),
            ],
          )
        : undefined;
    feed?.start();
    let closing: Promise<void> | undefined;
    return {
      url,
      close: () =>
        (closing ??= (async () => {
          await feed?.stop();
          await listening.close();
          await handle.close();
        })()),
    };
  } catch (error) {
    await app?.close();
    await handle.close();
    throw error;
  }
}
