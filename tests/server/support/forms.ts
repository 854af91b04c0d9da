import type { StoreCreateRequest } from '@shared/api';

let sequence = 0;

/** A valid shop form with unique code and e-mail; real postal, prefecture and municipality codes. */
export function validShop(overrides: Partial<StoreCreateRequest> = {}): StoreCreateRequest {
  sequence += 1;
  return {
    nameSei: '山田',
    nameMei: '太郎',
    email: `new-shop-${sequence}@example.jp`,
    companyName: '株式会社テスト商事',
    zipcode: '1000001',
    groupId: null,
    prefectureId: '13',
    municipalityId: '13101',
    streetAddress: '千代田1-1',
    buildingName: '',
    telephone: '0312345678',
    storeName: `テスト店${sequence}`,
    genreId: 1,
    serviceTagId: null,
    remarks: '',
    shopCode: `TEST-${String(sequence).padStart(4, '0')}`,
    password: 'Passw0rd!x',
    allowIps: [],
    deletedAllowIps: [],
    ecShopId: '',
    ecShopPassword: '',
    ecSalesType: null,
    ecAuthorizedIPAddress: '',
    ecRedirectUrl: '',
    ecGeneratedKey: '',
    latitude: 35.6812,
    longitude: 139.7671,
    ...overrides,
  };
}

/** The `{ name: message }` pairs of a 422 body, for compact assertions. */
export function errorMap(body: unknown): Record<string, string> {
  const errors = (body as { errors?: { name: string; message: string }[] }).errors ?? [];
  return Object.fromEntries(errors.map((entry) => [entry.name, entry.message]));
}
