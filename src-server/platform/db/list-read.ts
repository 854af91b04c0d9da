import { count } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { PageRequest } from '../http/pagination';
import { pageOffset } from '../http/pagination';
import type { Database } from './client';
import { orderByWhitelist } from './list-helpers';
import type { SortRequest } from './list-helpers';

/** A list page as the reads answer it, before the route wraps it in the paginated envelope. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/**
 * One list of the API as the database reads it: the select of its rows under a filter (a
 * `$dynamic()` select, joins and columns), the select that counts them under the same filter,
 * the columns a client may sort by with the default one and the tie breaker (by convention
 * registDate and the id), and how a row becomes an item.
 */
export interface ListDefinition<Query extends PgSelect, Item, Context> {
  rows(db: Database, where: SQL | undefined): Query;
  count(db: Database, where: SQL | undefined): PromiseLike<{ total: number }[]>;
  sortable: Record<string, AnyColumn | SQL>;
  order: readonly [fallback: AnyColumn | SQL, tieBreaker: AnyColumn];
  /** `context`: what the items need besides the row (the media URLs, the time of the read). */
  item(row: Awaited<Query>[number], context: Context): Item;
}

export interface ListRead<Item, Context> {
  /**
   * One page in the requested order and the total under the filter (read at once); with no
   * page, every row (a list's noPaginate answer) and their number.
   */
  page(
    db: Database,
    where: SQL | undefined,
    sort: SortRequest,
    page: PageRequest | null,
    context: Context,
  ): Promise<ListPage<Item>>;
}

/** The count of a list whose filter names only its own table: the table's rows under it. */
export function countRows(table: PgTable) {
  return (db: Database, where: SQL | undefined) => db.select({ total: count() }).from(table).where(where);
}

/**
 * The page read of one list (every row with no page), the same for every list: sorted by a
 * whitelisted column (see orderByWhitelist), the page cut by LIMIT/OFFSET beside a count.
 */
export function listRead<Query extends PgSelect, Item, Context = void>(
  list: ListDefinition<Query, Item, Context>,
): ListRead<Item, Context> {
  const ordered = (db: Database, where: SQL | undefined, sort: SortRequest) =>
    list.rows(db, where).orderBy(...orderByWhitelist(list.sortable, ...list.order, sort));
  return {
    async page(db, where, sort, page, context) {
      if (page === null) {
        const items = (await ordered(db, where, sort)).map((row) => list.item(row, context));
        return { items, total: items.length };
      }
      const [rows, [counted]] = await Promise.all([
        ordered(db, where, sort).limit(page.limit).offset(pageOffset(page)),
        list.count(db, where),
      ]);
      return { items: rows.map((row) => list.item(row, context)), total: counted?.total ?? 0 };
    },
  };
}
