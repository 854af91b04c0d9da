/** API version prefix of the management API. */
export const API_BASE_PATH = '/api/v1';
/** Query parameter carrying the dummy cache-busting value on every request (spec section 7). */
export const CACHE_BUST_PARAM = '_';
/** Paths whose requests carry the service subdomain as a query parameter (spec section 7). */
export const ACCOUNT_PATH_PREFIX = 'account';
/** Default port and host of the reference API server. */
export const REFERENCE_SERVER_PORT = 8787;
export const REFERENCE_SERVER_HOST = '127.0.0.1';
