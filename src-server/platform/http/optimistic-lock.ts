import type { FastifyRequest } from 'fastify';
import { updatedAtSchema } from '@shared/api';
import { parseInput } from './validation';

/**
 * A delete may carry the `updatedAt` it was shown (body or query); then a stale one is 409
 * (see db/versions).
 */
export function optionalVersion(request: FastifyRequest): string | undefined {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  const { updatedAt } = { ...(request.query as object), ...body } as { updatedAt?: unknown };
  if (updatedAt === undefined || updatedAt === null || updatedAt === '') return undefined;
  return parseInput(updatedAtSchema, updatedAt);
}
