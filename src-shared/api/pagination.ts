import { FIRST_PAGE } from '../constants/paging';
import type { PaginationLinks, PaginationMeta } from './common';

/** Pagination state of a list screen (spec section 3, "Pagination"). */
export interface Pagination {
  total: number;
  /** The total is an estimate (shown as 「約」). */
  totalEstimated: boolean;
  limit: number;
  from: number;
  to: number;
  currentPage: number;
  firstPage: number;
  lastPage: number;
}

/** The page number carried by a `links.first` / `links.last` URL's `page` query value. */
export function pageFromLink(link: string | null | undefined): number {
  if (!link) return FIRST_PAGE;
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1) : '';
  const page = Number(new URLSearchParams(query).get('page'));
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** Reads meta (total, per_page, from, to) and links (first, last); missing values fall back to 0 and page 1. */
export function toPagination(
  meta: Partial<PaginationMeta> | undefined,
  links: Partial<PaginationLinks> | undefined,
): Pagination {
  return {
    total: meta?.total ?? 0,
    totalEstimated: meta?.total_estimated ?? false,
    limit: meta?.per_page ?? 0,
    from: meta?.from ?? 0,
    to: meta?.to ?? 0,
    currentPage: meta?.current_page ?? pageOfFirstRow(meta),
    firstPage: pageFromLink(links?.first),
    lastPage: pageFromLink(links?.last),
  };
}

/** The page a list answer shows, from its first row's position when the answer does not say. */
function pageOfFirstRow(meta: Partial<PaginationMeta> | undefined): number {
  const from = meta?.from;
  const perPage = meta?.per_page;
  if (!from || !perPage || from < 1) return FIRST_PAGE;
  return Math.floor((from - 1) / perPage) + FIRST_PAGE;
}
