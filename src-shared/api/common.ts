import { z } from 'zod';
import { MAX_INTEGER } from '../constants/limits';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT_FIELD, FIRST_PAGE } from '../constants/paging';

/** One field error of a 400/422 answer. */
export const errorEntrySchema = z.object({ name: z.string(), message: z.string() });
export type ErrorEntry = z.infer<typeof errorEntrySchema>;

/** The body of every non-2xx answer of the API. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(errorEntrySchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Spec section 3, "Pagination": meta gives total, per_page, from and to, links give first and
 * last (the page number from their `page` query value). current_page and last_page are read when
 * a backend adds them (Laravel does); without them the page comes from `from` and the links.
 */
export const paginationMetaSchema = z.object({
  total: z.coerce.number().int().nonnegative(),
  per_page: z.coerce.number().int().positive(),
  current_page: z.coerce.number().int().positive().optional(),
  last_page: z.coerce.number().int().positive().optional(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  /** True when `total` (and so `last_page`) is an estimate, not a count (large payment histories). */
  total_estimated: z.boolean().optional(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const paginationLinksSchema = z.object({
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable().optional(),
  next: z.string().nullable().optional(),
});
export type PaginationLinks = z.infer<typeof paginationLinksSchema>;

/** A page of a list: `{ data, meta, links }`, and what else the list answers beside its rows (`extra`). */
export function paginatedSchema<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  item: T,
  extra?: E,
) {
  return z.object({
    data: z.array(item),
    ...(extra as E),
    meta: paginationMetaSchema,
    links: paginationLinksSchema,
  });
}
/**
 * A list's records per tab (its `countData`): for each value of `key` (a status, a state), how
 * many records the list's other filters leave; every value, zeros too.
 */
export function tabCountsSchema<K extends string, V extends z.ZodType>(key: K, value: V) {
  const row = { [key]: value, count: z.number().int() } as Record<K, V> & { count: z.ZodNumber };
  return z.array(z.object(row));
}

export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
  links: PaginationLinks;
}

export const sortOrderSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(['ASC', 'DESC']));

/**
 * A record id given as a list filter (`?groupId=3`): a positive integer no larger than the
 * database's integer columns hold, so `groupId=2147483648` is a field error, not a query error.
 */
export const queryIdSchema = z.coerce.number().int().min(1).max(MAX_INTEGER);

/** Query parameters every list endpoint accepts. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_INTEGER).default(FIRST_PAGE),
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  sort: z.string().min(1).max(64).default(DEFAULT_SORT_FIELD),
  typeSort: sortOrderSchema.default('DESC'),
});
export type ListQuery = z.input<typeof listQuerySchema>;

/** `{ data: T }` envelope of single-record answers. */
export function dataEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
