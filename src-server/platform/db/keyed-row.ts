import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { staleWrite } from '../errors';
import type { Database } from './client';
import { rethrowUniqueViolations } from './errors';
import { assertVersion } from './versions';

/** The one row a key has (a shop's settings, a service's accounting settings), and how it is written. */
export interface KeyedRow {
  table: PgTable;
  /** The row of the key. */
  key: SQL;
  /** Its updatedAt (the version). */
  version: AnyPgColumn<{ data: Date; notNull: true }>;
  /** The constraint two first saves at once meet. */
  primaryKey: string;
  /** The first save. */
  insert(tx: Database): Promise<unknown>;
  /** A later save (its version moved on). */
  update(tx: Database): Promise<unknown>;
}

/**
 * Saves the row of a key under optimistic locking: the row is made on the first save, so
 * `updatedAt` is null then; afterwards it is the version the client read (undefined: no check).
 * Of two first saves at once, the one that lost the insert read a version that no longer holds.
 */
export async function saveKeyedRow(
  db: Database,
  row: KeyedRow,
  updatedAt: string | null | undefined,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ updatedAt: row.version })
        .from(row.table)
        .where(row.key)
        .for('update');
      if (!current) {
        if (updatedAt !== null && updatedAt !== undefined) throw staleWrite();
        await row.insert(tx);
        return;
      }
      if (updatedAt === null) throw staleWrite();
      assertVersion(current.updatedAt, updatedAt);
      await row.update(tx);
    })
    .catch(rethrowUniqueViolations({ [row.primaryKey]: staleWrite }));
}
