/** Local-storage key of the API token (spec section 7). */
export const TOKEN_STORAGE_KEY = 'token';
/** Keys of pending exports start with this prefix; logout removes them all (spec section 4). */
export const EXPORT_STORAGE_KEY_PREFIX = 'export_';
