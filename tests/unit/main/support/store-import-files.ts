import { formatCsv } from '@shared/csv';
import { ALLOW_IP_IMPORT_HEADER } from '@shared/imports';
import type { StoreImportLookups } from '@shared/imports';
import { json } from './fake-api';
import type { RecordedRequest } from './fake-api';
import { YURAKUCHO_SHOP } from '../../../fixtures/store-import';
import type { StoreImportLine } from '../../../fixtures/store-import';

export { storeImportCsv } from '../../../fixtures/store-import';
export type { StoreImportLine } from '../../../fixtures/store-import';

/** A row the shop form accepts, with names the lookups below resolve. */
export const VALID_SHOP_LINE: StoreImportLine = {
  ...YURAKUCHO_SHOP,
  shopCode: 'CSV-0001',
  email: 'yurakucho@hidamari-coffee.example',
  ecSalesType: '即時売上',
};

/** An allowed-IP import file: the header, then [shop code, IP address, range end] per row. */
export function allowIpImportCsv(...lines: [string, string, string][]): string {
  return formatCsv([ALLOW_IP_IMPORT_HEADER, ...lines]);
}

/** The demo service's records the names of the files above resolve to. */
export const STORE_IMPORT_LOOKUPS: StoreImportLookups = {
  groups: [{ id: 2, name: '首都圏エリア' }],
  genres: [
    { id: 1, name: 'カフェ' },
    { id: 4, name: '雑貨' },
  ],
  serviceTags: [{ id: 5, name: '駅近' }],
  prefectures: [
    { code: '13', name: '東京都' },
    { code: '27', name: '大阪府' },
  ],
};

const TIMESTAMPS = { registDate: '2026-04-01T09:00:00+09:00', updatedAt: '2026-04-01T09:00:00+09:00' };

/**
 * The lookup endpoints of demo, as the API and the address service answer them; null for any
 * other request. The address service needs no login.
 */
export function storeImportLookupAnswer(request: RecordedRequest): Response | null {
  if (request.method !== 'GET') return null;
  switch (request.path) {
    case 'demo/groups':
      return json(200, {
        data: STORE_IMPORT_LOOKUPS.groups.map((group) => ({
          ...group,
          email: null,
          ipAddress: null,
          shopCount: 0,
          ...TIMESTAMPS,
        })),
      });
    case 'genres':
      return json(200, { data: STORE_IMPORT_LOOKUPS.genres });
    case 'services/demo/tags':
      return json(200, { data: STORE_IMPORT_LOOKUPS.serviceTags });
    case '/address/v1/prefectures':
      return json(200, { data: STORE_IMPORT_LOOKUPS.prefectures });
    default:
      return null;
  }
}
