/** Every date the console shows or sends is in this zone, whatever the machine's zone. */
export const TIME_ZONE = 'Asia/Tokyo';

/** date-fns patterns of spec section 9. */
export const DATE_FORMATS = {
  date: 'yyyy/MM/dd',
  dateUnpadded: 'yyyy/M/d',
  dateTime: 'yyyy/MM/dd HH:mm',
  dateTimeHyphen: 'yyyy-MM-dd HH:mm',
  month: 'yyyy/MM',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

export const MS_PER_SECOND = 1000;
export const MS_PER_DAY = 86_400_000;

/** Delay before the loading overlay shows, and before the session is cleared after logout. */
export const LOADING_DELAY_MS = 300;
export const LOGOUT_CLEAR_DELAY_MS = 300;
/** A success alert without autoclose dismisses itself after this time. */
export const SUCCESS_ALERT_DISMISS_MS = 3000;
/** One hour without activity ends the session. */
export const IDLE_TIMEOUT_MS = 3_600_000;
export const EXPORT_POLL_INTERVAL_MS = 5000;
export const IMPORT_POLL_INTERVAL_MS = 10_000;

/**
 * The password-expiry warning window. The spec gives "14" with no unit; we read it as
 * days: with 14 hours or minutes the banner would appear too late for anyone to act on it.
 */
export const PASSWORD_EXPIRY_WARNING_DAYS = 14;
