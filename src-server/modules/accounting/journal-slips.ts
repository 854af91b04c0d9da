import { TAX_RATES } from '@shared/constants';
import type { JournalCategory, TaxRate } from '@shared/constants';
import type { JournalGroup } from './journal-rows';

/**
 * One line of a slip: a debit and a credit of the same amount (tax included, whole yen, never
 * negative). A sale books the payment method's receivable against sales; a cancellation the
 * reverse, so the cancelled payments stand on lines of their own.
 */
export interface JournalLine {
  kind: 'sales' | 'cancellation';
  category: JournalCategory;
  taxRate: TaxRate;
  amount: number;
}

export interface JournalShop {
  id: number;
  code: string | null;
  name: string;
}

/** The sales of one shop on one business day: one slip (伝票). */
export interface JournalSlip {
  /** `yyyy-MM-dd` */
  day: string;
  shop: JournalShop;
  lines: JournalLine[];
}

/** The consumption tax inside a tax-included amount, rounded down (the software's default, 切り捨て). */
export function taxIncluded(amount: number, rate: TaxRate): number {
  return Math.floor((amount * rate) / (100 + rate));
}

/**
 * The slip of a shop's day from its groups (one per payment method, in order): every sale by
 * method and rate, then every cancellation by method and rate; lines of 0 yen are left out.
 */
export function slipOf(groups: readonly JournalGroup[]): JournalSlip | null {
  const first = groups[0];
  if (!first) return null;
  const sales: JournalLine[] = [];
  const cancellations: JournalLine[] = [];
  for (const group of groups) {
    for (const taxRate of TAX_RATES) {
      const gross = group.gross[taxRate];
      const cancelled = group.cancelled[taxRate];
      if (gross > 0) sales.push({ kind: 'sales', category: group.category, taxRate, amount: gross });
      if (cancelled > 0) {
        cancellations.push({ kind: 'cancellation', category: group.category, taxRate, amount: cancelled });
      }
    }
  }
  const lines = [...sales, ...cancellations];
  if (lines.length === 0) return null;
  return { day: first.day, shop: { id: first.shopId, code: first.shopCode, name: first.shopName }, lines };
}

/** Groups in journal order (day, shop, method) to slips, one per shop and day. */
export function* slipsOf(groups: readonly JournalGroup[]): Generator<JournalSlip> {
  let start = 0;
  for (let index = 1; index <= groups.length; index += 1) {
    const current = groups[index];
    const previous = groups[index - 1]!;
    if (current && current.day === previous.day && current.shopId === previous.shopId) continue;
    const slip = slipOf(groups.slice(start, index));
    if (slip) yield slip;
    start = index;
  }
}
