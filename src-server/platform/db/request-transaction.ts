import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/** The transaction a request's work runs in, and what waits for it to commit. */
interface RequestTransaction {
  tx: Database | null;
  afterCommit: (() => void)[];
  afterRollback: (() => Promise<void>)[];
}

const current = new AsyncLocalStorage<RequestTransaction>();

/** How a transaction is run: drizzle's own by default, or one that adds statements of its own. */
export type TransactionRunner = <T>(root: Database, body: (tx: Database) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in one transaction that every query of the request joins: while it runs, the
 * app's Database (see requestScopedDatabase) is that transaction, so code written against
 * `ctx.db` needs no change, and its own `db.transaction(...)` runs in it as part of it.
 * Callbacks given to afterCommit run once it has committed, those given to afterRollback once it
 * has rolled back.
 */
export async function inRequestTransaction<T>(
  root: Database,
  work: (tx: Database) => Promise<T>,
  transaction: TransactionRunner = (db, body) => db.transaction(body),
): Promise<T> {
  const scope: RequestTransaction = { tx: null, afterCommit: [], afterRollback: [] };
  let result: T;
  try {
    result = await current.run(scope, () =>
      transaction(root, async (tx) => {
        scope.tx = tx;
        return work(tx);
      }),
    );
  } catch (error) {
    scope.tx = null;
    await current.exit(async () => {
      for (const callback of scope.afterRollback) await callback();
    });
    throw error;
  } finally {
    // Anything the request left running (a timer, a stream) falls back to the pool from now on.
    scope.tx = null;
  }
  // Outside the request's context: work they start must not see a transaction that is over.
  current.exit(() => {
    for (const callback of scope.afterCommit) callback();
  });
  return result;
}

/** Runs `callback` once the request's transaction commits, or at once outside one. */
export function afterCommit(callback: () => void): void {
  const scope = current.getStore();
  if (scope?.tx) scope.afterCommit.push(callback);
  else callback();
}

/**
 * What a failure must leave behind (a counted wrong code): inside a request's transaction, run
 * once it has rolled back, outside it; elsewhere at once.
 */
export async function afterRollback(callback: () => Promise<void>): Promise<void> {
  const scope = current.getStore();
  if (scope?.tx) scope.afterRollback.push(callback);
  else await callback();
}

/**
 * The app's Database: the request's transaction while one runs (inRequestTransaction), the
 * pool (or PGlite) otherwise. Background workers, which run outside any request, get the pool.
 */
export function requestScopedDatabase(root: Database): Database {
  return new Proxy(root, {
    get(target, property) {
      const tx = current.getStore()?.tx;
      // A transaction asked for inside the request's is the request's own: whatever fails in it
      // fails the request, which rolls back whole, so a savepoint (two round trips) would add
      // nothing but time.
      if (tx && property === 'transaction') return joinRequestTransaction(tx);
      const db = tx ?? target;
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' && property !== 'constructor' ? value.bind(db) : value;
    },
  });
}

function joinRequestTransaction(tx: Database): Database['transaction'] {
  return ((body: (inner: Database) => Promise<unknown>) => body(tx)) as Database['transaction'];
}
