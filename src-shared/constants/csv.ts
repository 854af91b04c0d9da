import type { ValueOf } from './types';

/**
 * CSV export ids by data kind (spec section 9). There is no 0006. The 01xx ids are ours, beyond
 * the spec: the sales journals for accounting software (会計ソフト連携, src-shared/constants/accounting.ts).
 */
export const CSV_EXPORT_IDS = {
  shops: '0001',
  paymentHistories: '0002',
  customers: '0003',
  summary: '0004',
  coupons: '0005',
  shopContract: '0007',
  estimateProduct: '0008',
  /** Ours (issue 28): the audit trail (操作ログ) under the list's filters. */
  auditLog: '0009',
  journalYayoi: '0101',
  journalFreee: '0102',
  journalMoneyForward: '0103',
} as const;
export type CsvExportKind = keyof typeof CSV_EXPORT_IDS;
export type CsvExportId = ValueOf<typeof CSV_EXPORT_IDS>;

/** CSV import ids by data kind (spec section 9). */
export const CSV_IMPORT_IDS = {
  estimateImage: '1001',
  estimateProduct: '1002',
} as const;
export type CsvImportKind = keyof typeof CSV_IMPORT_IDS;
export type CsvImportId = ValueOf<typeof CSV_IMPORT_IDS>;

export type CsvKind = CsvExportKind | CsvImportKind;

/** The file an import takes: the estimate images come as one zip, the products as a CSV. */
export const CSV_IMPORT_FILE_TYPES = {
  estimateImage: 'zip',
  estimateProduct: 'csv',
} as const satisfies Record<CsvImportKind, 'csv' | 'zip'>;

/**
 * The file an export writes (ours, beyond the spec's Shift_JIS CSV): a CSV, or an Excel workbook
 * whose cells keep their types (codes as text, amounts as numbers, dates as dates).
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The text encoding of a CSV export: Shift_JIS (CP932, the spec's; a character it cannot hold
 * becomes 〓) or UTF-8 with a byte order mark, which keeps every character and which Excel reads
 * as UTF-8.
 */
export const CSV_ENCODINGS = ['shift_jis', 'utf-8'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** The query parameters of an export request that choose its file; every other one is a list filter. */
export const EXPORT_FILE_PARAMS = { format: 'format', encoding: 'encoding' } as const;

/** Rows of one Excel worksheet, the header row included. */
export const XLSX_MAX_ROWS = 1_048_576;

export const EXPORT_STATUS = {
  WAITING: 0,
  SUCCESS: 1,
  CANCEL: 9,
} as const;
export type ExportStatus = ValueOf<typeof EXPORT_STATUS>;

export const IMPORT_STATUS = {
  WAITING: 0,
  FINISHED_SUCCESS: 1,
  FINISHED_WITH_FAILURES: 2,
  FAILED: 3,
  DUPLICATE_FAILURE: 4,
  /** Ours, beyond the spec's: the dry run is done and waits for the user to confirm or cancel it. */
  PREVIEWED: 5,
  /** Ours: the user cancelled the dry run; nothing was written. */
  CANCELLED: 6,
} as const;
export type ImportStatus = ValueOf<typeof IMPORT_STATUS>;

function kindOf<K extends string>(ids: Record<K, string>, id: string): K | null {
  const entry = Object.entries(ids).find(([, value]) => value === id);
  return entry ? (entry[0] as K) : null;
}

export function csvExportKindOf(id: string): CsvExportKind | null {
  return kindOf(CSV_EXPORT_IDS, id);
}

export function csvImportKindOf(id: string): CsvImportKind | null {
  return kindOf(CSV_IMPORT_IDS, id);
}
