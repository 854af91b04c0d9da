import type { CsvExportKind } from './csv';
import type { ValueOf } from './types';

/**
 * Accounting software the sales journal is written for (会計ソフト連携). Each has its own
 * export kind (src-shared/constants/csv.ts: journalYayoi 0101, journalFreee 0102,
 * journalMoneyForward 0103) and its own file layout; docs/accounting-export.md cites the
 * vendors' pages each layout follows.
 */
export const ACCOUNTING_TARGET = {
  YAYOI: 'yayoi',
  FREEE: 'freee',
  MONEY_FORWARD: 'moneyForward',
} as const;
export type AccountingTarget = ValueOf<typeof ACCOUNTING_TARGET>;
export const ACCOUNTING_TARGETS: readonly AccountingTarget[] = Object.values(ACCOUNTING_TARGET);
/** The export kind of each target's journal (its id: CSV_EXPORT_IDS[kind]). */
export const JOURNAL_EXPORT_KINDS: Readonly<Record<AccountingTarget, CsvExportKind>> = {
  yayoi: 'journalYayoi',
  freee: 'journalFreee',
  moneyForward: 'journalMoneyForward',
};

/**
 * How the customer paid, as the journal splits the sales: the in-store methods one by one and
 * every EC payment (whatever its card) as EC, since EC sales are settled by the EC gateway.
 */
export const JOURNAL_CATEGORY = {
  CREDIT_CARD: 'creditCard',
  DEBIT_CARD: 'debitCard',
  QR_CODE: 'qrCode',
  E_MONEY: 'eMoney',
  EC: 'ec',
} as const;
export type JournalCategory = ValueOf<typeof JOURNAL_CATEGORY>;
/** In the order the journal writes them. */
export const JOURNAL_CATEGORIES: readonly JournalCategory[] = Object.values(JOURNAL_CATEGORY);

/** Consumption tax rates (percent): the standard rate and the reduced rate (軽減税率). */
export const TAX_RATE = {
  STANDARD: 10,
  REDUCED: 8,
} as const;
export type TaxRate = ValueOf<typeof TAX_RATE>;
/** In the order the journal writes them. */
export const TAX_RATES: readonly TaxRate[] = [TAX_RATE.STANDARD, TAX_RATE.REDUCED];

/** What a journal file is encoded in: CP932 (Shift_JIS as Windows writes it) or UTF-8 with a BOM. */
export const FILE_ENCODING = {
  SHIFT_JIS: 'shiftJis',
  UTF8_BOM: 'utf8Bom',
} as const;
export type FileEncoding = ValueOf<typeof FILE_ENCODING>;

export const LINE_ENDING = {
  CRLF: 'crlf',
  LF: 'lf',
} as const;
export type LineEnding = ValueOf<typeof LINE_ENDING>;

/** Which shop value goes in the 部門 columns. */
export const DEPARTMENT_SOURCE = {
  SHOP_NAME: 'shopName',
  SHOP_CODE: 'shopCode',
  NONE: 'none',
} as const;
export type DepartmentSource = ValueOf<typeof DEPARTMENT_SOURCE>;

/** 弥生会計 comes as desktop software and as 弥生会計 オンライン, whose import takes smaller files. */
export const YAYOI_EDITION = {
  DESKTOP: 'desktop',
  ONLINE: 'online',
} as const;
export type YayoiEdition = ValueOf<typeof YAYOI_EDITION>;

/** A limit on a name: characters as a person counts them, and bytes in Shift_JIS where the target counts those. */
export interface NameLimit {
  chars: number;
  /** CP932 bytes (a full-width character is two), where the software counts 桁 in half-width digits. */
  bytes?: number;
}

/** The names of one mapping the software reads, and how long each may be. */
export interface TargetNameLimits {
  account: NameLimit;
  subAccount: NameLimit;
  taxCategory: NameLimit;
}

/** Longest name the settings keep for any target (the software publishes no shorter limit). */
export const ACCOUNTING_NAME_MAX = 64;

