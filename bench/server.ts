import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the bench asks the server process (bench/server-process.ts). */
export type BenchRequest =
  | { type: 'peak' }
  | { type: 'seed-accounts'; shops: number; accounts: number; password: string }
  | { type: 'close' };

/** What the server process answers. */
export type ServerMessage =
  | { type: 'ready'; url: string }
  | { type: 'peak'; rss: number; heapUsed: number }
  | { type: 'seeded'; subdomain: string; emails: string[] };

export interface BenchServer {
  /** Base URL of the API, including /api/v1. */
  url: string;
  pid: number;
  /** The server process's peak memory since the last call (or its start). */
  peak(): Promise<{ rss: number; heapUsed: number }>;
  /** A service with `shops` shops and `accounts` client users sharing one password. */
  seedAccounts(
    shops: number,
    accounts: number,
    password: string,
  ): Promise<{ subdomain: string; emails: string[] }>;
  close(): Promise<void>;
}

/**
 * The reference server in its own Node process (tsx), on PostgreSQL at `databaseUrl` or on a
 * PGlite folder `dataDir`: the way it runs for real, and its memory is its own.
 */
export async function startBenchServer(
  database: { url: string } | { dataDir: string },
): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      ...('url' in database
        ? { BENCH_SERVER_DATABASE_URL: database.url }
        : { BENCH_SERVER_DATA_DIR: database.dataDir, BENCH_SERVER_DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 'ready');
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return {
    url: ready.url,
    pid: child.pid ?? 0,
    async peak() {
      child.send({ type: 'peak' } satisfies BenchRequest);
      const { rss, heapUsed } = await nextMessage(child, 'peak');
      return { rss, heapUsed };
    },
    async seedAccounts(shops, accounts, password) {
      child.send({ type: 'seed-accounts', shops, accounts, password } satisfies BenchRequest);
      const { subdomain, emails } = await nextMessage(child, 'seeded');
      return { subdomain, emails };
    },
    async close() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'close' } satisfies BenchRequest);
      await gone;
    },
  };
}

function nextMessage<T extends ServerMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`the bench server exited (code ${code}) before answering ${type}`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
