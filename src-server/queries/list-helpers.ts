import { asc, desc } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards, so a keyword's % and _ are plain characters. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface SortRequest {
  sort: string;
  typeSort: 'ASC' | 'DESC';
}

/**
 * ORDER BY for a list: only whitelisted columns (anything else falls back to the first one,
 * registDate by convention), and the id breaks ties so pages never overlap or skip rows.
 */
export function orderByWhitelist(
  sortable: Record<string, AnyColumn | SQL>,
  fallback: AnyColumn | SQL,
  tieBreaker: AnyColumn,
  { sort, typeSort }: SortRequest,
): SQL[] {
  const column = Object.prototype.hasOwnProperty.call(sortable, sort)
    ? (sortable[sort] ?? fallback)
    : fallback;
  const direction = typeSort === 'ASC' ? asc : desc;
  return [direction(column), direction(tieBreaker)];
}

/** '' (an empty optional form field) is stored as null. */
export function emptyToNull(value: string): string | null {
  return value === '' ? null : value;
}
