import { INTEREST_TYPE } from '../constants/contract';
import type { ImportTarget } from '../constants/imports';
import { formatCsv } from '../csv/rows';
import { ja } from '../messages/ja';
import {
  CONTRACT_IMPORT_HEADER,
  CONTRACT_INTEREST_IMPORT_HEADER,
  ESTIMATE_PRODUCT_IMPORT_HEADER,
} from './contract-import';
import { ALLOW_IP_IMPORT_HEADER, STORE_IMPORT_COLUMNS, STORE_IMPORT_HEADER } from './store-import';

/** The CSV imports (the image zip has no template). */
export type CsvImportTarget = Exclude<ImportTarget, 'estimateImages'>;

/** A shop row every column of which the import accepts as it is (a new shop: its password given). */
const STORE_EXAMPLE: Record<(typeof STORE_IMPORT_COLUMNS)[number]['field'], string> = {
  shopCode: 'SHOP-0001',
  storeName: 'ひだまり珈琲 渋谷道玄坂店',
  nameSei: '田中',
  nameMei: '健太',
  email: 'shibuya@example.jp',
  companyName: '株式会社ひだまり',
  zipcode: '150-0043',
  prefectureId: '東京都',
  municipalityId: '13113',
  streetAddress: '道玄坂2-10-7',
  buildingName: '新大宗ビル1F',
  telephone: '03-1234-5678',
  groupId: '',
  genreId: '',
  serviceTagId: '',
  remarks: '',
  password: 'Shibuya-2026!',
  ecShopId: '',
  ecShopPassword: '',
  ecSalesType: '',
  ecAuthorizedIPAddress: '',
  ecRedirectUrl: '',
  ecGeneratedKey: '',
  latitude: '35.658',
  longitude: '139.6975',
};

/** Each CSV import's template: its header and one example row, as the import reads them. */
export const IMPORT_TEMPLATES: Record<
  CsvImportTarget,
  { header: readonly string[]; example: readonly string[] }
> = {
  stores: {
    header: STORE_IMPORT_HEADER,
    example: STORE_IMPORT_COLUMNS.map((column) => STORE_EXAMPLE[column.field]),
  },
  storesAllowIp: { header: ALLOW_IP_IMPORT_HEADER, example: ['SHOP-0001', '192.168.10.1', '192.168.10.30'] },
  contracts: {
    header: CONTRACT_IMPORT_HEADER,
    example: ['KY0001-1', '12回', ja.contracts.interestType[INTEREST_TYPE.ANNUAL], '15', '3000'],
  },
  contractInterest: {
    header: CONTRACT_INTEREST_IMPORT_HEADER,
    example: ['KY0001-1', ja.contracts.interestType[INTEREST_TYPE.FREE], '0'],
  },
  estimateProducts: {
    header: ESTIMATE_PRODUCT_IMPORT_HEADER,
    example: ['', 'ソファ 3人掛け', '128000', 'KY0001-1'],
  },
};

/** The template CSV of an import: the header and the example row, CRLF-terminated. */
export function importTemplateCsv(target: CsvImportTarget): string {
  const { header, example } = IMPORT_TEMPLATES[target];
  return formatCsv([header, example]);
}

/** The file name a template is offered under (`<画面名>_取込テンプレート.csv`). */
export function importTemplateFileName(target: CsvImportTarget): string {
  return `${ja.imports.templateNames[target]}_${ja.imports.templateFileLabel}.csv`;
}

export function isCsvImportTarget(target: ImportTarget): target is CsvImportTarget {
  return target !== 'estimateImages';
}
