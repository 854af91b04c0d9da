import { getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column always written with its table ("shops"."id"), for the outer row in a correlated
 * subquery. drizzle leaves columns bare in a query on one table, and a bare "id" inside
 * `(select count(*) from items where category_id = id)` names the item's own id.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
