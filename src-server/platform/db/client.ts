import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Where the data lives: embedded PGlite (in memory when dataDir is undefined) or a PostgreSQL server. */
export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; /** A `dumpDataDir()` tarball to start from. */ loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      /** Connections this process opens at most (default DEFAULT_POOL_SIZE); see docs/deployment.md. */
      poolSize?: number;
      /** How the connections show in pg_stat_activity, unless the URL says (default `cashless-console`). */
      applicationName?: string;
    };

/** The query builder every module uses; the same for both drivers. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
}

// Resolved from this file, so it is right under tsx, vitest and any working directory.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPglite(options.dataDir, options.loadDataDir) : openPostgres(options);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir });
  const db = drizzlePglite({ client });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await db.execute(AFTER_MIGRATIONS);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}

/**
 * What follows the migrations on every start: the row capture of an audited table whose columns
 * a migration changed is generated again (migration 0031), so no migration has to remember it.
 */
const AFTER_MIGRATIONS = sql`select audit_capture_refresh()`;

/** Any constant works; it only has to be the same in every server process. */
const MIGRATION_LOCK_KEY = 874_287_001;

/** node-postgres' own default: enough for one process's API and workers at the reference load. */
export const DEFAULT_POOL_SIZE = 10;

async function openPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    fallback_application_name: options.applicationName ?? 'cashless-console',
  });
  // An idle connection the server closes (restart, failover, DROP DATABASE … FORCE) is reported
  // here; without a listener pg rethrows it and the whole process dies. The pool reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzleNodePg({ client: pool }), close: () => pool.end() };
}

/** Several server processes may start together: the advisory lock lets one migrate at a time. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzleNodePg({ client: connection });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await db.execute(AFTER_MIGRATIONS);
  } finally {
    const unlocked = await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    // A connection that still holds the lock is destroyed rather than returned to the pool.
    connection.release(!unlocked);
  }
}

/** The driver under a Database, for what drizzle does not do (COPY, binary parameters). */
export type DriverClient = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };

/** Null for a transaction's Database: drizzle keeps the client it was given on the top one only. */
export function driverClientOf(db: Database): DriverClient | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return { kind: 'postgres', pool: client };
  if (client instanceof PGlite) return { kind: 'pglite', client };
  return null;
}
