import type { CurrentUser, ServiceDetail } from '@shared/api';
import type { Role } from '@shared/constants';

export function makeUser(role: Role, subdomain: string | null = 'demo'): CurrentUser {
  return {
    id: 1,
    email: 'user@demo.example',
    role,
    nameSei: '山田',
    nameMei: '太郎',
    passwordExpiredAt: null,
    service: subdomain
      ? {
          id: 1,
          name: 'デモサービス',
          subdomain,
          enableTrailCalc: 1,
          enableCouponSetting: 1,
          enableNotificationSetting: 1,
          enableGallerySetting: 1,
          enableMenuSetting: 1,
        }
      : null,
    shop: null,
    group: null,
    policies: { summaryManagement: true, paymentHistory: true },
    ecSetting: { countEc: 0, totalShop: 0 },
    updatedAt: '2026-01-01T09:00:00+09:00',
  };
}

export function makeService(subdomain: string, flags: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    id: subdomain === 'demo' ? 1 : 2,
    name: subdomain === 'demo' ? 'デモサービス' : 'サンプルサービス',
    subdomain,
    enableTopSetting: 1,
    enableCustomerSetting: 1,
    enableTrailCalc: 1,
    enableCouponSetting: 1,
    enableNotificationSetting: 1,
    enableGallerySetting: 1,
    enableMenuSetting: 1,
    registDate: '2026-01-01T09:00:00+09:00',
    updatedAt: '2026-01-01T09:00:00+09:00',
    ...flags,
  };
}
