import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An instant as `yyyy/MM/dd HH:mm` in Asia/Tokyo (spec section 9), formatted by the database:
 * for a million rows that is many times faster than a date library per row.
 */
export function tokyoDateTime(column: AnyPgColumn) {
  return sql<string>`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI')`;
}
