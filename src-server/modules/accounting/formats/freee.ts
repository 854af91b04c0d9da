import { JOURNAL_CATEGORIES } from '@shared/constants';
import type { CsvCell } from '@shared/csv';
import { taxIncluded } from '../journal-slips';
import type { JournalLine, JournalSlip } from '../journal-slips';
import {
  departmentOf,
  emptyCells,
  memoWriter,
  receivableOf,
  revenueAccountOf,
  slashDate,
  taxCategoryOf,
} from './format';
import type { FormatSettings, JournalFormat } from './format';

/** freee会計's 取引インポート, as its sample file heads the columns. */
export const FREEE_HEADER = [
  '収支区分',
  '管理番号',
  '発生日',
  '決済期日',
  '取引先コード',
  '取引先',
  '勘定科目',
  '税区分',
  '金額',
  '税計算区分',
  '税額',
  '備考',
  '品目',
  '部門',
  'メモタグ（複数指定可、カンマ区切り）',
  'セグメント1',
  'セグメント2',
  'セグメント3',
  '決済日',
  '決済口座',
  '決済金額',
] as const;

const INCOME = '収入';
/** The amount is tax included. */
const TAX_INCLUDED = '内税';

/**
 * freee会計's 取引 (deal) import. A shop's day becomes one 取引 per payment method: an
 * unsettled 収入 (no 決済日, so freee books the 売掛金 of the method's 取引先), its 明細 the
 * sales at each rate and, as minus lines (控除・マイナス行), the cancellations. Rows after the
 * first 明細 of a 取引 leave 収支区分 and 管理番号 empty. 管理番号 is `yyyyMMdd-<shop code>-<method>`
 * (the method's place in JOURNAL_CATEGORIES, from 1), the same every time the period is exported.
 */
export function freeeFormat({ target, department }: FormatSettings): JournalFormat {
  const memoOf = memoWriter();
  return {
    header: FREEE_HEADER,
    records(slip: JournalSlip): CsvCell[][] {
      const dept = departmentOf(slip.shop, department);
      const date = slashDate(slip.day);
      const records: CsvCell[][] = [];
      for (const category of JOURNAL_CATEGORIES) {
        const lines = slip.lines.filter((line) => line.category === category);
        if (lines.length === 0) continue;
        const partner = receivableOf(target, category).subAccount;
        const shop = slip.shop.code ?? String(slip.shop.id);
        const number = `${slip.day.replaceAll('-', '')}-${shop}-${JOURNAL_CATEGORIES.indexOf(category) + 1}`;
        lines.forEach((line: JournalLine, index) => {
          const sign = line.kind === 'sales' ? 1 : -1;
          const revenue = revenueAccountOf(target, line.kind);
          records.push([
            index === 0 ? INCOME : '',
            index === 0 ? number : '',
            date,
            '',
            '',
            partner,
            revenue.account,
            taxCategoryOf(target, line.kind, line.taxRate),
            sign * line.amount,
            TAX_INCLUDED,
            sign * taxIncluded(line.amount, line.taxRate),
            memoOf(line, slip.shop),
            revenue.subAccount,
            dept,
            // メモタグ, セグメント1-3 and 決済日, 決済口座, 決済金額 (unsettled).
            ...emptyCells(7),
          ]);
        });
      }
      return records;
    },
  };
}
