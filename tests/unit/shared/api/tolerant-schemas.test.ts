import { describe, expect, it } from 'vitest';
import {
  accountResponseSchema,
  exportRequestResponseSchema,
  exportStatusResponseSchema,
  importStatusResponseSchema,
  consoleLoginResponseSchema,
  parseRecordId,
  serviceDetailResponseSchema,
  serviceListResponseSchema,
  storeListResponseSchema,
  toPagination,
} from '@shared/api';

/** GET /account with exactly the fields spec section 3 shows. */
const SPEC_ACCOUNT = {
  role: 3,
  nameSei: '鈴木',
  nameMei: '一郎',
  passwordExpiredAt: '2026-12-31T00:00:00+09:00',
  service: {
    name: 'デモ',
    subdomain: 'demo',
    enableTrailCalc: 1,
    enableCouponSetting: 1,
    enableNotificationSetting: 0,
    enableGallerySetting: 1,
    enableMenuSetting: 1,
  },
  shop: { id: '12', name: '渋谷店' },
  policies: { summaryManagement: true, paymentHistory: false },
  ecSetting: { countEc: 0, totalShop: 1 },
};

describe('response schemas read what spec section 7 shows, tolerantly', () => {
  it('login needs the token only; an expiry, readable or not, and other fields are left out', () => {
    expect(consoleLoginResponseSchema.parse({ data: { accessToken: 'abc' } })).toEqual({
      data: { accessToken: 'abc' },
    });
    expect(
      consoleLoginResponseSchema.parse({ data: { accessToken: 'abc', expiresAt: 'soon', extra: 1 } }),
    ).toEqual({
      data: { accessToken: 'abc' },
    });
    expect(
      consoleLoginResponseSchema.parse({ access_token: 'abc', expires_at: '2026-01-01T00:00:00+09:00' }),
    ).toEqual({ data: { accessToken: 'abc' } });
    expect(consoleLoginResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });

  it('the current user needs what the spec shows; ids as strings, flags as booleans, unknown fields dropped', () => {
    const user = accountResponseSchema.parse({
      data: { ...SPEC_ACCOUNT, service: { ...SPEC_ACCOUNT.service, enableTrailCalc: true }, extra: 'x' },
    }).data;
    expect(user.shop).toEqual({ id: 12, name: '渋谷店' });
    expect(user.service?.enableTrailCalc).toBe(1);
    expect(user).not.toHaveProperty('extra');
    expect(user.id).toBeUndefined();
    expect(user.updatedAt).toBeUndefined();
    const master = accountResponseSchema.parse({
      data: { ...SPEC_ACCOUNT, role: 1, service: undefined, shop: undefined },
    }).data;
    expect([master.service, master.shop]).toEqual([null, null]);
  });

  it.each(['role', 'nameSei', 'passwordExpiredAt', 'policies', 'ecSetting'])(
    'the current user without %s (shown by the spec) is refused',
    (field) => {
      const { [field as keyof typeof SPEC_ACCOUNT]: _left, ...rest } = SPEC_ACCOUNT;
      expect(accountResponseSchema.safeParse({ data: rest }).success).toBe(false);
    },
  );

  it('a service detail needs the name and the three flags the spec shows; the others default to off', () => {
    const detail = serviceDetailResponseSchema.parse({
      data: { name: 'デモ', enableTopSetting: 1, enableCustomerSetting: 0, enableTrailCalc: true },
    }).data;
    expect(detail).toEqual({
      name: 'デモ',
      enableTopSetting: 1,
      enableCustomerSetting: 0,
      enableTrailCalc: 1,
      enableCouponSetting: 0,
      enableNotificationSetting: 0,
      enableGallerySetting: 0,
      enableMenuSetting: 0,
    });
  });

  it('lists read meta (total, per_page, from, to) and links (first, last) alone', () => {
    const page = serviceListResponseSchema.parse({
      data: [{ id: '3', name: 'デモ', subdomain: 'demo' }],
      meta: { total: 31, per_page: '15', from: 16, to: 30 },
      links: {
        first: 'https://api.example.jp/api/v1/services?page=1',
        last: 'https://api.example.jp/api/v1/services?page=3',
      },
    });
    expect(page.data[0]?.id).toBe(3);
    expect(toPagination(page.meta, page.links)).toMatchObject({
      currentPage: 2,
      firstPage: 1,
      lastPage: 3,
      limit: 15,
    });
  });

  it('job ids may be numbers or strings, and a finished import needs no figures', () => {
    expect(exportRequestResponseSchema.parse({ data: { id: 41 } }).data.id).toBe('41');
    expect(exportRequestResponseSchema.parse({ data: { id: 'a-b' } }).data.id).toBe('a-b');
    expect(
      exportStatusResponseSchema.parse({ data: { status: 1, url: 'https://files.example.jp/a.csv' } }).data,
    ).toEqual({
      status: 1,
      url: 'https://files.example.jp/a.csv',
    });
    expect(importStatusResponseSchema.parse({ data: { status: 3 } }).data.status).toBe(3);
    expect(
      importStatusResponseSchema.parse({ data: { status: 2, errorPath: '/e.csv', data: [1, 2] } }).data
        .errorPath,
    ).toBe('/e.csv');
  });

  it("a job status's extras beyond section 7 that cannot be read are left out, never a failed status", () => {
    const status = exportStatusResponseSchema.parse({
      data: {
        status: 1,
        url: 'https://files.example.jp/a.csv',
        error: null,
        processing: 'paused',
        format: 'ods',
        encoding: 'ebcdic',
        substitutions: { cells: 'many' },
        fileName: 'x'.repeat(201),
      },
    }).data;
    expect(status).toEqual({ status: 1, url: 'https://files.example.jp/a.csv', error: null });
    expect(
      exportStatusResponseSchema.parse({ data: { status: 1, url: '/f', fileName: 42 } }).data.fileName,
    ).toBeUndefined();
    expect(
      exportStatusResponseSchema.parse({ data: { status: 1, url: '/f', fileName: 'freee_2025.zip' } }).data
        .fileName,
    ).toBe('freee_2025.zip');
  });

  it('a record without updatedAt is read (the form then sends none and no stale check happens)', () => {
    const stores = storeListResponseSchema.safeParse({
      data: [],
      countData: [],
      meta: { total: 0, per_page: 15, from: null, to: null },
      links: { first: '', last: '' },
    });
    expect(stores.success).toBe(true);
  });
});

describe('parseRecordId: what a route may name as a record', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    [12, 12],
  ])('reads %s as %s', (value, expected) => {
    expect(parseRecordId(value)).toBe(expected);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '01', ' 1', '2147483648', '', undefined, null])(
    'refuses %s',
    (value) => {
      expect(parseRecordId(value)).toBeNull();
    },
  );
});
