import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ja } from '@shared/messages';
import { ApiError, badRequest, notFound } from './errors';

/**
 * Every failure leaves the server as a Japanese `{ message }` body: expected failures with
 * their own status, body-parsing and protocol problems as 4xx, anything else as a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    const error = notFound();
    return reply.code(error.statusCode).send(error.body);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const answer = error instanceof ApiError ? error : fromFrameworkError(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(answer.statusCode).send(answer.body);
  });
}

function fromFrameworkError(error: FastifyError): ApiError {
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError(413, ja.server.payloadTooLarge);
  if (status === 415) return new ApiError(415, ja.server.unsupportedMediaType);
  if (status >= 400 && status < 500) return new ApiError(status, ja.errors.invalidRequest);
  return new ApiError(500, ja.errors.serverError);
}

/** Fastify's `frameworkErrors` option: a URL it cannot decode. */
export function onFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const error = badRequest();
  reply.code(error.statusCode).send(error.body);
}
