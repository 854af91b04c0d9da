import type { FastifyRequest } from 'fastify';
import type { Paginated } from '@shared/api';

export interface PageRequest {
  page: number;
  limit: number;
}

export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/**
 * The Laravel-style envelope of a list page. `pageUrl` builds the absolute link to a page
 * of the same endpoint (see endpointUrl).
 */
export function paginated<T>(
  items: T[],
  total: number,
  request: PageRequest,
  pageUrl: (page: number) => string,
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.limit));
  const offset = pageOffset(request);
  return {
    data: items,
    meta: {
      total,
      per_page: request.limit,
      current_page: request.page,
      last_page: lastPage,
      from: items.length > 0 ? offset + 1 : null,
      to: items.length > 0 ? offset + items.length : null,
    },
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: request.page > 1 ? pageUrl(Math.min(request.page - 1, lastPage)) : null,
      next: request.page < lastPage ? pageUrl(request.page + 1) : null,
    },
  };
}

/** `page => absolute URL of this request's path with ?page=N`. */
export function endpointUrl(request: FastifyRequest): (page: number) => string {
  const path = request.url.split('?', 1)[0];
  return (page) => `${request.protocol}://${request.host}${path}?page=${page}`;
}
