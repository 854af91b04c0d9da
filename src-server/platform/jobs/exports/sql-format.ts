import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An instant as `yyyy/MM/dd HH:mm` in Asia/Tokyo (spec section 9), formatted by the database:
 * for a million rows that is many times faster than a date library per row.
 */
export function tokyoDateTime(column: AnyPgColumn) {
  return sql<string>`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI')`;
}

/**
 * The label of an integer code (an enum of the catalogue, a prefecture), looked up by the
 * database in an array of the labels: null for a null or unknown code.
 */
export function labelOf(column: AnyPgColumn, labels: Readonly<Record<number, string>>): SQL<string | null> {
  const codes = Object.keys(labels).map(Number);
  if (codes.length === 0 || codes.some((code) => !Number.isInteger(code))) {
    throw new Error('labelOf needs integer codes');
  }
  const lowest = Math.min(...codes);
  const highest = Math.max(...codes);
  const slots: SQL[] = [];
  for (let code = lowest; code <= highest; code += 1) {
    const label = labels[code];
    slots.push(label === undefined ? sql`null::text` : sql`${label}::text`);
  }
  // PostgreSQL arrays count from 1; a code outside the array's bounds answers null.
  return sql<string | null>`(array[${sql.join(slots, sql`, `)}])[${column} - ${lowest - 1}]`;
}
