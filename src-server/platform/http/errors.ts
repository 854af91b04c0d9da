import type { ErrorBody, ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { Conflict, Forbidden, Invalid, NotFound, TooManyAttempts, Unauthenticated } from '../errors';
import type { DomainError } from '../errors';

/**
 * An answer of the route edge itself: a request the HTTP layer cannot read (400, 413, 415, ...).
 * Everything below the edge raises domain errors (../errors), which the error handler turns
 * into one of these (toApiError).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ErrorEntry[],
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody & Readonly<Record<string, unknown>> {
    const body = this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
    return this.details ? { ...body, ...this.details } : body;
  }
}

export const badRequest = () => new ApiError(400, ja.errors.invalidRequest);

/** The HTTP status of each kind of domain failure. */
const STATUS_OF: readonly [abstract new (...args: never[]) => DomainError, number][] = [
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Invalid, 422],
  [TooManyAttempts, 429],
];

/** A domain failure as the edge answers it: its status, and its message, field entries and details as they are. */
export function toApiError(error: DomainError): ApiError {
  const status = STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? 500;
  return new ApiError(status, error.message, error.errors, error.details);
}
