import { DEFAULT_SORT_FIELD, FIRST_PAGE } from '@shared/constants';

export type SortOrder = 'asc' | 'desc';

/** What a list screen asks the API for: filters, sort and page (spec section 3, "Table sort"). */
export interface ListState<F extends Record<string, string>> {
  filters: F;
  sort: string;
  order: SortOrder;
  page: number;
}

const RESERVED = new Set(['page', 'sort', 'typeSort']);

/** Reads a list's state from the URL; missing values take the defaults (registDate desc, page 1). */
export function readListState<F extends Record<string, string>>(
  params: URLSearchParams,
  defaults: F,
): ListState<F> {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof F & string)[]) {
    const value = params.get(key);
    if (value !== null) filters[key] = value as F[typeof key];
  }
  const page = Number(params.get('page'));
  const order = params.get('typeSort')?.toLowerCase();
  return {
    filters,
    sort: params.get('sort') || DEFAULT_SORT_FIELD,
    order: order === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/** Writes a list's state to URL parameters, leaving out defaults and empty filters. */
export function writeListState<F extends Record<string, string>>(state: ListState<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== '' && !RESERVED.has(key)) params.set(key, value);
  }
  if (state.sort !== DEFAULT_SORT_FIELD) params.set('sort', state.sort);
  if (state.order !== 'desc') params.set('typeSort', state.order);
  if (state.page !== FIRST_PAGE) params.set('page', String(state.page));
  return params;
}

/** The query sent to the API: typeSort upper-case, empty filters left out. */
export function toApiQuery<F extends Record<string, string>>(
  state: ListState<F>,
  limit: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: state.page,
    limit,
    sort: state.sort,
    typeSort: state.order.toUpperCase(),
  };
  for (const [key, value] of Object.entries(state.filters)) {
    if (value.trim() !== '') query[key] = value.trim();
  }
  return query;
}

/** What a CSV export of a list takes: the list's query (filters and sort) without its page. */
export function withoutPaging(query: Record<string, string | number>): Record<string, string | number> {
  const { page: _page, limit: _limit, ...rest } = query;
  return rest;
}

/**
 * Filters, sort and page of each list, kept while the console runs so that leaving a list and
 * coming back shows it as it was left.
 */
const remembered = new Map<string, string>();

/**
 * The location state of a side-menu link: a list opened from the menu starts at page 1 (spec
 * section 2), keeping the filters and sort it was left with; back from a record it is as left.
 */
export const MENU_NAVIGATION = { fromMenu: true } as const;

export function isMenuNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromMenu?: unknown }).fromMenu === true;
}

export function rememberListSearch(listKey: string, search: string): void {
  remembered.set(listKey, search);
}

export function recallListSearch(listKey: string): string | undefined {
  return remembered.get(listKey);
}

export function forgetRememberedLists(): void {
  remembered.clear();
}
