import type { CurrentUser, ServiceInView } from '@shared/api';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';

type ServiceFlags = NonNullable<CurrentUser['service']>;

export function makeUser(
  role: Role,
  overrides: Partial<CurrentUser> = {},
  serviceFlags: Partial<ServiceFlags> = {},
): CurrentUser {
  return {
    id: 1,
    email: 'user@example.jp',
    role,
    nameSei: '山田',
    nameMei: '太郎',
    passwordExpiredAt: null,
    service:
      role === ROLE_MASTER
        ? null
        : {
            id: 10,
            name: 'さくらペイ',
            subdomain: 'sakura',
            enableTrailCalc: 1,
            enableCouponSetting: 1,
            enableNotificationSetting: 1,
            enableGallerySetting: 1,
            enableMenuSetting: 1,
            ...serviceFlags,
          },
    shop: role === ROLE_STORE ? { id: 501, name: '本店' } : null,
    group: role === ROLE_GROUP ? { id: 71, name: '東日本' } : null,
    policies: { summaryManagement: true, paymentHistory: true },
    ecSetting: { countEc: 0, totalShop: 3 },
    updatedAt: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

export function makeService(overrides: Partial<ServiceInView> = {}): ServiceInView {
  return {
    id: 10,
    name: 'さくらペイ',
    subdomain: 'sakura',
    enableTopSetting: 1,
    enableCustomerSetting: 1,
    enableTrailCalc: 1,
    enableCouponSetting: 1,
    enableNotificationSetting: 1,
    enableGallerySetting: 1,
    enableMenuSetting: 1,
    registDate: '2024-01-01T00:00:00+09:00',
    updatedAt: '2024-01-01T00:00:00+09:00',
    ...overrides,
  };
}

export const master = () => makeUser(ROLE_MASTER);
export const client = (overrides: Partial<CurrentUser> = {}) => makeUser(ROLE_CLIENT, overrides);
export const store = (overrides: Partial<CurrentUser> = {}, flags: Partial<ServiceFlags> = {}) =>
  makeUser(ROLE_STORE, overrides, flags);
export const group = (overrides: Partial<CurrentUser> = {}, flags: Partial<ServiceFlags> = {}) =>
  makeUser(ROLE_GROUP, overrides, flags);
