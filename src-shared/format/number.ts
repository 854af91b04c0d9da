import { ja } from '../messages/ja';
import { formatMessage } from '../messages/format';

type NumericInput = number | string | null | undefined;

export interface NumberFormatOptions {
  /** Show zero as an empty string instead of `0` (spec section 9). */
  zeroAsEmpty?: boolean;
}

const thousands = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 20, useGrouping: true });

function toFiniteNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.replaceAll(',', ''));
  return Number.isFinite(number) ? number : null;
}

/** `1234567` -> `1,234,567`; empty for no value or a non-number. */
export function formatNumber(value: NumericInput, options: NumberFormatOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null || (number === 0 && options.zeroAsEmpty)) return '';
  return thousands.format(number);
}

/** `12800` -> `12,800円` (the form tables use). */
export function formatYen(value: NumericInput, options: NumberFormatOptions = {}): string {
  const amount = formatNumber(value, options);
  return amount === '' ? '' : formatMessage(ja.units.yen, { amount });
}

/** `12800` -> `¥12,800`, where a screen shows the yen sign. */
export function formatYenSign(value: NumericInput, options: NumberFormatOptions = {}): string {
  const number = toFiniteNumber(value);
  const amount = formatNumber(number === null ? null : Math.abs(number), options);
  if (amount === '' || number === null) return '';
  return `${number < 0 ? '-' : ''}${formatMessage(ja.units.yenSign, { amount })}`;
}
