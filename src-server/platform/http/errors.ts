import type { ErrorBody, ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';

/** An expected failure: the error handler answers it with its status and Japanese body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ErrorEntry[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = () => new ApiError(400, ja.errors.invalidRequest);
export const sessionExpired = () => new ApiError(401, ja.auth.sessionExpired);
export const forbidden = () => new ApiError(403, ja.errors.forbidden);
export const notFound = () => new ApiError(404, ja.errors.notFound);
export const validationFailed = (errors: ErrorEntry[]) =>
  new ApiError(422, ja.errors.validationFailed, errors);
