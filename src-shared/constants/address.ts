/** The address lookup service (spec section 7) lives under its own prefix, beside the management API. */
export const ADDRESS_API_BASE_PATH = '/address/v1';

/** JIS X 0401 prefecture codes run from 1 (Hokkaido) to 47 (Okinawa). */
export const PREFECTURE_CODE_MIN = 1;
export const PREFECTURE_CODE_MAX = 47;

/** JIS X 0402 municipality code without its check digit: five digits, the first two the prefecture. */
export const MUNICIPALITY_CODE_PATTERN = /^\d{5}$/;

export function prefectureOfMunicipality(municipalityCode: string): number {
  return Number(municipalityCode.slice(0, 2));
}
