import { YAYOI_DEPARTMENT_MAX_BYTES, YAYOI_MEMO_MAX_BYTES } from '@shared/constants';
import type { CsvCell } from '@shared/csv';
import { cutToHalfWidthDigits } from '@shared/input';
import { taxIncluded } from '../journal-slips';
import type { JournalLine, JournalSlip } from '../journal-slips';
import { departmentOf, memoWriter, receivableOf, revenueAccountOf, slashDate, taxCategoryOf } from './format';
import type { FormatSettings, JournalFormat } from './format';

/** 識別フラグ: a slip of one line, and the first, middle and last lines of a longer one. */
export const YAYOI_FLAG = { SINGLE: '2000', FIRST: '2110', MIDDLE: '2100', LAST: '2101' } as const;

function flagOf(index: number, count: number): string {
  if (count === 1) return YAYOI_FLAG.SINGLE;
  if (index === 0) return YAYOI_FLAG.FIRST;
  return index === count - 1 ? YAYOI_FLAG.LAST : YAYOI_FLAG.MIDDLE;
}

/** 借方 or 貸方: 勘定科目, 補助科目, 部門, 税区分, 金額, 税金額. */
type Side = [string, string, string, string, number, CsvCell];

/**
 * 弥生会計's import (弥生インポート形式, 25 columns, no header row): 識別フラグ, 伝票No, 決算,
 * 取引日付, the six columns of 借方 and of 貸方, 摘要, 番号, 期日, タイプ (0), 生成元, 仕訳メモ,
 * 付箋1, 付箋2, 調整 (no). Amounts are tax included. 伝票No is left to 弥生's own numbering.
 */
export function yayoiFormat({ target, department }: FormatSettings): JournalFormat {
  const taxes = target.taxCategories;
  const memoOf = memoWriter((memo) => cutToHalfWidthDigits(memo, YAYOI_MEMO_MAX_BYTES));
  return {
    header: null,
    records(slip: JournalSlip): CsvCell[][] {
      const dept = cutToHalfWidthDigits(departmentOf(slip.shop, department), YAYOI_DEPARTMENT_MAX_BYTES);
      return slip.lines.map((line: JournalLine, index) => {
        const receivable = receivableOf(target, line.category);
        const revenue = revenueAccountOf(target, line.kind);
        const tax = taxIncluded(line.amount, line.taxRate);
        const receivableSide: Side = [
          receivable.account,
          receivable.subAccount,
          dept,
          taxes.receivable,
          line.amount,
          '',
        ];
        const revenueSide: Side = [
          revenue.account,
          revenue.subAccount,
          dept,
          taxCategoryOf(target, line.kind, line.taxRate),
          line.amount,
          tax,
        ];
        const [debit, credit] =
          line.kind === 'sales' ? [receivableSide, revenueSide] : [revenueSide, receivableSide];
        return [
          flagOf(index, slip.lines.length),
          '',
          '',
          slashDate(slip.day),
          ...debit,
          ...credit,
          memoOf(line, slip.shop),
          '',
          '',
          0,
          '',
          '',
          0,
          0,
          'no',
        ];
      });
    },
  };
}
