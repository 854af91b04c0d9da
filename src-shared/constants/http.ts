/** API version prefix of the management API. */
export const API_BASE_PATH = '/api/v1';
/** Query parameter carrying the dummy cache-busting value on every request (spec section 7). */
export const CACHE_BUST_PARAM = '_';
/** Paths whose requests carry the service subdomain as a query parameter (spec section 7). */
export const ACCOUNT_PATH_PREFIX = 'account';
/** Default port and host of the reference API server. */
export const REFERENCE_SERVER_PORT = 8787;
export const REFERENCE_SERVER_HOST = '127.0.0.1';

/** The HTTP statuses the console knows (spec section 8, plus 409 for stale writes). */
export const HTTP_STATUS = {
  OK: 200,
  CREATED: 201,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  UNPROCESSABLE_ENTITY: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;
