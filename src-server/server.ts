import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, REFERENCE_SERVER_HOST, REFERENCE_SERVER_PORT } from '@shared/constants';
import { buildApp } from './app';
import type { AppOptions } from './app';
import { openDatabase } from './platform/db/client';
import type { DatabaseOptions } from './platform/db/client';
import { seedReferenceData } from './demo/reference-data';
import { startDemoPaymentFeed } from './demo/payment-feed';
import type { PaymentFeed } from './demo/payment-feed';
import { seedDemoData } from './demo/seed';
import { systemClock } from './platform/settings';

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
   * the payment provider would send them (default on with `demo`; false turns it off).
   */
  demoPaymentFeed?: boolean;
}

export interface RunningServer {
  /** Base URL of the API, including /api/v1. */
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
    ...appOptions
  } = options;
  const handle = await openDatabase(database);
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
    const feed: PaymentFeed | undefined =
      demo && demoPaymentFeed
        ? await startDemoPaymentFeed(handle.db, url, { log: (message) => listening.log.warn(message) })
        : undefined;
    let closing: Promise<void> | undefined;
    return {
      url,
      close: () => {
        feed?.stop();
        return (closing ??= listening.close().then(() => handle.close()));
      },
    };
  } catch (error) {
    await app?.close();
    await handle.close();
    throw error;
  }
}
