import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A Japanese phone number as people write it (UI guidelines): 0312345678 → 03-1234-5678,
 * 09012345678 → 090-1234-5678, 0988876544 → 098-887-6544 (the area codes from libphonenumber's
 * metadata). Whatever it cannot place is shown as stored.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const parsed = /^0\d{9,10}$/.test(digits) ? parsePhoneNumberFromString(digits, 'JP') : undefined;
  return parsed?.isValid() ? parsed.formatNational() : value;
}

/** A postal code with its hyphen: 1500043 → 150-0043 (the 〒 mark is the caller's). */
export function formatZipcode(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : value;
}
