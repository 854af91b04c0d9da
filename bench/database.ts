import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../src-server/db/client';
import type { Database } from '../src-server/db/client';
import { copyOut } from './copy-out';

/** The database a benchmark runs on, with the COPY of its baseline. */
export interface BenchDatabase {
  description: string;
  db: Database;
  /** `COPY (<select>) TO ... WITH CSV`, its UTF-8 output in chunks. */
  copyCsv(select: string, onData: (chunk: Buffer) => void): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL at `url`, or else an in-memory PGlite in this process. */
export function openBenchDatabase(url: string | undefined): Promise<BenchDatabase> {
  return url ? openPostgres(url) : openPglite();
}

async function openPostgres(url: string): Promise<BenchDatabase> {
  const handle = await openDatabase({ kind: 'postgres', url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  return {
    description: `PostgreSQL ${rows[0]?.server_version ?? '?'} (BENCH_DATABASE_URL)`,
    db: handle.db,
    copyCsv: (select, onData) => copyOut(client, `copy (${select}) to stdout with csv`, onData),
    async close() {
      await client.end();
      await handle.close();
    },
  };
}

/** PGlite cannot stream a COPY: its output arrives as one blob, handed on in 64 KB pieces. */
async function openPglite(): Promise<BenchDatabase> {
  const handle = await openDatabase({ kind: 'pglite' });
  // The drizzle instance keeps its driver client; the benchmark needs it for COPY.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return {
    description: 'in-memory PGlite in this process (BENCH_DATABASE_URL is not set)',
    db: handle.db,
    async copyCsv(select, onData) {
      const result = await client.query(`copy (${select}) to '/dev/blob' with csv`);
      const bytes = Buffer.from(await (result.blob ?? new Blob([])).arrayBuffer());
      for (let offset = 0; offset < bytes.length; offset += 65_536)
        onData(bytes.subarray(offset, offset + 65_536));
    },
    close: () => handle.close(),
  };
}
