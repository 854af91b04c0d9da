import type { ValueOf } from './types';

/** Design of the membership card a service's app shows. The spec names the field only; the values are ours. */
export const CARD_TEMPLATE = {
  STANDARD: 1,
  SIMPLE: 2,
  PREMIUM: 3,
} as const;
export type CardTemplate = ValueOf<typeof CARD_TEMPLATE>;

/**
 * Subdomains a service may not take: the first path segments of the API's own resources,
 * which would hide that service's `/{subdomain}/...` routes.
 */
export const RESERVED_SUBDOMAINS = [
  'account',
  'address',
  'api',
  'app',
  'auth',
  'banks',
  'companies',
  'export',
  'genres',
  'health',
  'import',
  'media',
  'services',
  'shops',
  'users',
  'www',
] as const;

export function isReservedSubdomain(subdomain: string): boolean {
  return (RESERVED_SUBDOMAINS as readonly string[]).includes(subdomain);
}

export const SUBDOMAIN_MAX_LENGTH = 63;

/** The feature switches of a service (each 0 or 1), in the order the service setting form shows them. */
export const SERVICE_FLAGS = [
  'enableTopSetting',
  'enableCustomerSetting',
  'enableTrailCalc',
  'enableCouponSetting',
  'enableNotificationSetting',
  'enableGallerySetting',
  'enableMenuSetting',
] as const;
export type ServiceFlag = (typeof SERVICE_FLAGS)[number];

/** One entry per feature switch, in SERVICE_FLAGS order: a schema's or a form's fields for the switches. */
export function perServiceFlag<T>(entry: (flag: ServiceFlag) => T): Record<ServiceFlag, T> {
  return Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, entry(flag)])) as Record<ServiceFlag, T>;
}
