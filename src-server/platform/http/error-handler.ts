import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ja } from '@shared/messages';
import { isDataException } from '../db/errors';
import { DomainError, notFound } from '../errors';
import { ApiError, badRequest, toApiError } from './errors';
import { isMalformedMultipart, malformedMultipart } from './multipart';

/**
 * Every failure leaves the server as a Japanese `{ message }` body: domain failures (../errors)
 * with the status of their kind, body-parsing and protocol problems as 4xx, anything else as a
 * bare 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    const error = toApiError(notFound());
    return reply.code(error.statusCode).send(error.body);
  });

  app.setErrorHandler((error: FastifyError | ApiError | DomainError, request, reply) => {
    const answer = answerOf(error, request);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(answer.statusCode).send(answer.body);
  });
}

function answerOf(error: FastifyError | ApiError | DomainError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return toApiError(error);
  return fromUnexpectedError(error, request);
}

function fromUnexpectedError(error: FastifyError, request: FastifyRequest): ApiError {
  if (isMalformedMultipart(error)) return malformedMultipart();
  if (isDataException(error)) {
    // The edge (shared schemas, the NUL guard) should have refused the value; the database
    // did. Still the client's input, so a 400 rather than a 500, but worth a warning.
    request.log.warn({ err: error }, 'the database refused a request value');
    return badRequest();
  }
  return fromFrameworkError(error);
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

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refused before any
 * route saw it (headers over the size limit, a time-out, a malformed request line) gets
 * the same Japanese `{ message }` body as every other answer.
 */
export function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(error.code);
  if (socket.writable) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${http.STATUS_CODES[answer.statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function clientErrorAnswer(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return new ApiError(431, ja.server.headersTooLarge);
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError(408, ja.server.requestTimeout);
  return badRequest();
}
