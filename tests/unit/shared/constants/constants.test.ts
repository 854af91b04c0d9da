import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS,
  ADVANCE_INSTALMENT_GROUPS,
  CONTENT_KIND,
  CSV_EXPORT_IDS,
  CSV_IMPORT_FILE_TYPES,
  CSV_IMPORT_IDS,
  DATE_FORMATS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_FIELD,
  DEFAULT_SORT_ORDER,
  DISABLE,
  EC_PAYMENT_STATUS,
  EC_SALES_TYPE,
  ENABLE,
  EXPORT_POLL_INTERVAL_MS,
  EXPORT_STATUS,
  FIRST_PAGE,
  HTTP_STATUS,
  IDLE_TIMEOUT_MS,
  IMPORT_POLL_INTERVAL_MS,
  IMPORT_STATUS,
  INSTALMENT_COUNTS,
  INSTALMENT_OPTIONS,
  LIMIT_TYPE,
  LINK_OPEN_MODE,
  LOADING_DELAY_MS,
  MAPS_LIBRARY_VERSION,
  MAP_DEFAULT_CENTER,
  MARKER_CLUSTER_MAX_ZOOM,
  MARKER_CLUSTER_RADIUS,
  MAX_CATEGORIES_OR_TAGS,
  MAX_INTEGER,
  MESSAGE_TYPE,
  MIN_SEARCH_KEYWORD_LENGTH,
  MS_PER_DAY,
  NOTE_BACKGROUNDS,
  NOTE_BACKGROUND_KEYS,
  ONETIME_PAYMENT,
  ONETIME_PAYMENT_CODE,
  PASSWORD_EXPIRY_WARNING_DAYS,
  REPORT_INTERVAL,
  RIBBON_PAYMENT,
  ROLES,
  ROLE_NAMES,
  SEND_TIMING,
  SUCCESS_ALERT_DISMISS_MS,
  TIME_ZONE,
  TRUNCATE_DEFAULT_LENGTH,
  UPLOAD_MODE,
  csvExportKindOf,
  csvImportKindOf,
  isEnabled,
} from '@shared/constants';

describe('enumerations of spec section 4', () => {
  it('have the spec values', () => {
    expect(ROLES).toEqual([1, 2, 3, 4]);
    expect(ROLE_NAMES).toEqual({ 1: 'master', 2: 'client', 3: 'store', 4: 'group' });
    expect(ACCOUNT_STATUS).toEqual({ ACTIVE: 2, PAUSE: 3 });
    expect([ENABLE, DISABLE]).toEqual([1, 0]);
    expect(LIMIT_TYPE).toEqual({ NO_LIMIT: 0, LIMITED: 1 });
    expect(CONTENT_KIND).toEqual({ COUPON: 'coupon', NEWS: 'news' });
    expect(MESSAGE_TYPE).toEqual({ COUPON: 1, NEWS: 2, PUSH: 3 });
    expect(SEND_TIMING).toEqual({ IMMEDIATELY: 1, SCHEDULE: 2 });
    expect(LINK_OPEN_MODE).toEqual({ WEBVIEW: 1, INAPP: 2 });
    expect(UPLOAD_MODE).toEqual({ IMAGE: 'image-upload', BUTTON: 'btn-upload' });
    expect(EC_SALES_TYPE).toEqual({ PROVISIONAL: 1, IMMEDIATE: 2 });
    expect(EC_PAYMENT_STATUS).toEqual({
      UNCONFIRMED: 1,
      SALES_CONFIRMED: 2,
      UNCONFIRMED_CANCELLED: 3,
      SALES_CONFIRMED_CANCELLED: 4,
    });
    expect(EXPORT_STATUS).toEqual({ WAITING: 0, SUCCESS: 1, CANCEL: 9 });
    expect(IMPORT_STATUS).toEqual({
      WAITING: 0,
      FINISHED_SUCCESS: 1,
      FINISHED_WITH_FAILURES: 2,
      FAILED: 3,
      DUPLICATE_FAILURE: 4,
      // Ours, for the dry run: waiting for the user's decision, and cancelled by it.
      PREVIEWED: 5,
      CANCELLED: 6,
    });
    expect(REPORT_INTERVAL).toEqual({ WEEKLY: 'weekly', MONTHLY: 'monthly', YEARLY: 'yearly' });
  });

  it('tells an enabled flag from a disabled or missing one', () => {
    expect(isEnabled(1)).toBe(true);
    expect(isEnabled(0)).toBe(false);
    expect(isEnabled(null)).toBe(false);
    expect(isEnabled(undefined)).toBe(false);
  });
});

