import { toHalfWidth } from './width';

/** Keeps the digits only; full-width digits count as digits (`０９０-１２` -> `09012`). */
export function digitsOnly(value: string): string {
  return toHalfWidth(value).replace(/\D/g, '');
}

export interface DecimalFilterOptions {
  /** Characters kept at most (the decimal point counts). */
  maxLength?: number;
  /** A larger value is replaced by this maximum. */
  maxValue?: number;
}

/**
 * Filters what is typed into a decimal field: half-width digits and one decimal point, no
 * leading zeros, then cut to `maxLength` and capped at `maxValue` (`１２３．４５.6` -> `123.456`).
 */
export function filterDecimal(value: string, options: DecimalFilterOptions = {}): string {
  const kept = toHalfWidth(value).replace(/[^\d.]/g, '');
  const pointAt = kept.indexOf('.');
  const joined =
    pointAt < 0 ? kept : `${kept.slice(0, pointAt + 1)}${kept.slice(pointAt + 1).replaceAll('.', '')}`;
  const withoutLeadingZeros = joined.replace(/^0+(?=\d)/, '').replace(/^\./, '0.');
  const cut =
    options.maxLength === undefined ? withoutLeadingZeros : withoutLeadingZeros.slice(0, options.maxLength);
  if (options.maxValue !== undefined && cut !== '' && Number(cut) > options.maxValue)
    return String(options.maxValue);
  return cut;
}
