import { DEPARTMENT_SOURCE } from '@shared/constants';
import type { DepartmentSource, JournalCategory, TaxRate } from '@shared/constants';
import type { CsvCell } from '@shared/csv';
import { formatMessage, ja } from '@shared/messages';
import type { TargetSettings } from '@shared/validation';
import type { JournalLine, JournalShop, JournalSlip } from '../journal-slips';

/** One accounting software's file layout. */
export interface JournalFormat {
  /** The header row, or null for a file without one (弥生). */
  header: readonly string[] | null;
  /**
   * The records of one slip. `slipNumber` is the slip's place in the whole journal, from 1:
   * the same slips always get the same numbers, so an export is the same file every time.
   */
  records(slip: JournalSlip, slipNumber: number): CsvCell[][];
}

/** What every layout takes from the settings. */
export interface FormatSettings {
  target: TargetSettings;
  department: DepartmentSource;
}

/** `count` empty cells: the columns of an import that this server leaves to the software. */
export function emptyCells(count: number): CsvCell[] {
  return Array.from({ length: count }, () => '');
}

/** `2025/06/01`, the date form all three imports read. */
export function slashDate(day: string): string {
  return day.replaceAll('-', '/');
}

export function departmentOf(shop: JournalShop, source: DepartmentSource): string {
  if (source === DEPARTMENT_SOURCE.SHOP_NAME) return shop.name;
  if (source === DEPARTMENT_SOURCE.SHOP_CODE) return shop.code ?? '';
  return '';
}

/** 摘要: `クレジットカード売上 渋谷道玄坂店`, `… 売上取消 …`. */
export function memoOf(line: JournalLine, shop: JournalShop): string {
  const template = line.kind === 'sales' ? ja.accounting.memo.sales : ja.accounting.memo.cancellation;
  return formatMessage(template, { category: ja.accounting.categories[line.category], shop: shop.name });
}

/**
 * memoOf, each text made once per run (a shop's ten 摘要 recur every day of the period), and
 * cut as the software would cut it when `fit` is given.
 */
export function memoWriter(fit: (memo: string) => string = (memo) => memo) {
  const memos = new Map<string, string>();
  return (line: JournalLine, shop: JournalShop): string => {
    const key = `${line.kind}|${line.category}|${shop.id}|${shop.name}`;
    let memo = memos.get(key);
    if (memo === undefined) {
      memo = fit(memoOf(line, shop));
      memos.set(key, memo);
    }
    return memo;
  };
}

/** The tax category of a line's taxed side (sales or cancellation, at its rate). */
export function taxCategoryOf(settings: TargetSettings, kind: JournalLine['kind'], rate: TaxRate): string {
  const names = settings.taxCategories;
  if (kind === 'sales') return rate === 10 ? names.sales10 : names.sales8;
  return rate === 10 ? names.cancellations10 : names.cancellations8;
}

/** The account of a line's taxed side: sales, or cancellations. */
export function revenueAccountOf(settings: TargetSettings, kind: JournalLine['kind']) {
  return kind === 'sales' ? settings.sales : settings.cancellations;
}

export function receivableOf(settings: TargetSettings, category: JournalCategory) {
  return settings.receivables[category];
}
