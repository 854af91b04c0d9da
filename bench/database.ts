import { sql } from 'drizzle-orm';
import { openDatabase } from '../src-server/platform/db/client';
import type { Database } from '../src-server/platform/db/client';
import { rawRows } from '../src-server/platform/db/raw-select';

/** The database a benchmark runs on. */
export interface BenchDatabase {
  description: string;
  db: Database;
  /** PostgreSQL: a COPY streams (PGlite writes a whole COPY at once). */
  streams: boolean;
  close(): Promise<void>;
}

/** PostgreSQL at `url`, or else an in-memory PGlite in this process. */
export async function openBenchDatabase(url: string | undefined): Promise<BenchDatabase> {
  const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  const description = url
    ? `PostgreSQL ${await serverVersion(handle.db)} (BENCH_DATABASE_URL)`
    : 'in-memory PGlite in this process (BENCH_DATABASE_URL is not set)';
  return { description, db: handle.db, streams: Boolean(url), close: () => handle.close() };
}

async function serverVersion(db: Database): Promise<string> {
  const [row] = await rawRows<{ server_version: string }>(db, sql`show server_version`);
  return row?.server_version ?? '?';
}
