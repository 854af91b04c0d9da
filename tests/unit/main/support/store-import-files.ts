import { formatCsv } from '../../../../src-shared/csv';
import {
  ALLOW_IP_IMPORT_HEADER,
  STORE_IMPORT_COLUMNS,
  STORE_IMPORT_HEADER,
} from '../../../../src-shared/imports';
import type { StoreImportLookups } from '../../../../src-shared/imports';
import { json } from './fake-api';
import type { RecordedRequest } from './fake-api';

export type StoreImportField = (typeof STORE_IMPORT_COLUMNS)[number]['field'];
export type StoreImportLine = Partial<Record<StoreImportField, string>>;

/** A row the shop form accepts, with names the lookups below resolve. */
export const VALID_SHOP_LINE: StoreImportLine = {
  shopCode: 'CSV-0001',
  storeName: 'ひだまり珈琲 有楽町店',
  nameSei: '石田',
  nameMei: '誠',
  email: 'yurakucho@hidamari-coffee.example',
  zipcode: '1000006',
  prefectureId: '東京都',
  municipalityId: '13101',
  streetAddress: '有楽町2-7-1',
  telephone: '0332145678',
  groupId: '首都圏エリア',
  genreId: 'カフェ',
  serviceTagId: '駅近',
  password: 'CsvPass-2026',
  ecSalesType: '即時売上',
};

/** A store import file: the header, then one line per row, cells by form field. */
export function storeImportCsv(...lines: StoreImportLine[]): string {
  return formatCsv([
    STORE_IMPORT_HEADER,
    ...lines.map((line) => STORE_IMPORT_COLUMNS.map(({ field }) => line[field] ?? '')),
  ]);
}

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
