import type { FastifyRequest } from 'fastify';
import type { Paginated } from '@shared/api';
import { ja } from '@shared/messages';
import { endpointUrl, paginated } from './pagination';
import type { PageRequest } from './pagination';

/** The answer of a create (with status 201): the record as it now reads. */
export const created = <T>(data: T) => ({ message: ja.success.created, data });

/** The answer of an update: the record as it now reads. */
export const updated = <T>(data: T) => ({ message: ja.success.updated, data });

/** The answer of a delete. */
export const deleted = () => ({ message: ja.success.deleted });

/** A list page as the API answers it: the Laravel-style envelope, its links to this endpoint. */
export function pageAnswer<T>(
  request: FastifyRequest,
  page: { items: T[]; total: number },
  pageRequest: PageRequest,
): Paginated<T> {
  return paginated(page.items, page.total, pageRequest, endpointUrl(request));
}

/**
 * A list as the API answers its query: every row as `{ data }` when the query asks noPaginate
 * (the lookups of the forms), otherwise the requested page in the envelope. `read` gets the
 * page, or null for every row.
 */
export async function listAnswer<T>(
  request: FastifyRequest,
  query: PageRequest & { noPaginate?: boolean | undefined },
  read: (page: PageRequest | null) => Promise<{ items: T[]; total: number }>,
): Promise<Paginated<T> | { data: T[] }> {
  if (query.noPaginate) return { data: (await read(null)).items };
  return pageAnswer(request, await read(query), query);
}
