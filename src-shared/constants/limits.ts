/** The largest value of a signed 32-bit integer column. */
export const MAX_INTEGER = 2_147_483_647;

/** A shop or service holds at most this many categories or tags. */
export const MAX_CATEGORIES_OR_TAGS = 10;

export const MIN_SEARCH_KEYWORD_LENGTH = 1;

/** Default length of a truncated text in a table cell. */
export const TRUNCATE_DEFAULT_LENGTH = 20;
export const TRUNCATE_ELLIPSIS = '...';

/** Bytes in one megabyte, for the {maxSize} MB limits. */
export const BYTES_PER_MEGABYTE = 1024 * 1024;

/** Longest notice text (notification content). */
export const NOTIFICATION_CONTENT_MAX_LENGTH = 1000;
