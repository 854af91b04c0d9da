import { digitsOnly, toHalfWidth } from '../input';

/**
 * What Excel users type in an import file, read as the console's forms read it (UI guidelines:
 * normalise, do not reject): surrounding spaces trimmed, full-width letters and digits made
 * half-width in coded columns, hyphens and 〒 dropped from postal codes and phone numbers. Excel
 * also turns 0600005 or 0312345678 into a number and drops its leading zero; a value one zero
 * short of a valid length gets it back.
 */
export const importCell = {
  text: (value: string): string => value.trim(),
  halfWidth: (value: string): string => toHalfWidth(value).trim(),
  /** 150-0042, 〒150-0042, １５０００４２ → 1500042; 600005 (Excel) → 0600005. */
  zipcode: (value: string): string => withLeadingZero(digitsOnly(value), [7]),
  /** 03-1234-5678, ０３（１２３４）５６７８ → 0312345678; 312345678 (Excel) → 0312345678. */
  phone: (value: string): string => withLeadingZero(digitsOnly(value), [10, 11]),
  /** A municipality's five-digit code; 1101 (Excel) → 01101. */
  municipalityCode: (value: string): string => withLeadingZero(digitsOnly(value), [5]),
};

function withLeadingZero(digits: string, lengths: readonly number[]): string {
  const short = digits !== '' && !digits.startsWith('0') && lengths.includes(digits.length + 1);
  return short ? `0${digits}` : digits;
}