describe('CSV ids', () => {
  it('has the export ids of spec section 9, without 0006', () => {
    expect(CSV_EXPORT_IDS).toEqual({
      shops: '0001',
      paymentHistories: '0002',
      customers: '0003',
      summary: '0004',
      coupons: '0005',
      shopContract: '0007',
      estimateProduct: '0008',
      auditLog: '0009',
      journalYayoi: '0101',
      journalFreee: '0102',
      journalMoneyForward: '0103',
    });
    expect(csvExportKindOf('0006')).toBeNull();
  });

  it('has the import ids and their file types', () => {
    expect(CSV_IMPORT_IDS).toEqual({ estimateImage: '1001', estimateProduct: '1002' });
    expect(CSV_IMPORT_FILE_TYPES).toEqual({ estimateImage: 'zip', estimateProduct: 'csv' });
  });

  it('finds the kind of an id', () => {
    expect(csvExportKindOf('0001')).toBe('shops');
    expect(csvExportKindOf('0008')).toBe('estimateProduct');
    expect(csvImportKindOf('1001')).toBe('estimateImage');
    expect(csvImportKindOf('0001')).toBeNull();
  });
});

describe('business constants of spec section 9', () => {
  it('have the spec values', () => {
    expect([DEFAULT_PAGE_SIZE, FIRST_PAGE, DEFAULT_SORT_FIELD, DEFAULT_SORT_ORDER]).toEqual([
      15,
      1,
      'registDate',
      'desc',
    ]);
    expect(TIME_ZONE).toBe('Asia/Tokyo');
    expect(DATE_FORMATS).toEqual({
      date: 'yyyy/MM/dd',
      dateUnpadded: 'yyyy/M/d',
      dateTime: 'yyyy/MM/dd HH:mm',
      dateTimeHyphen: 'yyyy-MM-dd HH:mm',
      month: 'yyyy/MM',
    });
    expect(LOADING_DELAY_MS).toBe(300);
    expect(MS_PER_DAY).toBe(86_400_000);
    expect(MAX_INTEGER).toBe(2147483647);
    expect(MAP_DEFAULT_CENTER).toEqual({ lat: 35.6762, lng: 139.6503 });
    expect([MARKER_CLUSTER_RADIUS, MARKER_CLUSTER_MAX_ZOOM, MAPS_LIBRARY_VERSION]).toEqual([60, 16, '3.47']);
    expect(SUCCESS_ALERT_DISMISS_MS).toBe(3000);
    expect(IDLE_TIMEOUT_MS).toBe(3_600_000);
    expect([EXPORT_POLL_INTERVAL_MS, IMPORT_POLL_INTERVAL_MS]).toEqual([5000, 10_000]);
    expect(MAX_CATEGORIES_OR_TAGS).toBe(10);
    expect(PASSWORD_EXPIRY_WARNING_DAYS).toBe(14);
    expect(MIN_SEARCH_KEYWORD_LENGTH).toBe(1);
    expect(TRUNCATE_DEFAULT_LENGTH).toBe(20);
  });

  it('knows the HTTP statuses of section 8', () => {
    expect(Object.values(HTTP_STATUS)).toEqual(
      expect.arrayContaining([200, 201, 400, 401, 403, 404, 405, 422, 429, 500]),
    );
  });
});

describe('payment counts', () => {
  it('lists the instalment counts of the spec, then bonus one-time and revolving', () => {
    expect(INSTALMENT_COUNTS).toEqual([
      1, 2, 3, 5, 6, 10, 12, 15, 18, 20, 24, 30, 36, 42, 48, 54, 60, 66, 72, 78, 84, 90, 96,
    ]);
    expect(INSTALMENT_OPTIONS.slice(-2)).toEqual([ONETIME_PAYMENT, RIBBON_PAYMENT]);
    expect([ONETIME_PAYMENT, RIBBON_PAYMENT, ONETIME_PAYMENT_CODE]).toEqual([
      'onetimePayment',
      'ribbonPayment',
      999,
    ]);
  });

  it('groups the advance-instalment counts 1 to 99 in tens', () => {
    expect(ADVANCE_INSTALMENT_GROUPS.map(({ from, to }) => [from, to])).toEqual([
      [1, 10],
      [11, 20],
      [21, 30],
      [31, 40],
      [41, 50],
      [51, 60],
      [61, 70],
      [71, 80],
      [81, 90],
      [91, 99],
    ]);
    expect(ADVANCE_INSTALMENT_GROUPS.flatMap((group) => group.counts)).toEqual(
      Array.from({ length: 99 }, (_, i) => i + 1),
    );
  });
});

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('note background palette', () => {
  it('has the ten colours of the spec, in order', () => {
    expect(NOTE_BACKGROUND_KEYS).toEqual([
      'skyBlue',
      'red',
      'orange',
      'navyBlue',
      'yellow',
      'green',
      'pink',
      'brown',
      'black',
      'white',
    ]);
  });

  it('uses valid, distinct hex colours', () => {
    const backgrounds = Object.values(NOTE_BACKGROUNDS).map((colour) => colour.background);
    for (const hex of backgrounds) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });

  it.each(NOTE_BACKGROUND_KEYS)('gives %s a text colour with WCAG AA contrast', (key) => {
    const { background, text } = NOTE_BACKGROUNDS[key];
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
