import { asc, desc, sql } from 'drizzle-orm';
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

/**
 * An ORDER BY that walks an index made by drizzle-kit's `.desc()`, for columns that are never
 * null. Those indexes are `DESC NULLS LAST`, while a plain `DESC` means `NULLS FIRST`: the
 * planner cannot read such an index in that order, so a page of 15 sorts every matching row
 * first. On NOT NULL columns the nulls clause changes no order, only the plan.
 */
export function indexOrder(column: AnyColumn | SQL, direction: SortRequest['typeSort']): SQL {
  return direction === 'ASC' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
}

/** orderByWhitelist for columns that are never null, in index order (see indexOrder). */
export function orderByNotNullWhitelist(
  sortable: Record<string, AnyColumn | SQL>,
  fallback: AnyColumn | SQL,
  tieBreaker: AnyColumn,
  { sort, typeSort }: SortRequest,
): SQL[] {
  const column = Object.prototype.hasOwnProperty.call(sortable, sort)
    ? (sortable[sort] ?? fallback)
    : fallback;
  return [indexOrder(column, typeSort), indexOrder(tieBreaker, typeSort)];
}
