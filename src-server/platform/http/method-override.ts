import type { FastifyInstance, FastifyRequest } from 'fastify';
import { METHOD_OVERRIDE_FIELD } from '@shared/api';
import { notFound } from '../errors';

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

type DeleteHandler<P> = (request: FastifyRequest<{ Params: P }>) => Promise<unknown>;

/** Registers a DELETE route and the POST with `_method: "delete"` that stands for it. */
export function deleteRoute<P extends Record<string, string>>(
  app: FastifyInstance,
  path: string,
  handler: DeleteHandler<P>,
): void {
  app.delete<{ Params: P }>(path, (request) => handler(request));
  app.post<{ Params: P }>(path, async (request) => {
    if (!isDeleteOverride(request)) throw notFound();
    return handler(request);
  });
}
