import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../src-server/db/client';
import type { DatabaseHandle } from '../../../src-server/db/client';

/** A database the suite runs on; create() gives a fresh, migrated, empty one. */
export interface DatabaseTarget {
  name: string;
  create(): Promise<DatabaseHandle>;
}

const pglite: DatabaseTarget = { name: 'pglite', create: () => openDatabase({ kind: 'pglite' }) };

/** Each create() makes its own database on the server and drops it on close. */
function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async create() {
      const name = `console_test_${randomBytes(6).toString('hex')}`;
      await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      return {
        db: handle.db,
        async close() {
          await handle.close();
          await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
        },
      };
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** In-memory PGlite always; also the PostgreSQL server of TEST_DATABASE_URL when it is set. */
export const DATABASE_TARGETS: DatabaseTarget[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
