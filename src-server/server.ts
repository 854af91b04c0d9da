import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, REFERENCE_SERVER_HOST, REFERENCE_SERVER_PORT } from '@shared/constants';
import { buildApp } from './app';
import type { AppOptions } from './app';
import { openDatabase } from './db/client';
import type { DatabaseOptions } from './db/client';
import { seedReferenceData } from './demo/reference-data';
import { seedDemoData } from './demo/seed';
import { systemClock } from './settings';

export interface StartServerOptions extends Omit<AppOptions, 'db'> {
  /** Default REFERENCE_SERVER_PORT; 0 picks a free port. */
  port?: number;
  /** Default REFERENCE_SERVER_HOST (loopback only). */
  host?: string;
  database: DatabaseOptions;
  /** Loads the demo data (idempotent). */
  demo?: boolean;
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
    ...appOptions
  } = options;
  const handle = await openDatabase(database);
  let app: FastifyInstance | undefined;
  try {
    await seedReferenceData(handle.db);
    if (demo) {
      await seedDemoData(handle.db, {
        now: (appOptions.clock ?? systemClock)(),
        passwordValidityDays: appOptions.settings?.passwordValidityDays,
      });
    }
    app = await buildApp({ ...appOptions, db: handle.db });
    const address = await app.listen({ port, host });
    const listening = app;
    let closing: Promise<void> | undefined;
    return {
      url: `${address}${API_BASE_PATH}`,
      close: () => (closing ??= listening.close().then(() => handle.close())),
    };
  } catch (error) {
    await app?.close();
    await handle.close();
    throw error;
  }
}
