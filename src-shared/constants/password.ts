/**
 * Lengths of a password chosen by a user. The spec shows no length rule; 8 is the usual
 * floor, 255 matches the API's limit.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/** A generated password: 16 letters and digits plus 4 symbols, shuffled, cut to 20. */
export const GENERATED_PASSWORD_ALPHANUMERIC_COUNT = 16;
export const GENERATED_PASSWORD_SYMBOL_COUNT = 4;
export const GENERATED_PASSWORD_LENGTH = 20;

export const PASSWORD_ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/**
 * Symbols a generated password draws from: none of the excluded / \ ¥, no quotes or
 * backquote (they break CSV cells and shells), no | (it reads as l or I).
 */
export const GENERATED_PASSWORD_SYMBOLS = '!#$%&()*+-.=?@^_~';