/**
 * 弥生会計: 勘定科目 and 補助科目 are 24 half-width digits in the desktop software (12
 * full-width characters); 弥生会計 オンライン cuts 勘定科目 at 12 and 補助科目 at 15 characters.
 * A name must fit both, so a file imports the same into either. freee and マネーフォワード
 * match names exactly and publish no length limit for them in their import help.
 */
export const ACCOUNTING_NAME_LIMITS: Readonly<Record<AccountingTarget, TargetNameLimits>> = {
  yayoi: {
    account: { chars: 12, bytes: 24 },
    subAccount: { chars: 15, bytes: 24 },
    taxCategory: { chars: 24, bytes: 48 },
  },
  freee: {
    account: { chars: ACCOUNTING_NAME_MAX },
    subAccount: { chars: ACCOUNTING_NAME_MAX },
    taxCategory: { chars: ACCOUNTING_NAME_MAX },
  },
  moneyForward: {
    account: { chars: ACCOUNTING_NAME_MAX },
    subAccount: { chars: ACCOUNTING_NAME_MAX },
    taxCategory: { chars: ACCOUNTING_NAME_MAX },
  },
};

/** The encodings and line endings each target's import reads (弥生: Shift_JIS text only). */
export const ACCOUNTING_FILE_CHOICES: Readonly<
  Record<AccountingTarget, { encodings: readonly FileEncoding[]; lineEndings: readonly LineEnding[] }>
> = {
  yayoi: { encodings: [FILE_ENCODING.SHIFT_JIS], lineEndings: [LINE_ENDING.CRLF, LINE_ENDING.LF] },
  freee: {
    encodings: [FILE_ENCODING.SHIFT_JIS, FILE_ENCODING.UTF8_BOM],
    lineEndings: [LINE_ENDING.CRLF, LINE_ENDING.LF],
  },
  moneyForward: {
    encodings: [FILE_ENCODING.SHIFT_JIS, FILE_ENCODING.UTF8_BOM],
    lineEndings: [LINE_ENDING.CRLF, LINE_ENDING.LF],
  },
};

/**
 * File size and line limits of an import, where the software has them; a larger journal is
 * split into several files (whole slips in each) and downloaded as one zip.
 *   freee 取引インポート: 5 MB a file.
 *   弥生会計 オンライン: 1.0 MB and 1,000 lines a file (the desktop software has no limit).
 */
export const FREEE_MAX_FILE_BYTES = 5_000_000;
export const YAYOI_ONLINE_MAX_FILE_BYTES = 1_000_000;
export const YAYOI_ONLINE_MAX_FILE_LINES = 1000;

/** 弥生会計's 摘要 holds 64 half-width digits (32 full-width characters); the rest would be cut. */
export const YAYOI_MEMO_MAX_BYTES = 64;
/** 弥生会計's 部門 holds 24 half-width digits. */
export const YAYOI_DEPARTMENT_MAX_BYTES = 24;

/** The business day starts at this time (minutes after midnight, Tokyo): 0 to 11:30 in steps of 30 minutes. */
export const BUSINESS_DAY_CUTOFF_STEP_MINUTES = 30;
export const BUSINESS_DAY_CUTOFF_MAX_MINUTES = 11 * 60 + 30;
export const BUSINESS_DAY_CUTOFF_CHOICES: readonly number[] = Array.from(
  { length: BUSINESS_DAY_CUTOFF_MAX_MINUTES / BUSINESS_DAY_CUTOFF_STEP_MINUTES + 1 },
  (_, index) => index * BUSINESS_DAY_CUTOFF_STEP_MINUTES,
);

/** Longest period one journal export covers, in days (a year and a day, for a fiscal year's re-export). */
export const JOURNAL_MAX_DAYS = 366;
/**
 * Most shops one journal export may pick (their ids travel in the export request's query,
 * which keeps 1,000 characters a value); without a pick, every shop in reach is exported.
 */
export const JOURNAL_MAX_SHOPS = 100;
