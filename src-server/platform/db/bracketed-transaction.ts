import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { driverClientOf } from './client';
import type { Database } from './client';
import { inlined } from './copy-stream';

const dialect = new PgDialect();
/** Inlined values are exact only while backslashes are plain characters (see inlined). */
const HOLD_CONFORMING_STRINGS_LOCALLY = 'set local standard_conforming_strings = on';

/**
 * Runs `work` in a transaction that starts with `opening` and ends with `closing()` (a statement
 * of what the work did), both added without a round trip of their own: on PostgreSQL's pool,
 * `begin; <opening>` and `<closing>; commit` each go as one message of the simple protocol (so
 * the closing statement's values are written into its text as COPY's are, see `inlined`; the
 * opening takes none, being read in the message that holds standard_conforming_strings on),
 * and the work runs on the same connection through drizzle's own transaction object (its
 * `db.transaction()` a savepoint). A failing closing statement fails the commit with it. On
 * PGlite, in process, they are statements of a drizzle transaction.
 */
export async function bracketedTransaction<T>(
  root: Database,
  opening: SQL,
  work: (tx: Database) => Promise<T>,
  closing: () => SQL,
): Promise<T> {
  const driver = driverClientOf(root);
  if (driver?.kind !== 'postgres') {
    return root.transaction(async (tx) => {
      await tx.execute(opening);
      const result = await work(tx);
      await tx.execute(closing());
      return result;
    });
  }
  if (dialect.sqlToQuery(opening).params.length > 0) {
    throw new Error('the opening statement of a bracketed transaction takes no values');
  }
  const client = await driver.pool.connect();
  const tx: Database = new NodePgTransaction<
    Record<string, never>,
    ExtractTablesWithRelations<Record<string, never>>
  >(dialect, new NodePgSession(client, dialect, undefined), undefined);
  let reusable = true;
  try {
    // Read with the setting already held, whatever the server's or database's default.
    await client.query(`begin; ${HOLD_CONFORMING_STRINGS_LOCALLY}; ${inlined(opening)}`);
    const result = await work(tx);
    await client.query(`${inlined(closing())}; commit`);
    return result;
  } catch (error) {
    // After a failed commit there is no transaction left: PostgreSQL only warns.
    await client.query('rollback').catch(() => {
      reusable = false;
    });
    throw error;
  } finally {
    client.release(!reusable);
  }
}
