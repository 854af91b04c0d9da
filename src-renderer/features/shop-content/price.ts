import { MAX_INTEGER } from '@shared/constants';
import { filterDecimal } from '@shared/input';

/** Whole yen: the decimal filter (half-width digits, capped at the maximum integer), without the fraction. */
export function filterPrice(value: string): string {
  return (
    filterDecimal(value, { maxValue: MAX_INTEGER, maxLength: String(MAX_INTEGER).length }).split('.')[0] ?? ''
  );
}
