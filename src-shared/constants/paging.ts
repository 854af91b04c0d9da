export const DEFAULT_PAGE_SIZE = 15;
export const FIRST_PAGE = 1;
export const DEFAULT_SORT_FIELD = 'registDate';
export const DEFAULT_SORT_ORDER = 'desc';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
