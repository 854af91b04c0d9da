import { createHash } from 'node:crypto';
import { EC_SALES_TYPE, SHOP_STATUS } from '@shared/constants';
import type { ShopStatus } from '@shared/constants';
import { addressesOfZipcode } from '../platform/address/japan-post';
import { DAY_MS } from '../platform/settings';
import {
  DEMO_IP_PREFIXES,
  FRANCHISE_OPERATORS,
  OWNER_FAMILY_NAMES,
  OWNER_GIVEN_NAMES,
  SHOP_REMARKS,
} from './catalogue';
import { DEMO_ACCOUNTS } from './data';
import type { ServiceBlueprint } from './data';
import { AREA_CODES } from './locations';
import type { Location } from './locations';

/** What a demo shop needs from its service: ids made earlier in the seeding. */
export interface ShopContext {
  blueprint: ServiceBlueprint;
  now: Date;
  genreIdByName: ReadonlyMap<string, number>;
  tagIds: readonly number[];
  /** Store users' e-mails by branch: such a shop's e-mail is its account's login. */
  emailByBranch: ReadonlyMap<string, string>;
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export function shopCodeOf(blueprint: ServiceBlueprint, index: number): string {
  return `${blueprint.subdomain.toUpperCase()}-${String(index + 1).padStart(4, '0')}`;
}

/** The shop row of location `index`: deterministic, so every seeding yields the same data. */
export function shopValues(context: ShopContext, location: Location, index: number) {
  const { blueprint, now } = context;
  const registDate = new Date(now.getTime() - (blueprint.registeredDaysAgo - 5 * (index + 1)) * DAY_MS);
  const shopCode = shopCodeOf(blueprint, index);
  return {
    shopCode,
    name: blueprint.shopName(location.branch),
    ownerNameSei: pick(OWNER_FAMILY_NAMES, index),
    ownerNameMei: pick(OWNER_GIVEN_NAMES, index * 7),
    email: context.emailByBranch.get(location.branch) ?? `${shopCode.toLowerCase()}@${blueprint.mailDomain}`,
    companyName: index % 5 === 2 ? pick(FRANCHISE_OPERATORS, Math.floor(index / 5)) : blueprint.company.name,
    zipcode: location.zipcode,
    prefectureId: location.prefectureId,
    municipalityId: municipalityCodeOf(location),
    municipality: location.municipality,
    streetAddress: location.streetAddress,
    buildingName: location.buildingName ?? null,
    telephone: telephoneOf(AREA_CODES[location.prefectureId] ?? '03', index),
    genreId: context.genreIdByName.get(genreOf(blueprint, index)) ?? null,
    serviceTagId: index % 4 === 3 ? null : (context.tagIds[index % context.tagIds.length] ?? null),
    remarks: index % 6 === 1 ? pick(SHOP_REMARKS, Math.floor(index / 6)) : null,
    latitude: location.latitude,
    longitude: location.longitude,
    status: shopStatusOf(index),
    ...ecSettingsOf(blueprint, shopCode, index, isDemoStoreShop(context, location)),
    registDate,
    updatedAt: registDate,
  };
}

/** The postal data's municipality of the shop's postal code (the demo addresses are real). */
function municipalityCodeOf(location: Location): string {
  const [address] = addressesOfZipcode(location.zipcode);
  if (!address || Number(address.prefectureCode) !== location.prefectureId)
    throw new Error(`demo postal code ${location.zipcode} is not in prefecture ${location.prefectureId}`);
  return address.municipalityCode;
}

function genreOf(blueprint: ServiceBlueprint, index: number): string {
  const other = blueprint.genres.others.find(({ every }) => index % every === every - 1);
  return other?.name ?? blueprint.genres.main;
}

function shopStatusOf(index: number): ShopStatus {
  const cycle: Record<number, ShopStatus> = {
    3: SHOP_STATUS.UNDER_REVIEW,
    7: SHOP_STATUS.ON_HOLD,
    11: SHOP_STATUS.PAUSED,
    15: SHOP_STATUS.REJECTED,
  };
  return cycle[index % 16] ?? SHOP_STATUS.ACTIVE;
}

/** The shop of the demo store account (store@demo.example): the busy one the store user sees. */
function isDemoStoreShop(context: ShopContext, location: Location): boolean {
  return context.emailByBranch.get(location.branch) === DEMO_ACCOUNTS.store;
}

/**
 * Every third shop sells online, and so does the demo store's own shop, with provisional sales
 * (orders it confirms, changes or cancels in EC決済履歴).
 */
function ecSettingsOf(blueprint: ServiceBlueprint, shopCode: string, index: number, storeShop: boolean) {
  if (index % 3 !== 0 && !storeShop) return { ecEnabled: 0 };
  return {
    ecEnabled: 1,
    ecShopId: `ec-${shopCode.toLowerCase()}`,
    ecShopPassword: `Ec-${shopCode}-${index * 31 + 7}`,
    ecSalesType: index % 2 === 0 || storeShop ? EC_SALES_TYPE.PROVISIONAL : EC_SALES_TYPE.IMMEDIATE,
    ecAuthorizedIpAddress: `${pick(DEMO_IP_PREFIXES, 2)}${(index % 200) + 10}`,
    ecRedirectUrl: `https://ec.${blueprint.mailDomain}/return/${shopCode.toLowerCase()}`,
    ecGeneratedKey: createHash('sha256').update(shopCode).digest('hex').slice(0, 32),
  };
}

/** A ten-digit fixed-line number: area code, then digits that never start with 0 or 1. */
function telephoneOf(areaCode: string, index: number): string {
  const localDigits = 10 - areaCode.length;
  const span = 7 * 10 ** (localDigits - 1);
  return areaCode + String(2 * 10 ** (localDigits - 1) + (((index + 1) * 7_654_321) % span));
}

/** Every fourth shop limits its terminals to an address, every eighth also to a range. */
export function allowIpsOf(index: number): { ipAddress: string; ipRange: string | null }[] {
  if (index % 4 !== 0) return [];
  const single = { ipAddress: `${pick(DEMO_IP_PREFIXES, 1)}${(index % 250) + 1}`, ipRange: null };
  if (index % 8 !== 0) return [single];
  return [single, { ipAddress: `${pick(DEMO_IP_PREFIXES, 0)}1`, ipRange: `${pick(DEMO_IP_PREFIXES, 0)}30` }];
}
