import type { FastifyRequest } from 'fastify';
import { METHOD_OVERRIDE_FIELD } from '@shared/api';

/** Laravel's method override: `_method: "delete"` in a POST's body (or query) makes it a DELETE. */
export function isDeleteOverride(request: FastifyRequest): boolean {
  const fromBody = fieldOf(request.body);
  const fromQuery = fieldOf(request.query);
  return (fromBody ?? fromQuery ?? '').toLowerCase() === 'delete';
}

function fieldOf(source: unknown): string | undefined {
  if (source === null || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[METHOD_OVERRIDE_FIELD];
  return typeof value === 'string' ? value : undefined;
}
