import type { CsvCell } from '@shared/csv';
import { taxIncluded } from '../journal-slips';
import type { JournalSlip } from '../journal-slips';
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

/** マネーフォワード クラウド会計's 仕訳帳 import: columns A to AA, as its template heads them. */
export const MONEY_FORWARD_HEADER = [
  '取引No',
  '取引日',
  '借方勘定科目',
  '借方補助科目',
  '借方部門',
  '借方取引先',
  '借方税区分',
  '借方インボイス',
  '借方金額(円)',
  '借方税額',
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方取引先',
  '貸方税区分',
  '貸方インボイス',
  '貸方金額(円)',
  '貸方税額',
  '摘要',
  '仕訳メモ',
  'タグ',
  'MF仕訳タイプ',
  '決算整理仕訳',
  '作成日時',
  '作成者',
  '最終更新日時',
  '最終更新者',
] as const;

/** 勘定科目, 補助科目, 部門, 取引先, 税区分, インボイス, 金額(円), 税額. */
type Side = [string, string, string, string, string, string, number, CsvCell];

/**
 * Lines with the same 取引No and 取引日 whose debits and credits balance are one compound
 * entry (複合仕訳): every line of a slip carries the slip's number and balances on its own.
 * インボイス is left empty (MF sets 適格 from the tax category); the columns MF fills itself
 * (作成日時 ...) too.
 */
export function moneyForwardFormat({ target, department }: FormatSettings): JournalFormat {
  const taxes = target.taxCategories;
  const memoOf = memoWriter();
  return {
    header: MONEY_FORWARD_HEADER,
    records(slip: JournalSlip, slipNumber: number): CsvCell[][] {
      const dept = departmentOf(slip.shop, department);
      return slip.lines.map((line) => {
        const receivable = receivableOf(target, line.category);
        const revenue = revenueAccountOf(target, line.kind);
        const receivableSide: Side = [
          receivable.account,
          receivable.subAccount,
          dept,
          '',
          taxes.receivable,
          '',
          line.amount,
          '',
        ];
        const revenueSide: Side = [
          revenue.account,
          revenue.subAccount,
          dept,
          '',
          taxCategoryOf(target, line.kind, line.taxRate),
          '',
          line.amount,
          taxIncluded(line.amount, line.taxRate),
        ];
        const [debit, credit] =
          line.kind === 'sales' ? [receivableSide, revenueSide] : [revenueSide, receivableSide];
        return [
          slipNumber,
          slashDate(slip.day),
          ...debit,
          ...credit,
          memoOf(line, slip.shop),
          // 仕訳メモ, タグ, MF仕訳タイプ, 決算整理仕訳 and the columns MF fills itself (作成日時 ...).
          ...emptyCells(8),
        ];
      });
    },
  };
}
